import { connection } from "next/server";
import type { ReactNode } from "react";
import { SiteShell } from "@/components/site/site-shell";
import { requestCurrency } from "@/lib/catalog/request-currency";

// Rendered per request: the request's CSP nonce (proxy.ts) goes on Next.js's scripts, which a page prerendered at
// build could not carry. The cached storefront pages are in app/(storefront) (ADR 062).
export default async function SiteLayout({ children }: { children: ReactNode }) {
  await connection();
  const { currency } = await requestCurrency();
  return <SiteShell currency={currency}>{children}</SiteShell>;
}
