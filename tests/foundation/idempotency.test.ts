import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api } from "../support/http";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { signIn } from "../support/session";

async function sessionUser() {
  const u = await makeUser();
  return { ...u, cookie: await signIn(u.email, TEST_PASSWORD) };
}

const changePlan = (cookie: string, key: string, plan: string) =>
  api("/account/plan", { json: { plan }, headers: { cookie, "idempotency-key": key } });

describe("Idempotency-Key on POST", () => {
  it("replays the first response byte for byte for a retry with the same key and body, running the change once", async () => {
    const u = await sessionUser();
    const first = await changePlan(u.cookie, "plan-1", "PRO");
    expect(first.status).toBe(200);
    expect(first.body.data.plan).toBe("PRO");
    const replay = await changePlan(u.cookie, "plan-1", "PRO");
    expect(replay.status).toBe(first.status);
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    const events = await (await db()).event.count({ where: { type: "user.subscription.updated", accountIds: { has: u.id } } });
    expect(events).toBe(1);
  });

  it("answers 409 IDEMPOTENCY_CONFLICT for the same key with a different body", async () => {
    const u = await sessionUser();
    expect((await changePlan(u.cookie, "plan-2", "PRO")).status).toBe(200);
    const other = await changePlan(u.cookie, "plan-2", "BUSINESS");
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe("IDEMPOTENCY_CONFLICT");
    expect(other.body.error.details.requestId).toBe(other.headers.get("x-request-id"));
  });

  it("does not store validation failures: the corrected request runs under the same key", async () => {
    const u = await sessionUser();
    const bad = await changePlan(u.cookie, "plan-3", "GOLD");
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields[0].path).toBe("plan");
    const good = await changePlan(u.cookie, "plan-3", "BUSINESS");
    expect(good.status).toBe(200);
    expect(good.body.data.plan).toBe("BUSINESS");
  });

  it("keeps keys per account: another account may use the same key", async () => {
    const a = await sessionUser();
    const b = await sessionUser();
    expect((await changePlan(a.cookie, "shared-key", "PRO")).status).toBe(200);
    const other = await changePlan(b.cookie, "shared-key", "BUSINESS");
    expect(other.status).toBe(200);
    expect(other.body.data.plan).toBe("BUSINESS");
  });

  it("rejects a malformed Idempotency-Key", async () => {
    const u = await sessionUser();
    const res = await changePlan(u.cookie, "x".repeat(300), "PRO");
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields[0].path).toBe("Idempotency-Key");
  });
});
