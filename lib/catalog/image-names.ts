import { imageUrl } from "@/lib/catalog/present";

// Names and URLs of the resized copies of product images (no image library here: pages and views import it).
/** The widths the storefront draws images at (cards ~400 px, the product page up to 1200 px on wide and dense screens). */
export const VARIANT_WIDTHS = [400, 800, 1200] as const;
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** The content-hashed file name of one resized copy: the original's SHA-256 prefix, width and format. */
export const variantName = (sha256: string, width: number, format: VariantFormat) => `${sha256.slice(0, 16)}-${width}.${format}`;

const NAME = /^([0-9a-f]{16})-(\d{1,5})\.(avif|webp)$/;
export function parseVariantName(name: string): { hash: string; width: number; format: VariantFormat } | null {
  const m = NAME.exec(name);
  return m ? { hash: m[1], width: Number(m[2]), format: m[3] as VariantFormat } : null;
}

/** Beside the original: products/<product>/<asset> → products/<product>/<asset>-<name>. */
export const variantKey = (originalKey: string, name: string) => `${originalKey}-${name}`;

/** What an <img srcset> / <picture> needs for one image: the original, and a srcset per format when copies exist. */
export type ImageSources = { src: string; avif: string | null; webp: string | null };

export function imageSources(productId: string, a: { id: string; sha256: string | null; variantWidths: number[] }): ImageSources {
  const src = imageUrl(productId, a.id);
  if (!a.sha256 || a.variantWidths.length === 0) return { src, avif: null, webp: null };
  const sha256 = a.sha256;
  const set = (f: VariantFormat) => a.variantWidths.map((w) => `${src}/${variantName(sha256, w, f)} ${w}w`).join(", ");
  return { src, avif: set("avif"), webp: set("webp") };
}
