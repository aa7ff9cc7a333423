"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormField, SelectField, showApiError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { api, call } from "@/lib/api-client/browser";
import { CURRENCIES } from "@/lib/catalog/currencies";
import { discountCode } from "@/lib/discounts/schemas";
import { queryKeys } from "@/lib/api-client/query-keys";

const money = /^\d+(\.\d{1,2})?$/;
const whole = /^\d+$/;

/** The form's own values (typed text); the API's schema checks the body built from them. */
const formSchema = z
  .object({
    code: discountCode,
    type: z.enum(["percentage", "fixed"]),
    percent: z.string().trim(),
    amount: z.string().trim(),
    currency: z.enum(CURRENCIES),
    productIds: z.array(z.string()),
    endsAt: z.string(),
    maxRedemptions: z
      .string()
      .trim()
      .refine((s) => s === "" || (whole.test(s) && Number(s) >= 1), "A whole number, at least 1"),
  })
  .superRefine((v, ctx) => {
    if (v.type === "percentage" && !(money.test(v.percent) && Number(v.percent) > 0 && Number(v.percent) <= 100)) {
      ctx.addIssue({ code: "custom", path: ["percent"], message: "A percentage from 0.01 to 100" });
    }
    if (v.type === "fixed" && !(money.test(v.amount) && Number(v.amount) > 0)) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "An amount like 5 or 4.99" });
    }
  });
type FormValues = z.input<typeof formSchema>;

function toBody(v: z.output<typeof formSchema>) {
  return {
    code: v.code,
    type: v.type,
    ...(v.type === "percentage"
      ? { basisPoints: Math.round(Number(v.percent) * 100) }
      : { amount: Number(v.amount), currency: v.currency }),
    ...(v.productIds.length ? { productIds: v.productIds } : {}),
    ...(v.endsAt ? { endsAt: new Date(`${v.endsAt}T23:59:59Z`).toISOString() } : {}),
    ...(v.maxRedemptions ? { maxRedemptions: Number(v.maxRedemptions) } : {}),
  };
}

const DEFAULTS: FormValues = {
  code: "",
  type: "percentage",
  percent: "20",
  amount: "",
  currency: "USD",
  productIds: [],
  endsAt: "",
  maxRedemptions: "",
};

export function CreateDiscountForm({ onCreated }: { onCreated: () => void }) {
  const form = useZodForm(formSchema, { defaultValues: DEFAULTS });
  const products = useQuery({
    queryKey: queryKeys.products.mine(),
    queryFn: async () => (await call(api.GET("/products", { params: { query: { author: "me", sort: "newest", limit: 100 } } }))).data,
  });
  const create = useMutation({
    mutationFn: (body: ReturnType<typeof toBody>) => call(api.POST("/discounts", { body })),
    onSuccess: (res) => {
      toast.success(`Discount ${res.data.code} created`, { description: "Buyers enter it on the product page before paying." });
      form.reset(DEFAULTS);
      onCreated();
    },
    onError: (e) => showApiError(form, e, "The discount was not created"),
  });
  const type = form.watch("type");

  return (
    <Card>
      <CardHeader>
        <CardTitle>Create a discount code</CardTitle>
        <CardDescription>A percentage or an amount off, for all your products or the ones you pick.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit((v) => create.mutate(toBody(v)))} className="space-y-5" noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField name="code" label="Code" hint="Letters, digits, - and _; buyers may type it in any case.">
                <Input placeholder="e.g. LAUNCH20" maxLength={32} autoCapitalize="characters" {...form.register("code")} />
              </FormField>
              <SelectField
                name="type"
                label="Kind"
                options={[
                  { value: "percentage", label: "Percentage off" },
                  { value: "fixed", label: "Amount off" },
                ]}
              />
              {type === "percentage" ? (
                <FormField name="percent" label="Percent off">
                  <Input type="number" inputMode="decimal" min="0.01" max="100" step="0.01" {...form.register("percent")} />
                </FormField>
              ) : (
                <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2">
                  <FormField name="amount" label="Amount off">
                    <Input type="number" inputMode="decimal" min="0.01" step="0.01" {...form.register("amount")} />
                  </FormField>
                  <SelectField name="currency" label="Currency" options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
                </div>
              )}
              <FormField name="maxRedemptions" label="Uses (optional)" hint="Leave empty for no limit.">
                <Input type="number" inputMode="numeric" min="1" step="1" {...form.register("maxRedemptions")} />
              </FormField>
              <FormField name="endsAt" label="Last day (optional)" hint="Valid until the end of this day, UTC.">
                <Input type="date" {...form.register("endsAt")} />
              </FormField>
            </div>
            <Controller
              control={form.control}
              name="productIds"
              render={({ field }) => (
                <fieldset>
                  <legend className="text-sm font-medium text-foreground">Products</legend>
                  <p className="text-xs text-muted-foreground">None picked: every product of yours.</p>
                  <div className="mt-2 grid gap-2 sm:grid-cols-2">
                    {(products.data ?? []).map((p) => (
                      <label key={p.id} className="flex min-w-0 items-center gap-2 rounded-md border px-3 py-2 text-sm hover:bg-subtle">
                        <Checkbox
                          checked={field.value.includes(p.id)}
                          onCheckedChange={(on) => field.onChange(on ? [...field.value, p.id] : field.value.filter((id) => id !== p.id))}
                        />
                        <span className="truncate">{p.title}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            />
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating…" : "Create discount"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
