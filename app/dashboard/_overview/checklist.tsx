import { CheckCircle2Icon, CircleIcon } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Overview } from "@/lib/dashboard/overview";

const STEPS: { key: keyof Overview["checklist"]; label: string; why: string; href: string }[] = [
  { key: "paymentMethod", label: "Add a payment method", why: "so you can buy products", href: "/dashboard/billing" },
  { key: "product", label: "Create a product", why: "a prompt or workflow to sell", href: "/dashboard/products/new" },
  { key: "apiKey", label: "Create an API key", why: "to drive Promptly from your own code", href: "/dashboard/api-keys" },
  { key: "webhookEndpoint", label: "Add a webhook endpoint", why: "to hear about sales as they happen", href: "/dashboard/webhooks" },
];

/** Next steps for a new account; hidden once every step is done. */
export function Checklist({ done }: { done: Overview["checklist"] }) {
  const remaining = STEPS.filter((s) => !done[s.key]).length;
  if (remaining === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Get set up</CardTitle>
        <CardDescription>
          {STEPS.length - remaining} of {STEPS.length} done
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2 sm:grid-cols-2">
          {STEPS.map((s) => (
            <li key={s.key}>
              <Link href={s.href} className="flex items-start gap-3 rounded-lg border p-3 hover:bg-subtle">
                {done[s.key] ? (
                  <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-success-text" aria-label="Done" />
                ) : (
                  <CircleIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-label="To do" />
                )}
                <span>
                  <span className={done[s.key] ? "text-muted-foreground line-through" : "font-medium"}>{s.label}</span>
                  <span className="block text-sm text-muted-foreground">{s.why}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
