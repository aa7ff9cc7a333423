"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";
import { Controller, useFieldArray, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormField, SelectField, showApiError } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { CURRENCIES } from "@/lib/catalog/currencies";
import { LIMITS, PRODUCT_TYPES, PROVIDERS, createProductInput, updateProductInput } from "@/lib/catalog/schemas";
import { productTypeLabel, providerLabel, refundPolicyLabel } from "@/lib/format/labels";
import { REFUND_POLICIES } from "@/lib/purchases/refund-input";
import { plainIssueMessage } from "@/lib/format/validation";
import { currencyName } from "@/lib/format/money";
import type { ApiBody } from "@/lib/api-client/types";
import { WorkflowEditor } from "./workflow-editor";
import { BundlePicker } from "./bundle-picker";

export type ProductFormValues = {
  title: string;
  description: string;
  type: string;
  category: string;
  price: string;
  priceMode: string;
  suggestedPrice: string;
  currency: string;
  /** Prices in other currencies (docs/commerce.md#prices-in-the-buyers-currency), amounts as typed. */
  prices: { currency: string; amount: string }[];
  content: string;
  tags: string;
  requirements: string;
  features: string;
  compatibility: string[];
  refundPolicy: string;
  examples: { input: string; output: string }[];
  /** License keys (docs/commerce.md#license-keys): the limits as text, empty for none. */
  licenseKeysEnabled: boolean;
  licenseActivationLimit: string;
  licenseExpiresInDays: string;
  /** BUNDLE only: the products it sells (docs/commerce.md#bundles). */
  bundleProductIds: string[];
  version?: string;
  changelog?: string;
};

export const EMPTY_PRODUCT: ProductFormValues = {
  title: "",
  description: "",
  type: "PROMPT",
  category: "",
  price: "0",
  priceMode: "fixed",
  suggestedPrice: "",
  currency: "USD",
  prices: [],
  content: "",
  tags: "",
  requirements: "",
  features: "",
  compatibility: [],
  refundPolicy: "seller_review",
  examples: [],
  licenseKeysEnabled: false,
  licenseActivationLimit: "",
  licenseExpiresInDays: "",
  bundleProductIds: [],
};

const optionalWhole = (s: string) => (s.trim() === "" ? null : Number(s));

/** A fault of licenseKeys.<field> lands on the form's own field. */
const LICENSE_FIELDS: Record<string, keyof ProductFormValues> = {
  enabled: "licenseKeysEnabled",
  activationLimit: "licenseActivationLimit",
  expiresInDays: "licenseExpiresInDays",
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
    priceMode: v.priceMode,
    // Pay what you want: `price` is the minimum; an empty suggested price means none.
    ...(v.priceMode === "pay_what_you_want" ? { suggestedPrice: v.suggestedPrice.trim() === "" ? null : Number(v.suggestedPrice) } : {}),
    currency: v.currency,
    prices: v.prices.map((p) => ({ currency: p.currency, amount: p.amount.trim() === "" ? Number.NaN : Number(p.amount) })),
    content: v.content,
    tags: v.tags
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
    requirements: lines(v.requirements),
    features: lines(v.features),
    compatibility: v.compatibility,
    refundPolicy: v.refundPolicy,
    examples: v.examples.map((e) => ({ input: e.input, output: e.output })),
  };
  // A bundle: its products instead of content, one fixed price, no keys of its own.
  if (v.type === "BUNDLE") {
    body.bundleProductIds = v.bundleProductIds;
    body.priceMode = "fixed";
    delete body.suggestedPrice;
    body.content = "";
  }
  // Sent when on, and on every edit (so turning keys off is saved too).
  if (v.type !== "BUNDLE" && (v.licenseKeysEnabled || editing)) {
    body.licenseKeys = {
      enabled: v.licenseKeysEnabled,
      activationLimit: optionalWhole(v.licenseActivationLimit),
      expiresInDays: optionalWhole(v.licenseExpiresInDays),
    };
  }
  if (editing) {
    body.version = v.version;
    body.changelog = v.changelog;
  }
  return body;
}

type Props = {
  initial: ProductFormValues;
  /** Editing: the product's id (a bundle's picker leaves it out of the choices). */
  bundleId?: string;
  categories: { slug: string; name: string }[];
  submitLabel: string;
} & (
  | { editing: false; onSubmit: (body: ApiBody<"createProduct">) => Promise<unknown> }
  | { editing: true; onSubmit: (body: ApiBody<"updateProduct">) => Promise<unknown> }
);

/**
 * The product form. Its fields are text (tags comma-separated, lists one per line), so it validates the API body
 * built from them with the API's own schema (createProductInput / updateProductInput) and puts each message on
 * the field it belongs to; the API's own field errors land the same way.
 */
