import { XIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { CatalogFacets } from "@/lib/catalog/facets";
import { PROVIDERS } from "@/lib/catalog/schemas";
import { formatMoney } from "@/lib/format/money";
import { productTypeLabel, providerLabel } from "@/lib/format/labels";
import { catalogHref, SORT_OPTIONS, sortValue } from "@/lib/catalog/catalog-url";
import { FiltersSheet } from "./filters-sheet";

type Props = {
  values: Record<string, string>;
  categories: { slug: string; name: string; products: number }[];
  facets: CatalogFacets;
  /** The currency prices are shown and filtered in (the visitor's, ADR 055). */
  currency: string;
};

const TYPES = [
  { value: "PROMPT", label: "Prompts" },
  { value: "WORKFLOW", label: "Workflows" },
  { value: "BUNDLE", label: "Bundles" },
];

/** The filter fields: `id` prefixes their ids (the row and the Sheet are both in the page); `stacked` for the Sheet. */
function FilterForm({ values, categories, facets, id, stacked }: Props & { id: string; stacked: boolean }) {
  // In the row, search and sort take the first line and each filter keeps its width on the second, so no choice
  // ("OpenAI-compatible server", "Price: low to high") is clipped at 1280 px.
  const fixed = (width: string) => (stacked ? "" : `${width} shrink-0`);
  return (
    <form
      method="get"
      action="/products"
      className={cn("flex", stacked ? "flex-col gap-3" : "flex-wrap items-end gap-x-3 gap-y-1.5")}
      aria-label="Filter the catalog"
    >
      <Field label="Search" htmlFor={`${id}-search`} className={stacked ? "" : "min-w-64 flex-1"}>
        <Input id={`${id}-search`} name="search" type="search" defaultValue={values.search} placeholder="e.g. email sequence" />
      </Field>
      <Field label="Sort by" htmlFor={`${id}-sort`} className={fixed("w-48")}>
        <NativeSelect id={`${id}-sort`} name="sort" defaultValue={sortValue(values)}>
          {SORT_OPTIONS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {/* The row's line break: an empty line whose two half gaps make one gap between the lines. */}
      {stacked ? null : <div aria-hidden className="basis-full" />}
      <Field label="Type" htmlFor={`${id}-type`} className={fixed("w-36")}>
        <NativeSelect id={`${id}-type`} name="type" defaultValue={values.type?.toUpperCase() ?? ""}>
          <option value="">All types</option>
          {TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label} ({facets.types[t.value] ?? 0})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Category" htmlFor={`${id}-category`} className={fixed("w-48")}>
        <NativeSelect id={`${id}-category`} name="category" defaultValue={values.category ?? ""}>
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name} ({c.products})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Works with" htmlFor={`${id}-provider`} className={fixed("w-60")}>
        <NativeSelect id={`${id}-provider`} name="provider" defaultValue={values.provider?.toLowerCase() ?? ""}>
          <option value="">Any provider</option>
          {PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {providerLabel(p)} ({facets.providers[p] ?? 0})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-xs font-medium text-muted-foreground">Price</legend>
        <div className="flex items-center gap-1">
          <Input
            name="minPrice"
            type="number"
            min="0"
            step="0.01"
            inputMode="decimal"
            aria-label="Lowest price"
            placeholder="Min"
            defaultValue={values.minPrice}
            className={stacked ? "flex-1" : "w-20"}
          />
          <span aria-hidden className="text-muted-foreground">
            –
          </span>
          <Input
            name="maxPrice"
            type="number"
            min="0"
            step="0.01"
            inputMode="decimal"
            aria-label="Highest price"
            placeholder="Max"
            defaultValue={values.maxPrice}
            className={stacked ? "flex-1" : "w-20"}
          />
        </div>
      </fieldset>
      <Button type="submit">Apply</Button>
    </form>
  );
}

/** Chips naming each active filter in words, each with a link that removes it. */
function ActiveFilters({ values, categories, currency }: Pick<Props, "values" | "categories" | "currency">) {
  const chips: { key: string; label: string; remove: Record<string, undefined> }[] = [];
  if (values.search) chips.push({ key: "search", label: `“${values.search}”`, remove: { search: undefined } });
  if (values.type) chips.push({ key: "type", label: `${productTypeLabel(values.type)}s`, remove: { type: undefined } });
  if (values.category) {
    const name = categories.find((c) => c.slug === values.category)?.name ?? values.category;
    chips.push({ key: "category", label: name, remove: { category: undefined } });
  }
  if (values.author) chips.push({ key: "author", label: "From one seller", remove: { author: undefined } });
  if (values.provider)
    chips.push({ key: "provider", label: `Works with ${providerLabel(values.provider)}`, remove: { provider: undefined } });
  const min = Number(values.minPrice);
  const max = Number(values.maxPrice);
  if (values.minPrice && Number.isFinite(min))
    chips.push({ key: "min", label: `From ${formatMoney(min, currency)}`, remove: { minPrice: undefined } });
  if (values.maxPrice && Number.isFinite(max))
    chips.push({ key: "max", label: `Up to ${formatMoney(max, currency)}`, remove: { maxPrice: undefined } });
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Active filters">
      {chips.map((c) => (
        <li key={c.key}>
          <Link
            href={catalogHref(values, c.remove)}
            className="inline-flex items-center gap-1 rounded-full border border-input bg-card px-3 py-1 text-sm text-foreground hover:border-primary"
          >
            {c.label}
            <XIcon aria-hidden className="size-3.5" />
            <span className="sr-only">(remove this filter)</span>
          </Link>
        </li>
      ))}
      <li>
        <Link href="/products" className="text-sm text-link underline">
          Clear all
        </Link>
      </li>
    </ul>
  );
}

/** A plain GET form: every filter lives in the URL, so a link reproduces the view. One row on desktop, a Sheet on phones. */
export function CatalogFilters(props: Props) {
  const active = ["type", "category", "provider", "minPrice", "maxPrice"].filter((k) => props.values[k]).length;
  return (
    <div className="flex flex-col gap-3">
      <div className="hidden rounded-lg border border-border bg-card p-3 md:block">
        <FilterForm {...props} id="filters" stacked={false} />
      </div>
      <div className="flex gap-2 md:hidden">
        <form method="get" action="/products" role="search" className="flex flex-1 gap-2" data-catalog-search>
          {Object.entries(props.values)
            .filter(([k]) => k !== "search" && k !== "page")
            .map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
          <label htmlFor="phone-search" className="sr-only">
            Search
          </label>
          <Input
            id="phone-search"
            name="search"
            type="search"
            defaultValue={props.values.search}
            placeholder="Search the catalog"
            className="flex-1"
          />
        </form>
        <FiltersSheet active={active}>
          <FilterForm {...props} id="sheet" stacked />
        </FiltersSheet>
      </div>
      <ActiveFilters values={props.values} categories={props.categories} currency={props.currency} />
    </div>
  );
}
