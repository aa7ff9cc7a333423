"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Alert, Button, Card, Spinner } from "@/components/ui";
import { apiFetch } from "@/lib/api/client";
import { PLAN_LIMITS } from "@/lib/accounts/plans";

type Me = { id: string; name: string; email: string; plan: string; limits: { perMinute: number; perDay: number } };
type SelfServePlan = keyof typeof PLAN_LIMITS;

const PLAN_BLURB: Record<SelfServePlan, string> = {
  FREE: "Try the API and the marketplace.",
  PRO: "For individual sellers and small integrations.",
  BUSINESS: "For teams and production traffic.",
};

const fmt = (n: number) => n.toLocaleString("en-US");

export function PlanSettings() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: ["me"], queryFn: async () => (await apiFetch<Me>("/me")).data });
  const change = useMutation({
    mutationFn: (plan: SelfServePlan) => apiFetch<{ plan: string }>("/account/plan", { method: "POST", json: { plan } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["me"] });
      router.refresh();
    },
  });

  if (me.isPending) return <Spinner label="Loading your account…" />;
  if (me.isError) return <Alert>Could not load your account: {me.error.message}</Alert>;
  const { plan, limits } = me.data;

  return (
    <div className="space-y-6">
      <Card title="Account">
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Name</dt>
            <dd className="font-medium text-slate-900">{me.data.name}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Email</dt>
            <dd className="font-medium text-slate-900">{me.data.email}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Current plan</dt>
            <dd className="font-medium text-slate-900" data-testid="current-plan">
              {plan}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Requests per minute</dt>
            <dd className="font-medium text-slate-900" data-testid="limit-minute">
              {fmt(limits.perMinute)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Requests per day</dt>
            <dd className="font-medium text-slate-900" data-testid="limit-day">
              {fmt(limits.perDay)}
            </dd>
          </div>
        </dl>
      </Card>
      <Card
        title="Change plan"
        description="Limits apply to all API keys of your account together. Enterprise limits are arranged with us."
      >
        {change.error && <Alert>Could not change the plan: {change.error.message}</Alert>}
        {change.isSuccess && <Alert tone="success">Your plan is now {change.data.data.plan}.</Alert>}
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          {(Object.keys(PLAN_LIMITS) as SelfServePlan[]).map((p) => {
            const current = p === plan;
            return (
              <div
                key={p}
                className={`flex flex-col rounded-lg border p-4 ${current ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200"}`}
              >
                <div className="flex items-center justify-between">
                  <h3 className="font-semibold text-slate-900">{p}</h3>
                  {current && <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">Current</span>}
                </div>
                <p className="mt-1 text-sm text-slate-500">{PLAN_BLURB[p]}</p>
                <ul className="mt-3 space-y-1 text-sm text-slate-700">
                  <li>{fmt(PLAN_LIMITS[p].perMinute)} requests / minute</li>
                  <li>{fmt(PLAN_LIMITS[p].perDay)} requests / day</li>
                </ul>
                <Button
                  type="button"
                  variant={current ? "secondary" : "primary"}
                  className="mt-4"
                  disabled={current || change.isPending}
                  onClick={() => change.mutate(p)}
                >
                  {current ? "Your plan" : change.isPending && change.variables === p ? "Switching…" : `Switch to ${p}`}
                </Button>
              </div>
            );
          })}
        </div>
      </Card>
    </div>
  );
}
