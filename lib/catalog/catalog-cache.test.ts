import { describe, expect, it } from "vitest";
import { CatalogCache, statementKey, UNKNOWN_VERSION } from "@/lib/catalog/catalog-cache";

describe("CatalogCache", () => {
  it("runs one computation for concurrent loads of a key and keeps its result", async () => {
    const cache = new CatalogCache<number>(10);
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const compute = async () => {
      runs++;
      await gate;
      return { version: "7", value: 42 };
    };
    const loads = [cache.load("k", compute), cache.load("k", compute), cache.load("k", compute)];
    release();
    expect(await Promise.all(loads)).toEqual(Array(3).fill({ version: "7", value: 42 }));
    expect(runs).toBe(1);
    expect(cache.peek("k")).toEqual({ version: "7", value: 42 });
    // Once settled, a new load computes again and replaces the value.
    await cache.load("k", async () => ({ version: "8", value: 43 }));
    expect(cache.peek("k")).toEqual({ version: "8", value: 43 });
  });

  it("keeps nothing from a failed computation and lets the next load retry", async () => {
    const cache = new CatalogCache<number>(10);
    await expect(cache.load("k", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(cache.peek("k")).toBeUndefined();
    expect(await cache.load("k", async () => ({ version: "1", value: 5 }))).toEqual({ version: "1", value: 5 });
  });

  it("evicts the least recently used entry past its size", async () => {
    const cache = new CatalogCache<number>(2);
    for (const k of ["a", "b"]) await cache.load(k, async () => ({ version: "1", value: 1 }));
    cache.peek("a");
    await cache.load("c", async () => ({ version: "1", value: 1 }));
    expect([cache.peek("a"), cache.peek("b"), cache.peek("c")].map(Boolean)).toEqual([true, false, true]);
  });

  it("atLeast answers the cached value only at the caller's version, and never a computation older than it", async () => {
    const cache = new CatalogCache<number>(10);
    await cache.load("k", async () => ({ version: "3", value: 30 }));
    expect(await cache.atLeast("k", "3", async () => ({ version: "9", value: 90 }))).toEqual({ version: "3", value: 30 });

    // A load already running (it read version 4) when a caller that saw version 5 arrives: it is not taken.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const early = cache.load("k", async () => {
      await gate;
      return { version: "4", value: 40 };
    });
    const late = cache.atLeast("k", "5", async () => ({ version: "5", value: 50 }));
    release();
    await early;
    expect(await late).toEqual({ version: "5", value: 50 });

    // A computation this call started itself is taken whatever it reports (it cannot predate the caller).
    expect(await cache.atLeast("k", "6", async () => ({ version: UNKNOWN_VERSION, value: 0 }))).toEqual({
      version: UNKNOWN_VERSION,
      value: 0,
    });
  });

  it("keys a statement by its text and parameters", () => {
    expect(statementKey({ text: "SELECT $1", values: [1] })).not.toBe(statementKey({ text: "SELECT $1", values: [2] }));
    expect(statementKey({ text: "SELECT $1", values: [1] })).toBe(statementKey({ text: "SELECT $1", values: [1] }));
  });
});
