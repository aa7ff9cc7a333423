"use client";

import { useState, type FormEvent } from "react";
import { CURRENCIES, PRODUCT_TYPES, PROVIDERS, createProductInput, updateProductInput } from "@/lib/catalog/schemas";
import { zodFieldErrors } from "@/lib/api/validation";
import { ApiClientError } from "@/lib/api/client";

export type ProductFormValues = {
  title: string;
  description: string;
  type: string;
  category: string;
  price: string;
  currency: string;
  content: string;
  tags: string;
  requirements: string;
  features: string;
  compatibility: string[];
  version?: string;
  changelog?: string;
};

export const EMPTY_PRODUCT: ProductFormValues = {
  title: "",
  description: "",
  type: "PROMPT",
  category: "",
  price: "0",
  currency: "USD",
  content: "",
  tags: "",
  requirements: "",
  features: "",
  compatibility: [],
};

const lines = (s: string) =>
  s
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** Form values → the API body; the same zod schema as the API checks it before sending. */
function toBody(v: ProductFormValues, editing: boolean) {
  const body: Record<string, unknown> = {
    title: v.title,
    description: v.description,
    type: v.type,
    category: v.category,
    price: v.price === "" ? Number.NaN : Number(v.price),
    currency: v.currency,
    content: v.content,
    tags: v.tags
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
    requirements: lines(v.requirements),
    features: lines(v.features),
    compatibility: v.compatibility,
  };
  if (editing) {
    body.version = v.version;
    body.changelog = v.changelog;
  }
  return body;
}

type Props = {
  initial: ProductFormValues;
  categories: { slug: string; name: string }[];
  editing: boolean;
  submitLabel: string;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
};

const field = "rounded border border-slate-300 px-2 py-1.5 text-sm";

export function ProductForm({ initial, categories, editing, submitLabel, onSubmit }: Props) {
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (k: keyof ProductFormValues) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = toBody(v, editing);
    const checked = (editing ? updateProductInput : createProductInput).safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(zodFieldErrors(checked.error).map((f) => [f.path.split(".")[0], f.message])));
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      await onSubmit(body);
    } catch (err) {
      if (err instanceof ApiClientError) {
        setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, m]) => [k.split(".")[0], m])));
        setFormError(err.message);
      } else setFormError("Could not save; try again.");
    } finally {
      setSaving(false);
    }
  }

  const err = (k: string) =>
    errors[k] && (
      <span role="alert" className="text-xs text-red-700">
        {errors[k]}
      </span>
    );
  return (
    <form onSubmit={submit} className="flex max-w-2xl flex-col gap-4" noValidate>
      <label className="flex flex-col gap-1 text-sm">
        Title
        <input name="title" value={v.title} onChange={set("title")} className={field} />
        {err("title")}
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Description
        <textarea name="description" value={v.description} onChange={set("description")} rows={4} className={field} />
        {err("description")}
      </label>
      <div className="grid grid-cols-2 gap-4">
        <label className="flex flex-col gap-1 text-sm">
          Type
          <select name="type" value={v.type} onChange={set("type")} className={field}>
            {PRODUCT_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
          {err("type")}
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Category
          <select name="category" value={v.category} onChange={set("category")} className={field}>
            <option value="">Choose…</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
          {err("category")}
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Price
          <input name="price" type="number" min="0" max="10000" step="0.01" value={v.price} onChange={set("price")} className={field} />
          {err("price")}
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Currency
          <select name="currency" value={v.currency} onChange={set("currency")} className={field}>
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
          {err("currency")}
        </label>
      </div>
      <label className="flex flex-col gap-1 text-sm">
        Content {v.type === "WORKFLOW" ? "(workflow definition, JSON)" : "(prompt text; use {{variable}} placeholders)"}
        <textarea name="content" value={v.content} onChange={set("content")} rows={8} className={`${field} font-mono`} />
        {err("content")}
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Tags (comma-separated, up to 10)
        <input name="tags" value={v.tags} onChange={set("tags")} className={field} />
        {err("tags")}
      </label>
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend>Works with</legend>
        <div className="flex flex-wrap gap-3">
          {PROVIDERS.map((p) => (
            <label key={p} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={v.compatibility.includes(p)}
                onChange={(e) =>
                  setV({ ...v, compatibility: e.target.checked ? [...v.compatibility, p] : v.compatibility.filter((x) => x !== p) })
                }
              />
              {p}
            </label>
          ))}
        </div>
        {err("compatibility")}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm">
        Requirements (one per line)
        <textarea name="requirements" value={v.requirements} onChange={set("requirements")} rows={2} className={field} />
        {err("requirements")}
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Features (one per line)
        <textarea name="features" value={v.features} onChange={set("features")} rows={2} className={field} />
        {err("features")}
      </label>
      {editing && (
        <div className="grid grid-cols-2 gap-4">
          <label className="flex flex-col gap-1 text-sm">
            Version
            <input name="version" value={v.version ?? ""} onChange={set("version")} className={field} />
            {err("version")}
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Changelog
            <input name="changelog" value={v.changelog ?? ""} onChange={set("changelog")} className={field} />
            {err("changelog")}
          </label>
        </div>
      )}
      {formError && (
        <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-800">
          {formError}
        </p>
      )}
      <button type="submit" disabled={saving} className="self-start rounded bg-brand-600 px-4 py-2 text-sm text-white disabled:opacity-50">
        {saving ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
