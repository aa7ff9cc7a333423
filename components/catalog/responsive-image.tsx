import type { ImageSources } from "@/lib/catalog/image-names";

/**
 * An uploaded image at the size the layout needs: AVIF where the browser takes it, else WebP, from the resized
 * copies made at upload (docs/catalog.md#images); images uploaded before those copies existed fall back to the original.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  className,
  priority = false,
}: {
  image: ImageSources;
  alt: string;
  /** The width the image is drawn at, as the `sizes` attribute says it (e.g. "(min-width: 1024px) 25vw, 100vw"). */
  sizes: string;
  className?: string;
  /** The page's main image: loaded at once and early, not lazily. */
  priority?: boolean;
}) {
  return (
    <picture className="contents">
      {image.avif && <source type="image/avif" srcSet={image.avif} sizes={sizes} />}
      <img
        src={image.src}
        srcSet={image.webp ?? undefined}
        sizes={image.webp ? sizes : undefined}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
