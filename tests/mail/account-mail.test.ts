import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createPasswordResetLink } from "@/lib/accounts/password-reset";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { makeUser, TEST_PASSWORD, uniqueEmail } from "../support/factories";
import { api, rawFetch } from "../support/http";
import { signIn, trySignIn } from "../support/session";
import { createProduct } from "../catalog/helpers";

let sink: SmtpSink;
beforeEach(async () => {
  sink = await smtpSink();
  await sink.start();
});

// Each request asks from its own random IP (unless a test fixes one) so per-IP limits do not reach across tests.
const freshIp = () => `10.${[...randomBytes(3)].join(".")}`;

const tokenIn = (text: string | undefined, path: string) => {
  const match = new RegExp(`https?://[^\\s"<>]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(text ?? "");
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
};

async function requestReset(email: string, ip = freshIp()) {
  return api("/accounts/password-reset", { json: { email }, headers: { "x-forwarded-for": ip } });
}

async function resetLinkFor(email: string, ip?: string): Promise<string> {
  const before = sink.to(email).length;
  const res = await requestReset(email, ip);
  expect(res.status).toBe(200);
  const mail = await sink.waitFor(email, (m) => m.subject === "Reset your Promptly password" && sink.to(email).indexOf(m) >= before);
  return tokenIn(mail.text, "/reset-password");
}

describe("password reset", () => {
  it("mails a link that sets a new password once, ends the old session and sends a notice", async () => {
    const user = await makeUser();
    const oldSession = await signIn(user.email, TEST_PASSWORD);
    expect((await api("/me", { headers: { cookie: oldSession } })).status).toBe(200);

    const token = await resetLinkFor(user.email);
    const page = await rawFetch(`/reset-password?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Choose a new password");

    const done = await api("/accounts/password-reset/confirm", { json: { token, password: "brand-new-pass-1" } });
    expect(done.status).toBe(200);
    expect(await trySignIn(user.email, TEST_PASSWORD)).toBeNull();
    expect(await trySignIn(user.email, "brand-new-pass-1")).not.toBeNull();
    // The session from before the reset is over, on the API and on the dashboard.
    expect((await api("/me", { headers: { cookie: oldSession } })).status).toBe(401);
    const dash = await rawFetch("/dashboard", { headers: { cookie: oldSession } });
    expect(dash.status).toBe(307);
    expect(dash.headers.get("location")).toContain("/signin");

    const notice = await sink.waitFor(user.email, (m) => m.subject === "Your Promptly password was changed");
    expect(notice.text).toContain("signed out");

    const again = await api("/accounts/password-reset/confirm", { json: { token, password: "another-pass-2" } });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: "INVALID_LINK", details: { reason: "used" } });
    const usedPage = await rawFetch(`/reset-password?token=${token}`);
    expect(usedPage.status).toBe(200);
    const html = await usedPage.text();
    expect(html).toContain("already used");
    expect(html).toContain('href="/forgot-password"');
  });

  it("answers the same for an unknown address and mails nothing", async () => {
    const known = await makeUser();
    const unknown = uniqueEmail("nobody");
    const a = await requestReset(known.email);
    const b = await requestReset(unknown);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.data).toEqual(a.body.data);
    expect(a.body.data.message).toMatch(/^If an account exists/);
    await sink.waitFor(known.email);
    await new Promise((r) => setTimeout(r, 500));
    expect(sink.to(unknown)).toHaveLength(0);
    expect(await (await db()).mailMessage.count({ where: { to: unknown } })).toBe(0);
  });

  it("keeps only a hash of the token and refuses an expired link with a clear page", async () => {
    const user = await makeUser();
    const token = await resetLinkFor(user.email);
    const client = await db();
    const rows = await client.authToken.findMany({ where: { userId: user.id, purpose: "PASSWORD_RESET" } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(30 * 60_000);
    await client.authToken.update({ where: { id: rows[0].id }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const res = await api("/accounts/password-reset/confirm", { json: { token, password: "brand-new-pass-1" } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.reason).toBe("expired");
    const page = await rawFetch(`/reset-password?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("This link has expired");
    expect(await trySignIn(user.email, TEST_PASSWORD)).not.toBeNull();
  });

  it("a newer link retires the older one", async () => {
    const user = await makeUser();
    const first = await resetLinkFor(user.email);
    const second = await resetLinkFor(user.email);
    expect((await api("/accounts/password-reset/confirm", { json: { token: first, password: "brand-new-pass-1" } })).status).toBe(400);
    expect((await api("/accounts/password-reset/confirm", { json: { token: second, password: "brand-new-pass-1" } })).status).toBe(200);
  });

  it("shows a malformed or missing token as a clear page, never a 500, and validates input", async () => {
    for (const path of [
      "/reset-password?token=not-a-token",
      "/reset-password",
      "/reset-password?token=a&token=b",
      "/verify-email?token=%00%ff",
    ]) {
      const page = await rawFetch(path);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toMatch(/not valid|cannot be used/);
    }
    const bad = await api("/accounts/password-reset/confirm", { json: { token: "x".repeat(43), password: "short" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_ERROR");
    const noEmail = await api("/accounts/password-reset", { json: { email: "not an address" } });
    expect(noEmail.status).toBe(400);
    const injected = await api("/accounts/password-reset", { json: { email: "a@example.test\r\nBcc: b@example.test" } });
    expect(injected.status).toBe(400);
  });

  it("allows 5 requests an hour per address and 5 per IP", async () => {
    const email = uniqueEmail("limited");
    for (let i = 0; i < 5; i++) expect((await requestReset(email)).status).toBe(200);
    const sixth = await requestReset(email);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe("RATE_LIMIT_EXCEEDED");

    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await requestReset(uniqueEmail("ip"), ip)).status).toBe(200);
    expect((await requestReset(uniqueEmail("ip"), ip)).status).toBe(429);
  });

  it("the operator's reset link (user:reset-password) works like a mailed one", async () => {
    const user = await makeUser();
    const { link } = await createPasswordResetLink(user.email);
    const token = new URL(link).searchParams.get("token")!;
    expect((await api("/accounts/password-reset/confirm", { json: { token, password: "operator-set-1" } })).status).toBe(200);
    expect(await trySignIn(user.email, "operator-set-1")).not.toBeNull();
  });
});

describe("email verification", () => {
  it("sign-up mails a link; publishing waits for it; the link confirms the address once", async () => {
    const email = uniqueEmail("signup");
    const created = await api("/accounts", { json: { email, password: TEST_PASSWORD, name: "New Seller" } });
    expect(created.status).toBe(202);
    const mail = await sink.waitFor(email, (m) => m.subject === "Confirm your email address");
    const token = tokenIn(mail.text, "/verify-email");

    const session = await signIn(email, TEST_PASSWORD);
    const dash = await rawFetch("/dashboard", { headers: { cookie: session } });
    expect(await dash.text()).toContain("Please confirm your email address");

    const key = await api("/api-keys", { json: { name: "k" }, headers: { cookie: session } });
    expect(key.status).toBe(201);
    const productId = await createProduct(key.body.data.key);
    const refused = await api(`/products/${productId}/publish`, { key: key.body.data.key, method: "POST" });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("EMAIL_NOT_VERIFIED");
    expect(refused.body.error.message).toMatch(/Confirm your email address/);

    const page = await rawFetch(`/verify-email?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("is confirmed");
    expect((await (await db()).user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull();
    expect((await api(`/products/${productId}/publish`, { key: key.body.data.key, method: "POST" })).status).toBe(200);

    const second = await rawFetch(`/verify-email?token=${token}`);
    expect(await second.text()).toContain("already confirmed");
    const after = await rawFetch("/dashboard", { headers: { cookie: session } });
    expect(await after.text()).not.toContain("Please confirm your email address");
  });

  it("resend sends a new link (the old one stops working), 3 an hour", async () => {
    const user = await makeUser({ emailVerified: false });
    const session = await signIn(user.email, TEST_PASSWORD);
    const first = tokenIn((await sink.waitFor(user.email)).text, "/verify-email");
    for (let i = 0; i < 3; i++) {
      const res = await api("/account/email-verification", { method: "POST", headers: { cookie: session, "x-forwarded-for": freshIp() } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ verified: false });
    }
    const fourth = await api("/account/email-verification", { method: "POST", headers: { cookie: session, "x-forwarded-for": freshIp() } });
    expect(fourth.status).toBe(429);
    // Four messages in all (sign-up and three resends), sent in any order; only the newest row's link still works.
    await sink.waitFor(user.email, () => sink.to(user.email).length >= 4);
    const newestRow = await (await db()).mailMessage.findFirstOrThrow({ where: { to: user.email }, orderBy: { createdAt: "desc" } });
    const newest = tokenIn(sink.to(user.email).find((m) => m.messageId === newestRow.messageId)?.text, "/verify-email");
    expect(await (await rawFetch(`/verify-email?token=${first}`)).text()).toContain("already used");
    expect(await (await rawFetch(`/verify-email?token=${newest}`)).text()).toContain("is confirmed");
    const verified = await api("/account/email-verification", { method: "POST", headers: { cookie: session } });
    expect(verified.body.data).toMatchObject({ verified: true });
  });

  it("resend needs a dashboard session", async () => {
    const user = await makeUser({ emailVerified: false });
    const withKey = await api("/account/email-verification", { method: "POST", key: user.key });
    expect(withKey.status).toBe(403);
    expect(withKey.body.error.code).toBe("UNAUTHORIZED");
    expect((await api("/account/email-verification", { method: "POST" })).status).toBe(401);
  });
});
