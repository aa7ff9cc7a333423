import type Stripe from "stripe";
import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import type { ConnectStatus } from "@/lib/payments/connect-words";
import { appOrigin } from "@/lib/accounts/account-links";
import { callStripe } from "@/lib/payments/stripe-client";

/** A seller's payout account in plain states (issue 26 part 3; docs/payments.md#seller-onboarding). */

export type ConnectAccountView = {
  status: ConnectStatus;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  requirements: string[];
  disabledReason: string | null;
};

type Row = {
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirementsDue: unknown;
  disabledReason: string | null;
};

/** Stripe's account fields as our plain state: payouts on, restricted with a reason, in review, or details needed. */
export function connectStatus(row: Row | null): ConnectStatus {
  if (!row) return "not_started";
  const due = Array.isArray(row.requirementsDue) ? row.requirementsDue : [];
  if (row.payoutsEnabled) return "enabled";
  if (!row.detailsSubmitted || due.length > 0) {
    // Stripe disables an account it waits on the seller for with "requirements.past_due": details are needed.
    if (row.disabledReason && row.disabledReason !== "requirements.past_due" && row.detailsSubmitted) return "restricted";
    return "details_needed";
  }
  if (row.disabledReason === "requirements.pending_verification" || !row.disabledReason) return "under_review";
  return "restricted";
}

export function toConnectView(row: Row | null): ConnectAccountView {
  return {
    status: connectStatus(row),
    chargesEnabled: row?.chargesEnabled ?? false,
    payoutsEnabled: row?.payoutsEnabled ?? false,
    requirements: Array.isArray(row?.requirementsDue) ? (row.requirementsDue as string[]) : [],
    disabledReason: row?.disabledReason ?? null,
  };
}

/** GET /api/v1/payouts/account. */
export const connectAccountView = z.object({
  status: z.enum(["not_started", "details_needed", "under_review", "enabled", "restricted"]),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  requirements: z.array(z.string()),
  disabledReason: z.string().nullable(),
});

/** The columns kept from a Stripe Account object (on creation, on return from onboarding, on account.updated). */
function fieldsOf(account: Stripe.Account) {
  const req = account.requirements;
  const due = [...(req?.past_due ?? []), ...(req?.currently_due ?? [])];
  return {
    chargesEnabled: Boolean(account.charges_enabled),
    payoutsEnabled: Boolean(account.payouts_enabled),
    detailsSubmitted: Boolean(account.details_submitted),
    requirementsDue: [...new Set(due)],
    disabledReason: req?.disabled_reason ?? null,
  };
}

export async function connectAccount(userId: string): Promise<ConnectAccountView> {
  const client = await db();
  return toConnectView(await client.stripeAccount.findUnique({ where: { userId } }));
}

/**
 * The seller's Express account, created once: the idempotency key makes two concurrent first clicks one account,
 * and the unique userId keeps the first row.
 */
export async function ensureConnectedAccount(userId: string): Promise<string> {
  const client = await db();
  const row = await client.stripeAccount.findUnique({ where: { userId } });
  if (row) return row.accountId;
  const user = await client.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  const account = await callStripe("accounts.create", (stripe) =>
    stripe.accounts.create(
      {
        type: "express",
        email: user.email,
        capabilities: { transfers: { requested: true } },
        metadata: { userId },
      },
      { idempotencyKey: `connect-account:${userId}` },
    ),
  );
  const f = fieldsOf(account);
  await client.$executeRaw`
    INSERT INTO "StripeAccount" ("userId", "accountId", "chargesEnabled", "payoutsEnabled", "detailsSubmitted", "requirementsDue", "disabledReason", "updatedAt")
    VALUES (${userId}, ${account.id}, ${f.chargesEnabled}, ${f.payoutsEnabled}, ${f.detailsSubmitted}, ${JSON.stringify(f.requirementsDue)}::jsonb, ${f.disabledReason}, now())
    ON CONFLICT DO NOTHING`;
  const saved = await client.stripeAccount.findUniqueOrThrow({ where: { userId } });
  return saved.accountId;
}

/**
 * A fresh Account Link for onboarding (they expire within minutes, so one is made on every click, never stored).
 * Return and refresh both come back to the sales page, where payouts are: refresh makes a new link from there.
 */
export async function onboardingLink(userId: string): Promise<{ url: string; expiresAt: string }> {
  const accountId = await ensureConnectedAccount(userId);
  const page = `${appOrigin()}/dashboard/sales`;
  const link = await callStripe("accountLinks.create", (stripe) =>
    stripe.accountLinks.create({
      account: accountId,
      type: "account_onboarding",
      return_url: `${page}?onboarding=return`,
      refresh_url: `${page}?onboarding=refresh`,
    }),
  );
  return { url: link.url, expiresAt: new Date(link.expires_at * 1000).toISOString() };
}

/** On return from onboarding the state is read from Stripe, not waited for from account.updated. */
export async function refreshConnectedAccount(userId: string): Promise<ConnectAccountView> {
  const client = await db();
  const row = await client.stripeAccount.findUnique({ where: { userId } });
  if (!row) return toConnectView(null);
  const account = await callStripe("accounts.retrieve", (stripe) => stripe.accounts.retrieve(row.accountId));
  await syncConnectedAccount(account);
  return connectAccount(userId);
}

/**
 * account.updated (or a read on return): the row follows Stripe's account. An account we do not know (created in
 * the Dashboard, or the event before our insert) changes nothing.
 */
export async function syncConnectedAccount(account: Stripe.Account): Promise<string> {
  const client = await db();
  const updated = await client.stripeAccount.updateMany({ where: { accountId: account.id }, data: fieldsOf(account) });
  return updated.count === 1 ? "account synced" : "unknown account";
}

/** The connected account a payout may be sent to, or null while payouts are not enabled there. */
export async function payableAccount(tx: DbTx, userId: string): Promise<string | null> {
  // Read in the caller's transaction: the embedded database has one connection, which that transaction holds.
  const row = await tx.stripeAccount.findUnique({ where: { userId } });
  return row?.payoutsEnabled ? row.accountId : null;
}
