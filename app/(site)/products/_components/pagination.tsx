import Link from "next/link";
import { Button } from "@/components/ui/button";
import { formatCount } from "@/lib/format/numbers";
import { catalogHref } from "@/lib/catalog/catalog-url";

export function Pagination({ values, page, limit, total }: { values: Record<string, string>; page: number; limit: number; total: number }) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages === 1) return null;
  return (
    <nav className="flex items-center justify-between gap-2 text-sm" aria-label="Pagination">
      <span className="text-muted-foreground">
        Page {formatCount(page)} of {formatCount(pages)}
      </span>
      <div className="flex gap-2">
        {page > 1 && (
          <Button asChild variant="outline" size="sm">
            <Link href={catalogHref(values, { page: String(page - 1) })}>Previous</Link>
          </Button>
        )}
        {page < pages && (
          <Button asChild variant="outline" size="sm">
            <Link href={catalogHref(values, { page: String(page + 1) })}>Next</Link>
          </Button>
        )}
      </div>
    </nav>
  );
}
