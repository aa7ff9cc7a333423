// The public catalog page's URL (app/(site)/products): the API's list parameters, plus one `sort` value per choice a visitor makes
// ("price-asc"), so a plain form's single Sort select can say both the key and the direction.

export const SORT_OPTIONS = [
  { value: "relevance", label: "Best match" },
  { value: "popular", label: "Most popular" },
  { value: "rating", label: "Top rated" },
  { value: "newest", label: "Newest" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
] as const;

/** The URL's non-empty values, with a combined sort ("price-asc") split into the API's sort and order. */
export function catalogValues(params: Record<string, string | string[] | undefined>): Record<string, string> {
  const values: Record<string, string> = Object.fromEntries(
    Object.entries(params).flatMap(([k, v]) => (typeof v === "string" && v !== "" && !(k === "author" && v === "me") ? [[k, v]] : [])),
  );
  const combined = /^(\w+)-(asc|desc)$/.exec(values.sort ?? "");
  if (combined) {
    values.sort = combined[1];
    values.order = combined[2];
  }
  return values;
}

/** The Sort select's value for these values (the API's defaults: relevance, descending). */
export function sortValue(values: Record<string, string>): string {
  const sort = values.sort ?? "relevance";
  if (sort === "price") return `price-${values.order === "asc" ? "asc" : "desc"}`;
  return sort;
}

/** This page of the catalog with `changes` applied (undefined removes a value); a change of filter starts at page 1. */
export function catalogHref(values: Record<string, string>, changes: Record<string, string | undefined>): string {
  const next: Record<string, string> = { ...values };
  if (!("page" in changes)) delete next.page;
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) delete next[k];
    else next[k] = v;
  }
  const query = new URLSearchParams(next).toString();
  return query ? `/products?${query}` : "/products";
}
