import { PROVIDERS, SORTS } from "@/lib/catalog/schemas";

type Props = { values: Record<string, string>; categories: { slug: string; name: string }[] };

const input = "rounded border border-slate-300 bg-white px-2 py-1.5 text-sm";

/** A plain GET form: every filter lives in the URL, so a link reproduces the view. */
export function CatalogFilters({ values, categories }: Props) {
  return (
    <form method="get" action="/products" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <label className="flex flex-1 flex-col gap-1 text-xs text-slate-600">
        Search
        <input name="search" type="search" defaultValue={values.search} placeholder="e.g. email sequence" className={`${input} min-w-60`} />
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        Type
        <select name="type" defaultValue={values.type ?? ""} className={input}>
          <option value="">All</option>
          <option value="PROMPT">Prompts</option>
          <option value="WORKFLOW">Workflows</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        Category
        <select name="category" defaultValue={values.category ?? ""} className={input}>
          <option value="">All</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        Provider
        <select name="provider" defaultValue={values.provider ?? ""} className={input}>
          <option value="">All</option>
          {PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        Min $
        <input name="minPrice" type="number" min="0" step="0.01" defaultValue={values.minPrice} className={`${input} w-24`} />
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        Max $
        <input name="maxPrice" type="number" min="0" step="0.01" defaultValue={values.maxPrice} className={`${input} w-24`} />
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        Sort
        <select name="sort" defaultValue={values.sort ?? "relevance"} className={input}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        Order
        <select name="order" defaultValue={values.order ?? "desc"} className={input}>
          <option value="desc">desc</option>
          <option value="asc">asc</option>
        </select>
      </label>
      <button type="submit" className="rounded bg-brand-600 px-4 py-1.5 text-sm text-white">
        Apply
      </button>
    </form>
  );
}
