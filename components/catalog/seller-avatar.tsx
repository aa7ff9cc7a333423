import { cn } from "@/components/ui/cn";

/**
 * A seller's profile picture, or their initial on the brand colour when they have none. Decorative: it always sits
 * beside the seller's name, which is what screen readers read.
 */
export function SellerAvatar({ name, avatarUrl, className }: { name: string; avatarUrl: string | null; className: string }) {
  if (avatarUrl) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- one 256 px WebP made at upload (lib/accounts/avatar.ts), served as stored
      <img
        src={avatarUrl}
        alt=""
        width={256}
        height={256}
        loading="lazy"
        decoding="async"
        className={cn("shrink-0 rounded-full object-cover", className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn("flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground", className)}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
