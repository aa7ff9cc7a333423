import type { PriceMode } from "@/lib/db/generated/enums";
import type { PriceModeIn } from "@/lib/catalog/schemas";

export const priceModeIn = (m: PriceModeIn): PriceMode => (m === "pay_what_you_want" ? "PAY_WHAT_YOU_WANT" : "FIXED");
export const priceModeOut = (m: PriceMode): PriceModeIn => (m === "PAY_WHAT_YOU_WANT" ? "pay_what_you_want" : "fixed");
