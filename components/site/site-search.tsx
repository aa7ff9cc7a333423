import { SearchIcon } from "lucide-react";
import { cn } from "@/components/ui/cn";

/** The header's search: a plain GET form to the catalog, so it works before any script loads. */
export function SiteSearch({ className, id }: { className?: string; id: string }) {
  return (
    <form role="search" method="get" action="/products" className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        Search prompts and workflows
      </label>
      <SearchIcon aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <input
        id={id}
        name="search"
        type="search"
        placeholder="Search prompts and workflows"
        className="h-9 w-full rounded-md border border-input bg-card pr-3 pl-8 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      />
    </form>
  );
}
