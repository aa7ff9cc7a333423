import { notFound } from "next/navigation";

// Addresses no route matches render the (site) 404 here, per request, with the header and the request's nonce. The
// root not-found.tsx cannot: it reads nothing of the request (Next.js renders it into every page's tree, cached
// storefront pages included, ADR 062).
export default function Missing(): never {
  notFound();
}
