import { describe, expect, it } from "vitest";
import { blockedUntil, isLocked, liveFailures, SIGN_IN_THROTTLE } from "@/lib/auth/sign-in-throttle";
import { throttledMessage } from "@/lib/auth/sign-in-message";

const policy = SIGN_IN_THROTTLE.account;
const at = (failures: number, lastAttemptAt: number) => ({ failures, lastAttemptAt: new Date(lastAttemptAt) });
const now = 1_000_000_000_000;

describe("sign-in throttle policy", () => {
  it("lets the first free attempts through at once", () => {
    expect(blockedUntil(null, policy, now)).toBe(0);
    for (let f = 0; f < policy.free; f++) expect(blockedUntil(at(f, now), policy, now)).toBe(0);
  });

  it("then asks for a delay that doubles with each attempt, at most a minute", () => {
    const delays = [];
    for (let f = policy.free; f < policy.lockAt; f++) delays.push(blockedUntil(at(f, now), policy, now) - now);
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(blockedUntil(at(30, now), SIGN_IN_THROTTLE.ip, now) - now).toBe(SIGN_IN_THROTTLE.maxDelayMs);
    // Once the delay has passed, the next attempt may go.
    expect(blockedUntil(at(policy.free + 1, now - 2000), policy, now)).toBe(0);
  });

  it("locks for 15 minutes at lockAt, then starts again from zero", () => {
    expect(isLocked(at(policy.lockAt, now), policy, now)).toBe(true);
    expect(blockedUntil(at(policy.lockAt, now), policy, now)).toBe(now + 15 * 60_000);
    expect(isLocked(at(policy.lockAt, now - 14 * 60_000), policy, now)).toBe(true);
    expect(isLocked(at(policy.lockAt, now - 15 * 60_000), policy, now)).toBe(false);
    expect(liveFailures(at(policy.lockAt, now - 15 * 60_000), now)).toBe(0);
  });

  it("says how long to wait in words, and nothing for other errors", () => {
    expect(throttledMessage("SignInThrottled:1")).toBe(
      "Too many failed sign-ins for this email or from this network. Try again in 1 second.",
    );
    expect(throttledMessage("SignInThrottled:900")).toContain("Try again in 15 minutes.");
    expect(throttledMessage("CredentialsSignin")).toBeNull();
    expect(throttledMessage(undefined)).toBeNull();
  });
});
