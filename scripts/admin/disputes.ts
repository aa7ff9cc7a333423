// disputes:open --order ord_… [--reason fraudulent] and disputes:close --order ord_… --outcome won|lost — test mode
// only: a card dispute as a bank would open and decide it, through the same steps as Stripe's charge.dispute.*
// events (docs/payments.md#disputes). With Stripe on, disputes come from Stripe and these refuse.
import { closeDisputeByOperator, openDisputeByOperator } from "@/lib/purchases/disputes";
import { UsageError, type Command } from "./cli";

export const disputeCommands: Record<string, Command> = {
  "disputes:open": {
    usage: "disputes:open --order ord_… [--reason fraudulent]",
    options: { order: { type: "string" }, reason: { type: "string" } },
    async run(flags) {
      const order = flags.order;
      if (!order) throw new UsageError("give --order");
      const { outcome, disputeRef } = await openDisputeByOperator(String(order), flags.reason ? String(flags.reason) : undefined);
      return { message: `${order}: ${outcome}`, value: disputeRef };
    },
  },
  "disputes:close": {
    usage: "disputes:close --order ord_… --outcome won|lost",
    options: { order: { type: "string" }, outcome: { type: "string" } },
    async run(flags) {
      const order = flags.order;
      const outcome = flags.outcome;
      if (!order || (outcome !== "won" && outcome !== "lost")) throw new UsageError("give --order and --outcome won|lost");
      const result = await closeDisputeByOperator(String(order), outcome);
      return { message: `${order}: ${result}`, value: result };
    },
  },
};
