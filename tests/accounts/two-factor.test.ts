import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { api, rawFetch } from "../support/http";
import { signIn, signInThrough } from "../support/session";

let sink: SmtpSink;
beforeEach(async () => {
  sink = await smtpSink();
  await sink.start();
});

const freshIp = () => `10.${[...randomBytes(3)].join(".")}`;
const asSession = (cookie: string) => ({ headers: { cookie } });

/** What an authenticator app shows for this secret, `offset` periods from now. */
const codeFor = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

async function enrol(cookie: string) {
  const setup = await api("/account/two-factor/setup", { method: "POST", ...asSession(cookie) });
  expect(setup.status).toBe(200);
  const { secret, otpauthUrl, qrCode } = setup.body.data as { secret: string; otpauthUrl: string; qrCode: string };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Promptly:/);
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrCode).toMatch(/^data:image\/png;base64,/);
  const on = await api("/account/two-factor", { json: { code: codeFor(secret) }, ...asSession(cookie) });
  expect(on.status).toBe(200);
  return { secret, recoveryCodes: on.body.data.recoveryCodes as string[] };
}

describe("two-factor sign-in (TOTP)", () => {
  it("enrols with a QR code and a code, asks for a code after the password, and takes a recovery code once", async () => {
    const user = await makeUser();
    const here = await signIn(user.email, TEST_PASSWORD);
    const other = await signIn(user.email, TEST_PASSWORD);

    // A wrong code does not turn it on.
    const setup = await api("/account/two-factor/setup", { method: "POST", ...asSession(here) });
    const wrong = await api("/account/two-factor", { json: { code: "000000" }, ...asSession(here) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details?.fields?.[0]?.path ?? JSON.stringify(wrong.body.error)).toContain("code");
    expect((await api("/account/two-factor", asSession(here))).body.data.enabled).toBe(false);
    expect(setup.status).toBe(200);

    const { secret, recoveryCodes } = await enrol(here);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    // At rest: the secret sealed, the codes hashed.
    const row = await (await db()).user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.totpSecret).not.toContain(secret);
    const stored = await (await db()).recoveryCode.findMany({ where: { userId: user.id } });
    expect(stored.map((r) => r.codeHash)).not.toContain(recoveryCodes[0].replace("-", ""));
    // Enabling ended the other session, kept this one, and mailed a notice.
    expect((await api("/me", asSession(other))).status).toBe(401);
    expect((await api("/me", asSession(here))).status).toBe(200);
    await sink.waitFor(user.email, (m) => m.subject === "Two-factor sign-in is on for your Promptly account");
    expect((await api("/account/two-factor", asSession(here))).body.data).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    const ip = freshIp();
    const headers = { "x-forwarded-for": ip };
    // The password alone is no longer enough.
    const first = await signInThrough("credentials", { email: user.email, password: TEST_PASSWORD }, headers);
    expect(first).toEqual({ cookie: null, error: "TwoFactorRequired" });
    // A code with a wrong password says nothing about the code.
    const badPass = await signInThrough("credentials", { email: user.email, password: "wrong-password-1", code: codeFor(secret) }, headers);
    expect(badPass.cookie).toBeNull();
    expect(badPass.error).toBe("CredentialsSignin");
    const badCode = await signInThrough("credentials", { email: user.email, password: TEST_PASSWORD, code: "123456" }, headers);
    expect(badCode.error === "TwoFactorInvalid" || codeFor(secret) === "123456").toBe(true);

    // The enrolment code's step was used, so take the next one (authenticators allow one step either side).
    const code = codeFor(secret, 1);
    const ok = await signInThrough("credentials", { email: user.email, password: TEST_PASSWORD, code }, headers);
    expect(ok.cookie).not.toBeNull();
    expect((await api("/me", asSession(ok.cookie!))).status).toBe(200);
    // The same code does not work twice.
    const replay = await signInThrough("credentials", { email: user.email, password: TEST_PASSWORD, code }, headers);
    expect(replay.error).toBe("TwoFactorInvalid");

    // A recovery code works once, typed in any case and with spaces.
    const recovery = recoveryCodes[3];
    const viaRecovery = await signInThrough(
      "credentials",
      { email: user.email, password: TEST_PASSWORD, code: ` ${recovery.toUpperCase()} ` },
      headers,
    );
    expect(viaRecovery.cookie).not.toBeNull();
    const again = await signInThrough("credentials", { email: user.email, password: TEST_PASSWORD, code: recovery }, headers);
    expect(again.error).toBe("TwoFactorInvalid");
    expect((await api("/account/two-factor", asSession(here))).body.data.recoveryCodesLeft).toBe(9);

    // API keys are unaffected: a key made by this account still answers.
    const key = await api("/api-keys", { json: { name: "ci", scopes: ["products:read"] }, ...asSession(here) });
    expect(key.status).toBe(201);
    const viaKey = await api("/me", { headers: { authorization: `Bearer ${key.body.data.key}` } });
    expect(viaKey.status).toBe(200);
  });

  it("locks the second step after 5 wrong codes for 15 minutes and mails the owner once", async () => {
    const user = await makeUser();
    const here = await signIn(user.email, TEST_PASSWORD);
    const { secret } = await enrol(here);
    const headers = { "x-forwarded-for": freshIp() };
    const errors: (string | null)[] = [];
    for (let i = 0; i < 6; i++) {
      errors.push((await signInThrough("credentials", { email: user.email, password: TEST_PASSWORD, code: "999999" }, headers)).error);
    }
    expect(errors.slice(0, 4)).toEqual(Array(4).fill("TwoFactorInvalid"));
    expect(errors[4]).toMatch(/^TwoFactorLocked:\d+$/);
    expect(errors[5]).toMatch(/^TwoFactorLocked:\d+$/);
    // Locked: even the right code waits.
    const right = await signInThrough("credentials", { email: user.email, password: TEST_PASSWORD, code: codeFor(secret, 1) }, headers);
    expect(right.cookie).toBeNull();
    expect(right.error).toMatch(/^TwoFactorLocked:/);
    await sink.waitFor(
      user.email,
      (m) => m.subject === "Sign-in to your Promptly account was paused" && (m.text ?? "").includes("two-factor code"),
    );
    // 15 minutes later (the lock's clock moved back), the right code works.
    await (
      await db()
    ).authThrottle.updateMany({ where: { key: `2fa:${user.id}` }, data: { lastAttemptAt: new Date(Date.now() - 16 * 60_000) } });
    const later = await signInThrough("credentials", { email: user.email, password: TEST_PASSWORD, code: codeFor(secret, 1) }, headers);
    expect(later.cookie).not.toBeNull();
    expect(sink.to(user.email).filter((m) => (m.text ?? "").includes("two-factor code"))).toHaveLength(1);
  });

  it("turns off only with a valid code, deletes the recovery codes and mails a notice", async () => {
    const user = await makeUser();
    const here = await signIn(user.email, TEST_PASSWORD);
    const { recoveryCodes } = await enrol(here);
    const bad = await api("/account/two-factor/disable", { json: { code: "111111" }, ...asSession(here) });
    expect(bad.status).toBe(400);
    const off = await api("/account/two-factor/disable", { json: { code: recoveryCodes[0] }, ...asSession(here) });
    expect(off.status).toBe(200);
    expect((await api("/account/two-factor", asSession(here))).body.data).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await (await db()).recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    await sink.waitFor(user.email, (m) => m.subject === "Two-factor sign-in is off for your Promptly account");
    const plain = await signInThrough("credentials", { email: user.email, password: TEST_PASSWORD }, { "x-forwarded-for": freshIp() });
    expect(plain.cookie).not.toBeNull();
  });

  it("is a dashboard-session operation: an API key cannot read, start or change it", async () => {
    const user = await makeUser();
    const here = await signIn(user.email, TEST_PASSWORD);
    const key = await api("/api-keys", { json: { name: "ci", scopes: ["products:read"] }, ...asSession(here) });
    const auth = { headers: { authorization: `Bearer ${key.body.data.key}` } };
    expect((await api("/account/two-factor", auth)).status).toBe(403);
    expect((await api("/account/two-factor/setup", { method: "POST", ...auth })).status).toBe(403);
    expect((await rawFetch("/api/v1/account/two-factor/setup", { method: "POST" })).status).toBe(401);
  });
});