export function ProductForm(props: Props) {
  const { initial, categories, editing, submitLabel, bundleId } = props;
  const form = useForm<ProductFormValues>({ defaultValues: initial });
  const type = useWatch({ control: form.control, name: "type" });
  const priceMode = useWatch({ control: form.control, name: "priceMode" });
  const licenseKeysEnabled = useWatch({ control: form.control, name: "licenseKeysEnabled" });
  const examples = useFieldArray({ control: form.control, name: "examples" });
  const prices = useFieldArray({ control: form.control, name: "prices" });
  const mainCurrency = useWatch({ control: form.control, name: "currency" });
  const pricedCurrencies = useWatch({ control: form.control, name: "prices" });

  async function submit(v: ProductFormValues) {
    const body = toBody(v, editing);
    const checked = (editing ? updateProductInput : createProductInput).safeParse(body, { error: plainIssueMessage });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        // A workflow's faults are marked at their own fields in the editor; the content field gets one summary.
        if (issue.path[0] === "content" && issue.path.length > 1) {
          form.setError("content", {
            type: "schema",
            message: "The workflow is not ready: fix the problems marked below, then save again.",
          });
          continue;
        }
        // An example's fault belongs on its own field (examples.0.output); any other on the top-level field.
        const path =
          (issue.path[0] === "examples" || issue.path[0] === "prices") && issue.path.length >= 3
            ? issue.path.slice(0, 3).join(".")
            : issue.path[0] === "licenseKeys"
              ? (LICENSE_FIELDS[String(issue.path[1])] ?? "licenseKeysEnabled")
              : issue.path[0] === "bundleProductIds"
                ? "bundleProductIds"
                : String(issue.path[0] ?? "title");
        form.setError(path as keyof ProductFormValues, { type: "schema", message: issue.message });
      }
      return;
    }
    try {
      // The API's own schema has just accepted the body, so it is the operation's request body.
      await (props.editing ? props.onSubmit(body as ApiBody<"updateProduct">) : props.onSubmit(body as ApiBody<"createProduct">));
      toast.success(editing ? "Changes saved" : "Draft created");
    } catch (err) {
      showApiError(form, err, "Could not save the product");
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} className="flex max-w-3xl min-w-0 flex-col gap-4" noValidate>
        <FormField name="title" label="Title">
          <Input {...form.register("title")} />
        </FormField>
        <FormField name="description" label="Description">
          <Textarea rows={4} {...form.register("description")} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="type"
            label="Type"
            // A product keeps its kind: a bundle stays a bundle, and only a new product may become one.
            options={PRODUCT_TYPES.filter((t) => !editing || (t === "BUNDLE") === (initial.type === "BUNDLE")).map((t) => ({
              value: t,
              label: productTypeLabel(t),
            }))}
          />
          <SelectField
            name="category"
            label="Category"
            options={categories.map((c) => ({ value: c.slug, label: c.name }))}
            placeholder="Choose a category"
          />
          {type !== "BUNDLE" && (
            <SelectField
              name="priceMode"
              label="Pricing"
              options={[
                { value: "fixed", label: "Fixed price" },
                { value: "pay_what_you_want", label: "Pay what you want" },
              ]}
            />
          )}
          <FormField
            name="price"
            label={
              type === "BUNDLE" ? "Bundle price" : priceMode === "pay_what_you_want" ? "Minimum price (0 allows free orders)" : "Price"
            }
          >
            <Input type="number" inputMode="decimal" min="0" max="10000" step="0.01" {...form.register("price")} />
          </FormField>
          {type !== "BUNDLE" && priceMode === "pay_what_you_want" && (
            <FormField name="suggestedPrice" label="Suggested price (optional)">
              <Input type="number" inputMode="decimal" min="0" max="10000" step="0.01" {...form.register("suggestedPrice")} />
            </FormField>
          )}
          <SelectField
            name="currency"
            label="Currency"
            options={CURRENCIES.map((c) => ({ value: c, label: `${c} · ${currencyName(c)}` }))}
          />
        </div>
        {type !== "BUNDLE" && (
          <fieldset className="flex flex-col gap-3" data-testid="currency-prices">
            <legend className="text-sm font-medium text-foreground">Prices in other currencies</legend>
            <p className="text-xs text-muted-foreground">
              Buyers who use one of these currencies see and pay this price instead of converting. You set each amount; we never convert.
              {priceMode === "pay_what_you_want" ? " Each one is the minimum price in its currency." : ""}
            </p>
            {prices.fields.map((field, i) => (
              <div
                key={field.id}
                className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2"
                data-testid="currency-price"
              >
                <SelectField
                  name={`prices.${i}.currency`}
                  label={`Currency ${i + 1}`}
                  options={CURRENCIES.map((c) => ({ value: c, label: `${c} · ${currencyName(c)}` }))}
                  placeholder="Choose"
                />
                <FormField name={`prices.${i}.amount`} label={priceMode === "pay_what_you_want" ? "Minimum price" : "Price"}>
                  <Input type="number" inputMode="decimal" min="0" max="10000" step="0.01" {...form.register(`prices.${i}.amount`)} />
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="mt-6 text-destructive-text"
                  aria-label={`Remove the price in ${pricedCurrencies?.[i]?.currency || `currency ${i + 1}`}`}
                  onClick={() => prices.remove(i)}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </div>
            ))}
            {prices.fields.length < CURRENCIES.length - 1 && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="self-start"
                onClick={() => {
                  const taken = new Set([mainCurrency, ...(pricedCurrencies ?? []).map((p) => p.currency)]);
                  prices.append({ currency: CURRENCIES.find((c) => !taken.has(c)) ?? "", amount: "" });
                }}
              >
                <PlusIcon aria-hidden />
                Add a price in another currency
              </Button>
            )}
          </fieldset>
        )}
        {type === "BUNDLE" ? (
          <Controller
            control={form.control}
            name="bundleProductIds"
            render={({ field, fieldState }) => (
              <BundlePicker bundleId={bundleId} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
        ) : type === "WORKFLOW" ? (
          <Controller
            control={form.control}
            name="content"
            render={({ field, fieldState }) => (
              <WorkflowEditor value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
        ) : (
          <FormField name="content" label="Content (prompt text; use {{variable}} placeholders)">
            <Textarea rows={8} className="font-mono" {...form.register("content")} />
          </FormField>
        )}
        <SelectField
          name="refundPolicy"
          label="Refunds after the buyer has used the product"
          options={REFUND_POLICIES.map((p) => ({ value: p, label: refundPolicyLabel(p) }))}
        />
        {type !== "BUNDLE" && (
          <fieldset className="flex flex-col gap-3 rounded-md border p-3" data-testid="license-settings">
            <legend className="px-1 text-sm font-medium text-foreground">License keys</legend>
            <Controller
              control={form.control}
              name="licenseKeysEnabled"
              render={({ field }) => (
                <label className="flex items-center gap-2 text-sm">
                  <Checkbox checked={field.value} onCheckedChange={(on) => field.onChange(on === true)} />
                  Give each buyer a license key
                </label>
              )}
            />
            <p className="text-xs text-muted-foreground">
              Your own software checks a key with the public license endpoints. Keys are given with purchases made after you turn this on.
            </p>
            {licenseKeysEnabled && (
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField name="licenseActivationLimit" label="Installations per key (empty: no limit)">
                  <Input type="number" inputMode="numeric" min="1" step="1" {...form.register("licenseActivationLimit")} />
                </FormField>
                <FormField name="licenseExpiresInDays" label="Days a key stays valid (empty: forever)">
                  <Input type="number" inputMode="numeric" min="1" step="1" {...form.register("licenseExpiresInDays")} />
                </FormField>
              </div>
            )}
          </fieldset>
        )}
        <FormField name="tags" label="Tags (comma-separated, up to 10)">
          <Input {...form.register("tags")} />
        </FormField>
        <Controller
          control={form.control}
          name="compatibility"
          render={({ field, fieldState }) => (
            <fieldset className="flex flex-col gap-2 text-sm">
              <legend className="mb-1 font-medium text-foreground">Works with</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {PROVIDERS.map((p) => (
                  <label key={p} className="flex items-center gap-2">
                    <Checkbox
                      checked={field.value.includes(p)}
                      onCheckedChange={(on) => field.onChange(on ? [...field.value, p] : field.value.filter((x) => x !== p))}
                    />
                    {providerLabel(p)}
                  </label>
                ))}
              </div>
              {fieldState.error && <p className="text-sm text-destructive-text">{fieldState.error.message}</p>}
            </fieldset>
          )}
        />
        <FormField name="requirements" label="Requirements (one per line)">
          <Textarea rows={2} {...form.register("requirements")} />
        </FormField>
        <FormField name="features" label="Features (one per line)">
          <Textarea rows={2} {...form.register("features")} />
        </FormField>
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-medium text-foreground">Sample outputs</legend>
          <p className="text-xs text-muted-foreground">
            Show buyers what they get before they pay: an input you gave and the output it produced. The prompt itself stays hidden. Up to{" "}
            {LIMITS.examples.count}.
          </p>
          {examples.fields.map((field, i) => (
            <div key={field.id} className="grid gap-3 rounded-md border p-3" data-testid="example-editor">
              <FormField name={`examples.${i}.input`} label={`Example ${i + 1}: input`}>
                <Textarea rows={2} {...form.register(`examples.${i}.input`)} />
              </FormField>
              <FormField name={`examples.${i}.output`} label={`Example ${i + 1}: output`}>
                <Textarea rows={4} {...form.register(`examples.${i}.output`)} />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="self-start text-destructive-text"
                onClick={() => examples.remove(i)}
              >
                <Trash2Icon aria-hidden />
                Remove example {i + 1}
              </Button>
            </div>
          ))}
          {examples.fields.length < LIMITS.examples.count && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => examples.append({ input: "", output: "" })}
            >
              <PlusIcon aria-hidden />
              Add an example
            </Button>
          )}
        </fieldset>
        {editing && (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField name="version" label="Version">
              <Input {...form.register("version")} />
            </FormField>
            <FormField name="changelog" label="Changelog">
              <Input {...form.register("changelog")} />
            </FormField>
          </div>
        )}
        <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving…" : submitLabel}
        </Button>
      </form>
    </Form>
  );
}
