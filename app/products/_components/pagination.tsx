import Link from "next/link";

export function Pagination({ values, page, limit, total }: { values: Record<string, string>; page: number; limit: number; total: number }) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const href = (p: number) => `/products?${new URLSearchParams({ ...values, page: String(p) })}`;
  return (
    <nav className="flex items-center justify-between text-sm" aria-label="Pagination">
      <span className="text-slate-500">
        {total} product{total === 1 ? "" : "s"} · page {page} of {pages}
      </span>
      <div className="flex gap-2">
        {page > 1 && (
          <Link href={href(page - 1)} className="rounded border border-slate-300 px-3 py-1">
            Previous
          </Link>
        )}
        {page < pages && (
          <Link href={href(page + 1)} className="rounded border border-slate-300 px-3 py-1">
            Next
          </Link>
        )}
      </div>
    </nav>
  );
}
