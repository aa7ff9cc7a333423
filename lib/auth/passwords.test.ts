import bcrypt from "bcryptjs";
import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "@/lib/auth/passwords";

describe("password hashing", () => {
  it("hashes with argon2id at OWASP's cost and checks it", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("wrong horse", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it("still accepts an old bcrypt hash, and marks it for replacement", async () => {
    const old = bcrypt.hashSync("legacy password", 10);
    expect(await verifyPassword("legacy password", old)).toBe(true);
    expect(await verifyPassword("not it", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash("$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHQ$aGFzaA")).toBe(true);
  });

  it("never matches without a hash or with one it cannot read", async () => {
    expect(await verifyPassword("anything", null)).toBe(false);
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });

  it("hashes off the event loop: during 8 guesses at once the loop stays mostly idle", async () => {
    await verifyPassword("warm-up", null); // the one-time dummy hash
    const before = performance.eventLoopUtilization();
    await Promise.all(Array.from({ length: 8 }, (_, i) => verifyPassword(`guess-${i}`, null)));
    const used = performance.eventLoopUtilization(before).utilization;
    // The baseline in the same run, so a loaded machine moves both: bcryptjs hashes on the loop and keeps it busy
    // nearly all the time; argon2id on the thread pool leaves it mostly waiting.
    const onLoop = performance.eventLoopUtilization();
    for (let i = 0; i < 2; i++) await bcrypt.hash(`guess-${i}`, 10);
    const baseline = performance.eventLoopUtilization(onLoop).utilization;
    expect(baseline).toBeGreaterThan(0.8);
    expect(used).toBeLessThan(baseline / 2);
  });
});
