import { describe, expect, it } from "vitest";
import { coalesce } from "@/lib/coalesce";

describe("coalesce", () => {
  it("serves concurrent calls with one batch each, in order, and keeps calls made during a flush for the next", async () => {
    const batches: number[][] = [];
    const double = coalesce(async (xs: number[]) => {
      batches.push(xs);
      await new Promise((r) => setTimeout(r, 5));
      return xs.map((x) => x * 2);
    }, 3);
    const first = [1, 2, 3, 4].map(double);
    await new Promise((r) => setTimeout(r, 1));
    const later = [5, 6].map(double);
    expect(await Promise.all([...first, ...later])).toEqual([2, 4, 6, 8, 10, 12]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it("rejects every call of a failed batch and recovers for the next", async () => {
    let fail = true;
    const call = coalesce(async (xs: string[]) => {
      if (fail) throw new Error("down");
      return xs;
    });
    const results = await Promise.allSettled([call("a"), call("b")]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await call("c")).toBe("c");
  });
});
