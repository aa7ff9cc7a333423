/**
 * Headers every response carries, pages and API alike. Next.js bakes these in at build time, so the ones that
 * depend on a request or on run-time settings (the pages' nonce-based Content-Security-Policy, HSTS from APP_URL)
 * are set by proxy.ts and lib/security/headers.ts instead (docs/security.md#headers).
 */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value:
      "accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=()",
  },
  // The legacy twin of frame-ancestors 'none', for responses without a CSP (static files).
  { key: "X-Frame-Options", value: "DENY" },
];

import { fileURLToPath } from "node:url";

/** @type {import('next').NextConfig} */
const nextConfig = {
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/schema-engine-wasm",
    "pdfkit",
    "nodemailer",
    "prom-client",
    "pino",
  ],
  poweredByHeader: false,
  // Next.js hashes every page it sends for an ETag, in JavaScript, on every request: 18% of a cached product page's
  // CPU (docs/benchmarks.md, storefront). Cached pages are revalidated by time (s-maxage), not by ETag, and per-request
  // pages are never stored, so the hash bought nothing (route handlers never had one).
  generateEtags: false,
  // The cached storefront pages (ADR 062): Next.js's page cache, plus each page's policy of its script hashes.
  // In memory only, so a restart never serves pages of data that is gone.
  cacheHandler: fileURLToPath(new URL("./cache-handler.mjs", import.meta.url)),
  experimental: { isrFlushToDisk: false },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
  // proxy.ts names the visitor's currency (and for the catalog's first page, its filters) in these request headers, and
  // drops them when a client sends them; "/", "/products?…" and "/products/<id>" are then served from the cached pages (ADR 062). A rewrite from the proxy itself fails under `next start -H 127.0.0.1`.
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: "/",
          has: [{ type: "header", key: "x-storefront-currency", value: "(?<currency>[A-Za-z]{3})" }],
          destination: "/storefront/:currency",
        },
        {
          source: "/products",
          has: [
            { type: "header", key: "x-storefront-currency", value: "(?<currency>[A-Za-z]{3})" },
            { type: "header", key: "x-storefront-catalog", value: "(?<filters>[A-Za-z0-9_-]+)" },
          ],
          destination: "/storefront/:currency/products/:filters",
        },
        {
          source: "/products/:id",
          has: [
            { type: "header", key: "x-storefront-currency", value: "(?<currency>[A-Za-z]{3})" },
            { type: "header", key: "x-storefront-product", value: "1" },
          ],
          destination: "/storefront/:currency/product/:id",
        },
      ],
    };
  },
};

export default nextConfig;
