import type { AnyJob } from "@/lib/jobs/define";
import { deliverWebhookJob } from "@/inngest/functions/deliver-webhook";
import { dispatchOutboxJob } from "@/inngest/functions/dispatch-outbox";
import { pruneJobsJob } from "@/inngest/functions/prune-jobs";
import { weeklyPayouts } from "@/inngest/functions/payouts";
import { runWorkflowJob } from "@/inngest/functions/run-workflow";

/** Every background job: served to Inngest by app/api/inngest/route.ts, or run by the in-process runner. */
export const JOBS: AnyJob[] = [deliverWebhookJob, dispatchOutboxJob, pruneJobsJob, weeklyPayouts, runWorkflowJob];
