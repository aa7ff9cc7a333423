import { Skeleton } from "@/components/ui/skeleton";

/** What a page looks like while its data loads: the title, then its usual shape, so nothing jumps. */
export function PageSkeleton({ shape = "table" }: { shape?: "table" | "cards" | "form" | "detail" }) {
  return (
    <div role="status" aria-label="Loading" className="space-y-6">
      <div className="space-y-2">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-4 w-full max-w-md" />
      </div>
      {shape === "cards" && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      )}
      {(shape === "cards" || shape === "detail") && <Skeleton className="h-56" />}
      {shape === "table" && Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-11" />)}
      {shape === "form" && (
        <div className="max-w-2xl space-y-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      )}
      <span className="sr-only">Loading…</span>
    </div>
  );
}
