import type { ReactNode } from "react";

type QueryState = { isPending: boolean; isError: boolean };

/** A titled card with the loading state every analytics section shares (errors show once, above the sections). */
export function Section({ title, query, children }: { title: string; query: QueryState; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5" aria-label={title}>
      <h2 className="text-lg font-semibold mb-4">{title}</h2>
      {query.isPending ? (
        <div className="h-40 animate-pulse rounded bg-slate-100" aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`} />
      ) : query.isError ? null : (
        children
      )}
    </section>
  );
}

export function Empty({ children = "Nothing in this range yet." }: { children?: ReactNode }) {
  return <p className="rounded border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">{children}</p>;
}

export function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3" title={hint}>
      <div className="text-xs uppercase tracking-wide text-slate-500">{label}</div>
      <div className="text-xl font-semibold tabular-nums">{value}</div>
    </div>
  );
}
