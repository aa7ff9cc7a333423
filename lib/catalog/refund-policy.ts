import type { RefundPolicy } from "@/lib/db/generated/enums";
import type { RefundPolicyWord } from "@/lib/purchases/refund-input";

/** The API's words for the column's values, both ways. */
export const policyIn = (word: RefundPolicyWord): RefundPolicy => word.toUpperCase() as RefundPolicy;
export const policyOut = (policy: RefundPolicy): RefundPolicyWord => policy.toLowerCase() as RefundPolicyWord;
