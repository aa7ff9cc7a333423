import type { AnyJob } from "@/lib/jobs/define";
import { deliverWebhookJob } from "@/inngest/functions/deliver-webhook";
import { pruneJobsJob } from "@/inngest/functions/prune-jobs";
import { weeklyPayouts } from "@/inngest/functions/payouts";
import { runWorkflowJob } from "@/inngest/functions/run-workflow";
import { expireRefundRequests } from "@/inngest/functions/refund-requests";
import { sendMailJob } from "@/inngest/functions/send-mail";
import { applyStripeEventJob } from "@/inngest/functions/apply-stripe-event";
import { oauthSweepJob } from "@/inngest/functions/oauth-sweep";
import { productUpdateMailJob } from "@/inngest/functions/product-update-mail";
import { dailySaleDigest } from "@/inngest/functions/sale-digest";
import { payoutTransfersJob } from "@/inngest/functions/payout-transfers";
import { dailyPaymentsReconcile } from "@/inngest/functions/payments-reconcile";
import { planRenewalsJob } from "@/inngest/functions/plan-renewals";

/** Every background job: served to Inngest by app/api/inngest/route.ts, or run by the in-process runner. */
export const JOBS: AnyJob[] = [
  deliverWebhookJob,
  pruneJobsJob,
  weeklyPayouts,
  runWorkflowJob,
  expireRefundRequests,
  sendMailJob,
  applyStripeEventJob,
  oauthSweepJob,
  productUpdateMailJob,
  dailySaleDigest,
  payoutTransfersJob,
  dailyPaymentsReconcile,
  planRenewalsJob,
];
