import { describe, expect, it } from "vitest";
import { CURRENCIES } from "@/lib/catalog/currencies";
import { currencyExponent } from "@/lib/format/money";

describe("currencies we sell in", () => {
  it("all have 2 minor units, as toCents and toAmount assume (ADR 055)", () => {
    for (const c of CURRENCIES) expect([c, currencyExponent(c)]).toEqual([c, 2]);
  });
});
