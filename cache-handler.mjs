// Next.js's own page cache (kept in memory: isrFlushToDisk is off in next.config.mjs) with one addition for the
// cached storefront pages (ADR 062, docs/security.md#headers): when it stores one, it hashes the page's inline
// scripts and stores the page's Content-Security-Policy with it, so the first answer and every later one carry the
// policy of exactly the bytes they hold. Plain JavaScript, loaded by Next.js outside the app's modules: the policy
// itself (lib/security/headers.ts, cachedPageContentSecurityPolicy) is handed over by instrumentation.ts. The other way
// round, it hands the app a way to expire pages by tag outside a request (lib/catalog/storefront-revalidation.ts).
import { createHash } from "node:crypto";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** Where instrumentation.ts puts `(scriptHashes: string[]) => string`. */
export const CACHED_PAGE_POLICY = Symbol.for("promptly.cachedPagePolicy");

/** Where this module puts `(tags: string[]) => void` for lib/catalog/storefront-revalidation.ts. */
export const EXPIRE_CACHE_TAGS = Symbol.for("promptly.expireCacheTags");

// What revalidateTag does at the end of a request, callable from anywhere in the process: it only marks the tags in
// Next.js's process-wide tags manifest (it reads nothing of the instance), and the next read of a page carrying one
// misses and renders it again.
globalThis[EXPIRE_CACHE_TAGS] = (tags) => void FileSystemCache.prototype.revalidateTag.call(undefined, tags);

/** Refuses every script: stored when the policy function is missing, so a page never goes out without a policy. */
const FAIL_CLOSED_POLICY = "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The base64 SHA-256 of each inline script of `html`, as a browser computes it for a `'sha256-…'` source. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return hashes;
}

/** Cached storefront pages: /storefront/<currency>/… (the key may carry Next.js's own prefix). */
const isStorefrontKey = (key) => /(^|\/)storefront\//.test(key);

export default class StorefrontCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (data?.kind === "APP_PAGE" && data.html != null && isStorefrontKey(key)) {
      const html = typeof data.html === "string" ? data.html : Buffer.from(data.html).toString("utf8");
      const policyOf = globalThis[CACHED_PAGE_POLICY];
      if (typeof policyOf !== "function")
        console.error("cache-handler: no cached-page policy (instrumentation.ts did not run); scripts refused");
      // In place: Next.js answers the request that rendered the page from this same object after storing it.
      data.headers ??= {};
      data.headers["content-security-policy"] = typeof policyOf === "function" ? policyOf(inlineScriptHashes(html)) : FAIL_CLOSED_POLICY;
      // The address "/" shows the currency of the visitor's cookie or languages: a shared cache must keep them apart.
      data.headers["vary"] = "Cookie, Accept-Language";
    }
    return super.set(key, data, ctx);
  }
}
