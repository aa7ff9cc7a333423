import { LayoutDashboardIcon, PackageIcon, ShoppingBagIcon } from "lucide-react";

/**
 * /docs and /api are route handlers, not app pages: a router prefetch of one is answered with a redirect to itself
 * that never settles, so links to them are not prefetched (a click loads them as a whole document anyway).
 */
export const prefetchOf = (href: string): false | undefined => (/^\/(docs|api)(\/|$)/.test(href) ? false : undefined);

export type CategoryCount = { slug: string; name: string; products: number };

/** The header's main links (desktop bar and phone menu alike); the categories menu sits after "Catalog". */
export const SITE_LINKS = [
  { href: "/products", label: "Catalog" },
  { href: "/dashboard/products/new", label: "Sell" },
  { href: "/docs", label: "Docs" },
];

/** The signed-in account's links (the account menu and the phone menu alike). */
export const ACCOUNT_LINKS = [
  { href: "/dashboard", label: "Dashboard", icon: LayoutDashboardIcon },
  { href: "/dashboard/purchases", label: "Purchases", icon: ShoppingBagIcon },
  { href: "/dashboard/products", label: "My products", icon: PackageIcon },
];
