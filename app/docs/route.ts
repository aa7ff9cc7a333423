import { ApiReference } from "@scalar/nextjs-api-reference";
import { currentPagePolicy, newNonce, transportSecurityHeaders } from "@/lib/security/headers";

// Renders /api/v1/openapi.json with Scalar. Its script comes from our own server (/docs/scalar.js), the default
// web fonts and the AI agent (which calls proxy.scalar.com) are off: the page works with no internet access and
// under the pages' connect-src 'self'.
const reference = ApiReference({
  url: "/api/v1/openapi.json",
  pageTitle: "Promptly API reference",
  cdn: "/docs/scalar.js",
  withDefaultFonts: false,
  agent: { disabled: true },
});
let page: Promise<string> | undefined;

// The page runs under the pages' Content-Security-Policy with a nonce of its own: its two scripts carry it. It is
// set here, not by proxy.ts, which skips /docs: Next.js answers a router prefetch of a route handler that went
// through the proxy with a redirect to itself, which never settles.
export async function GET() {
  page ??= reference().text();
  const nonce = newNonce();
  const html = (await page).replaceAll("<script", `<script nonce="${nonce}"`);
  return new Response(html, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-store",
      "content-security-policy": currentPagePolicy(nonce),
      ...transportSecurityHeaders(),
    },
  });
}
