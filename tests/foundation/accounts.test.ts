import { describe, expect, it } from "vitest";
import { api } from "../support/http";
import { uniqueEmail } from "../support/factories";
import { trySignIn } from "../support/session";

describe("POST /accounts (sign-up)", () => {
  it("creates an account on FREE that can sign in, with the email lower-cased", async () => {
    const email = uniqueEmail("SignUp").toUpperCase();
    const res = await api("/accounts", { json: { email, password: "a-good-password", name: "New Person" } });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ id: expect.stringMatching(/^usr_/), email: email.toLowerCase(), name: "New Person", plan: "FREE" });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    expect(await trySignIn(email.toLowerCase(), "a-good-password")).not.toBeNull();
  });

  it("reports a taken email (any case) as a field error", async () => {
    const email = uniqueEmail("taken");
    expect((await api("/accounts", { json: { email, password: "a-good-password", name: "First" } })).status).toBe(201);
    const again = await api("/accounts", { json: { email: email.toUpperCase(), password: "another-password", name: "Second" } });
    expect(again.status).toBe(400);
    expect(again.body.error.details.fields).toEqual([{ path: "email", message: "An account with this email already exists" }]);
  });

  it("reports a short password and a missing name per field", async () => {
    const res = await api("/accounts", { json: { email: uniqueEmail(), password: "short" } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.map((f: { path: string }) => f.path).sort()).toEqual(["name", "password"]);
  });
});
