import type { Metadata } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { Providers } from "./providers";
import { TestModeBar } from "@/components/site/test-mode-bar";
import { env } from "@/lib/env";
import { THEME_SCRIPT } from "@/lib/security/theme-script";

// metadataBase makes Open Graph and canonical URLs absolute: APP_URL (production sets it). The layout reads nothing of
// the request, so the cached storefront pages (ADR 062) can share it; pages that must render per request say so
// themselves (the (site) layout awaits connection(), the dashboard is force-dynamic).
export function generateMetadata(): Metadata {
  const appUrl = env().APP_URL;
  return {
    ...(appUrl ? { metadataBase: new URL(appUrl) } : {}),
    title: { default: "Promptly — AI prompt & workflow marketplace", template: "%s · Promptly" },
    description: "Buy, sell and run AI prompts and multi-step workflows with your own provider keys.",
  };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  // suppressHydrationWarning: the theme script sets the theme's class on <html> before React hydrates. The script
  // carries no nonce: every page's policy allows it by its hash (lib/security/theme-script.ts).
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body>
        <TestModeBar />
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
