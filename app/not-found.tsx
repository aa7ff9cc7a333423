import { NotFoundContent } from "@/components/site/not-found-content";

export const metadata = { title: "Page not found" };

// Reached only by a notFound() outside the (site) group (a cached storefront address naming no currency we sell in):
// it reads nothing of the request, because Next.js renders it into every page's tree as the root's 404 boundary and a
// request read here would make the cached storefront pages dynamic (ADR 062). Unknown addresses go to
// app/(site)/[...missing], which has the header.
export default function NotFound() {
  return <NotFoundContent />;
}
