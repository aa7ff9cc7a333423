import { cn } from "@/components/ui/cn";
import type { ImageSources } from "@/lib/catalog/image-names";
import { categoryStyle } from "./category-style";
import { ResponsiveImage } from "./responsive-image";

/**
 * A product's picture: its first image, else a cover drawn from its category (gradient and icon), so no card is
 * blank and no external image is fetched. Decorative: the card's title names the product.
 */
export function ProductCover({
  image,
  category,
  seed = "",
  className,
}: {
  image?: ImageSources | null;
  category: string;
  /** The product id: turns the gradient so products of one category do not look identical side by side. */
  seed?: string;
  className?: string;
}) {
  if (image) {
    // A card is a quarter of the row on wide screens, half on tablets, the full width on phones.
    return (
      <ResponsiveImage
        image={image}
        alt=""
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        className={cn("aspect-[16/9] w-full bg-muted object-cover", className)}
      />
    );
  }
  const { icon: Icon, from, to } = categoryStyle(category);
  const angle = 90 + ([...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % 120);
  return (
    <div
      aria-hidden
      data-testid="generated-cover"
      className={cn("flex aspect-[16/9] w-full items-center justify-center", className)}
      style={{ backgroundImage: `linear-gradient(${angle}deg, ${from}, ${to})` }}
    >
      <Icon className="size-10 text-white/90" strokeWidth={1.5} />
    </div>
  );
}