describe("magic-link sign-in", () => {
  const tokenIn = (text: string | undefined) => {
    const match = /https?:\/\/[^\s"<>]+\/magic-link\?token=([A-Za-z0-9_-]+)/.exec(text ?? "");
    if (!match) throw new Error(`no magic link in:\n${text}`);
    return match[1];
  };

  async function linkFor(email: string, ip = freshIp()) {
    const before = sink.to(email).length;
    const res = await api("/accounts/magic-link", { json: { email }, headers: { "x-forwarded-for": ip } });
    expect(res.status).toBe(200);
    const mail = await sink.waitFor(email, (m) => m.subject === "Your Promptly sign-in link" && sink.to(email).indexOf(m) >= before);
    return tokenIn(mail.text);
  }

  it("mails a one-time link that signs in once, confirms the address, and answers unknown addresses the same", async () => {
    const user = await makeUser();
    await (await db()).user.update({ where: { id: user.id }, data: { emailVerifiedAt: null } });
    const token = await linkFor(user.email);
    const stored = await (await db()).authToken.findFirstOrThrow({ where: { userId: user.id, purpose: "MAGIC_LINK" } });
    expect(stored.tokenHash).not.toBe(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(15 * 60_000);

    // Opening the page does not use the link (mail scanners open links).
    const page = await rawFetch(`/magic-link?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(user.email);

    const headers = { "x-forwarded-for": freshIp() };
    const ok = await signInThrough("magic-link", { token }, headers);
    expect(ok.cookie).not.toBeNull();
    expect((await api("/me", asSession(ok.cookie!))).status).toBe(200);
    expect((await (await db()).user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).not.toBeNull();

    expect((await signInThrough("magic-link", { token }, headers)).error).toBe("MagicLink:used");
    expect((await signInThrough("magic-link", { token: "not-a-token" }, headers)).error).toBe("MagicLink:invalid");
    const usedPage = await rawFetch(`/magic-link?token=${token}`);
    expect(usedPage.status).toBe(200);
    expect(await usedPage.text()).toContain("already used");

    const unknown = await api("/accounts/magic-link", {
      json: { email: `nobody-${Date.now()}@example.com` },
      headers: { "x-forwarded-for": freshIp() },
    });
    const known = await api("/accounts/magic-link", { json: { email: user.email }, headers: { "x-forwarded-for": freshIp() } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
  });

  it("expires after 15 minutes, retires older links, and is limited to 5 requests an hour", async () => {
    const user = await makeUser();
    const ip = freshIp();
    const first = await linkFor(user.email, ip);
    const second = await linkFor(user.email, ip);
    expect((await signInThrough("magic-link", { token: first })).error).toBe("MagicLink:used");
    await (
      await db()
    ).authToken.updateMany({
      where: { userId: user.id, purpose: "MAGIC_LINK", usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await signInThrough("magic-link", { token: second })).error).toBe("MagicLink:expired");
    for (let i = 0; i < 3; i++)
      expect((await api("/accounts/magic-link", { json: { email: user.email }, headers: { "x-forwarded-for": ip } })).status).toBe(200);
    const over = await api("/accounts/magic-link", { json: { email: user.email }, headers: { "x-forwarded-for": ip } });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe("RATE_LIMIT_EXCEEDED");
  });

  it("asks for the two-factor code when it is on, keeping the link until the code is right", async () => {
    const user = await makeUser();
    const here = await signIn(user.email, TEST_PASSWORD);
    const { secret } = await enrol(here);
    const token = await linkFor(user.email);
    const headers = { "x-forwarded-for": freshIp() };
    expect((await signInThrough("magic-link", { token }, headers)).error).toBe("TwoFactorRequired");
    const ok = await signInThrough("magic-link", { token, code: codeFor(secret, 1) }, headers);
    expect(ok.cookie).not.toBeNull();
  });
});

describe("new-browser sign-in notice", () => {
  const CHROME_MAC =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
  const notices = (email: string) => sink.to(email).filter((m) => (m.subject ?? "").startsWith("New sign-in to your Promptly account"));

  it("mails the owner when a browser it never used signs in, not for one it knows", async () => {
    const user = await makeUser();
    // The first sign-in only records the browser.
    await signIn(user.email, TEST_PASSWORD, { "user-agent": CHROME_MAC, "x-forwarded-for": "203.0.113.7" });
    await signIn(user.email, TEST_PASSWORD, { "user-agent": CHROME_MAC, "x-forwarded-for": "203.0.113.8" });
    await signIn(user.email, TEST_PASSWORD, { "user-agent": FIREFOX_LINUX, "x-forwarded-for": "198.51.100.20" });
    const mail = await sink.waitFor(user.email, (m) => m.subject === "New sign-in to your Promptly account: Firefox on Linux");
    expect(mail.text).toContain("198.51.100.20");
    expect(mail.text).toMatch(/\/dashboard\/settings/);
    await signIn(user.email, TEST_PASSWORD, { "user-agent": FIREFOX_LINUX, "x-forwarded-for": "198.51.100.21" });
    await new Promise((r) => setTimeout(r, 1000));
    expect(notices(user.email)).toHaveLength(1);
    const row = await (await db()).user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.knownDevices).toHaveLength(2);
    expect(row.knownDevices.join()).not.toContain("Firefox");
  });
});
