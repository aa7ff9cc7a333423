import type { Metadata } from "next";
import { headers } from "next/headers";
import { connection } from "next/server";
import type { ReactNode } from "react";
import "./globals.css";
import { Providers } from "./providers";
import { TestModeBar } from "@/components/site/test-mode-bar";
import { env } from "@/lib/env";
import { NONCE_HEADER } from "@/lib/security/headers";

// metadataBase makes Open Graph and canonical URLs absolute: APP_URL when set, else the request's own origin.
export async function generateMetadata(): Promise<Metadata> {
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost:3000";
  const proto = h.get("x-forwarded-proto") ?? (host.startsWith("localhost") ? "http" : "https");
  return {
    metadataBase: new URL(env().APP_URL ?? `${proto}://${host}`),
    title: { default: "Promptly — AI prompt & workflow marketplace", template: "%s · Promptly" },
    description: "Buy, sell and run AI prompts and multi-step workflows with your own provider keys.",
  };
}

// Every page is rendered per request: Next.js puts the request's CSP nonce (proxy.ts) on its scripts, which a page
// prerendered at build time could not carry.
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  // suppressHydrationWarning: next-themes sets the theme's class on <html> before React hydrates.
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        <TestModeBar />
        <Providers nonce={nonce}>{children}</Providers>
      </body>
    </html>
  );
}
