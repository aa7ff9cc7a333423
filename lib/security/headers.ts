import { env } from "@/lib/env";
import { bucketOrigin } from "@/lib/storage/bucket-origin";
import { THEME_SCRIPT_HASH } from "@/lib/security/theme-script";

/**
 * Security headers that depend on the request or on run-time settings. The static ones (nosniff, Referrer-Policy,
 * Permissions-Policy, X-Frame-Options) are in next.config.mjs, which Next.js bakes in at build time
 * (docs/security.md#headers).
 */

/** The request header proxy.ts sets to the page's nonce; Next.js also reads it from the CSP header it forwards. */
export const NONCE_HEADER = "x-nonce";

/** A fresh 128-bit nonce, base64: one per page response. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

function isHttps(appUrl = env().APP_URL): boolean {
  return appUrl?.startsWith("https://") ?? false;
}

type PolicyOptions = { dev?: boolean; https?: boolean; uploadOrigin?: string | null };

/**
 * The pages' policy. Scripts run only with this response's nonce ('strict-dynamic' lets them load the chunks they
 * import), plus the theme's pre-paint script by its hash (the root layout renders it without a nonce, so cached
 * pages can carry it too); no 'unsafe-inline' for scripts. Styles allow inline: React and Radix write style
 * attributes, which a nonce cannot cover, and a style cannot run code.
 */
export function pageContentSecurityPolicy(nonce: string, opts: PolicyOptions = {}): string {
  return policyWith(`'self' 'nonce-${nonce}' 'strict-dynamic' ${THEME_SCRIPT_HASH}`, opts);
}

/**
 * The policy of a cached storefront page (ADR 062): the same bytes go to everyone, so no nonce; its own inline
 * scripts (`'sha256-…'` sources, computed from the stored HTML by cache-handler.mjs) and the app's script files
 * ('self': parser-inserted `<script src>` tags, which 'strict-dynamic' would refuse without a nonce).
 */
export function cachedPageContentSecurityPolicy(scriptHashes: readonly string[], opts: PolicyOptions = {}): string {
  const hashes = [...new Set(scriptHashes)].map((h) => `'sha256-${h}'`);
  return policyWith(["'self'", ...hashes].join(" "), opts);
}

function policyWith(scriptSources: string, opts: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources}${opts.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // The bucket's origin, when there is one: the dashboard sends large files straight to it (docs/catalog.md#large-files).
    `connect-src 'self'${opts.uploadOrigin ? ` ${opts.uploadOrigin}` : ""}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** For JSON answers: nothing may load, nothing may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const currentOptions = (): PolicyOptions => ({ dev: env().NODE_ENV === "development", https: isHttps(), uploadOrigin: bucketOrigin() });

/** The page policy under the current settings. */
export function currentPagePolicy(nonce: string): string {
  return pageContentSecurityPolicy(nonce, currentOptions());
}

/** A cached page's policy under the current settings, from the base64 SHA-256 of each of its inline scripts. */
export function currentCachedPagePolicy(scriptHashes: readonly string[]): string {
  return cachedPageContentSecurityPolicy(scriptHashes, currentOptions());
}

/** Strict-Transport-Security when the app is served over https (APP_URL), else nothing: HSTS on http is ignored anyway. */
export function transportSecurityHeaders(appUrl = env().APP_URL): Record<string, string> {
  return isHttps(appUrl) ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {};
}
