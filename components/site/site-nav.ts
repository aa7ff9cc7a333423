export type CategoryCount = { slug: string; name: string; products: number };

/** The header's main links (desktop bar and phone menu alike); the categories menu sits after "Catalog". */
export const SITE_LINKS = [
  { href: "/products", label: "Catalog" },
  { href: "/dashboard/products/new", label: "Sell" },
  { href: "/docs", label: "Docs" },
];
