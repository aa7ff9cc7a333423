import fs from "node:fs/promises";
import path from "node:path";

// Scalar's standalone bundle from the installed npm package (the default page would fetch it from a CDN).
const bundle = path.join(/*turbopackIgnore: true*/ process.cwd(), "node_modules/@scalar/api-reference/dist/browser/standalone.js");
let cached: Promise<Buffer> | undefined;

export async function GET() {
  cached ??= fs.readFile(bundle);
  return new Response(new Uint8Array(await cached), {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
