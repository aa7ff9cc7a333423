import type { AssetContent } from "@/lib/catalog/assets";

/** Bytes as stored, with the sniffed type; nosniff so a browser never reinterprets an upload. */
export function assetResponse(a: AssetContent, disposition: "inline" | "attachment", cache: string): Response {
  return new Response(Buffer.from(a.bytes), {
    headers: {
      "content-type": a.mediaType,
      "content-length": String(a.bytes.length),
      "content-disposition": `${disposition}; filename="${a.name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(a.name)}`,
      "cache-control": cache,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox; frame-ancestors 'none'",
    },
  });
}
