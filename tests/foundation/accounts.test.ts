import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api } from "../support/http";
import { uniqueEmail } from "../support/factories";
import { trySignIn } from "../support/session";

describe("POST /accounts (sign-up)", () => {
  it("creates an account on FREE that can sign in, with the email lower-cased", async () => {
    const email = uniqueEmail("SignUp").toUpperCase();
    const res = await api("/accounts", { json: { email, password: "a-good-password", name: "New Person" } });
    expect(res.status).toBe(202);
    expect(res.body.data).toEqual({ message: expect.stringMatching(/^Check your email/), email: email.toLowerCase() });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    expect(await trySignIn(email.toLowerCase(), "a-good-password")).not.toBeNull();
    const created = await (await db()).user.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
    expect(created).toMatchObject({ name: "New Person", plan: "FREE", emailVerifiedAt: null });
  });

  it("answers a taken email (any case) as a new one: no field error says it is taken", async () => {
    const email = uniqueEmail("taken");
    expect((await api("/accounts", { json: { email, password: "a-good-password", name: "First" } })).status).toBe(202);
    const again = await api("/accounts", { json: { email: email.toUpperCase(), password: "another-password", name: "Second" } });
    expect(again.status).toBe(202);
    expect(again.body.data.email).toBe(email);
    expect(await trySignIn(email, "another-password")).toBeNull();
  });

  it("reports a short password and a missing name per field", async () => {
    const res = await api("/accounts", { json: { email: uniqueEmail(), password: "short" } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.map((f: { path: string }) => f.path).sort()).toEqual(["name", "password"]);
  });
});
