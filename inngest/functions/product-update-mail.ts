import { defineJob } from "@/lib/jobs/define";
import { productUpdateMailTrigger } from "@/lib/jobs/triggers";
import { mailProductUpdate } from "@/lib/purchases/product-updates";

/** A new product version: one mail per buyer with an active purchase, written to the outbox in batches. */
export const productUpdateMailJob = defineJob({
  ...productUpdateMailTrigger,
  lane: "mail",
  handler: (payload, step) => mailProductUpdate(payload, step),
});
