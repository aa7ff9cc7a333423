import sharp from "sharp";
import { validationError } from "@/lib/errors";
import { VARIANT_WIDTHS, type VariantFormat } from "@/lib/catalog/image-names";

/** A decoded image bigger than this is refused (a small PNG can decode to gigabytes). */
const MAX_PIXELS = 40_000_000;

export type Variant = { width: number; format: VariantFormat; bytes: Uint8Array };

/**
 * Resized copies of an uploaded image at each storefront width not wider than the original (an image narrower than
 * 400 px gets one copy at its own width), as AVIF and WebP; EXIF orientation applied, metadata dropped.
 */
export async function resizeImage(bytes: Uint8Array): Promise<Variant[]> {
  let width: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    const rotated = (meta.orientation ?? 1) >= 5;
    width = (rotated ? meta.height : meta.width) ?? 0;
    if (!width) throw new Error("no width");
  } catch {
    throw validationError([{ path: "file", message: `The image cannot be read, or is larger than ${MAX_PIXELS / 1_000_000} megapixels` }]);
  }
  const widths = VARIANT_WIDTHS.filter((w) => w <= width);
  const targets = widths.length ? widths : [width];
  const out: Variant[] = [];
  for (const w of targets) {
    const resized = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width: w, withoutEnlargement: true });
    // One at a time: AVIF encoding is the costly part and uses libvips's threads already.
    out.push({ width: w, format: "avif", bytes: await resized.clone().avif({ quality: 50, effort: 2 }).toBuffer() });
    out.push({ width: w, format: "webp", bytes: await resized.clone().webp({ quality: 78 }).toBuffer() });
  }
  return out;
}
