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
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
