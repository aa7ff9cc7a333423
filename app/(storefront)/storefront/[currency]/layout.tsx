import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { SiteShell } from "@/components/site/site-shell";
import { segmentCurrency } from "@/lib/catalog/storefront-address";

// The cached storefront (ADR 062): these pages are rendered once per currency address, kept, and rendered again
// after a product change (lib/catalog/storefront-revalidation.ts) or after `revalidate` seconds. Nothing here may
// read the request (cookies, headers, the session): the HTML goes to every visitor. The build renders none of
// them (no database at build time): each is rendered on its first request.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): { currency: string }[] {
  return [];
}

export default async function StorefrontLayout({ children, params }: { children: ReactNode; params: Promise<{ currency: string }> }) {
  const currency = segmentCurrency((await params).currency);
  if (currency === null) notFound();
  return <SiteShell currency={currency}>{children}</SiteShell>;
}
