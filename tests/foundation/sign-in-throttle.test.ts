import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { makeUser, TEST_PASSWORD, uniqueEmail } from "../support/factories";
import { api } from "../support/http";
import { baseUrl } from "../support/server";
import { attempt, type Attempt } from "./sign-in-attempt";

// Each test signs in from addresses of its own (X-Forwarded-For from the loopback peer, a trusted proxy by default)
// so per-IP counts never reach across tests.
const freshIp = () => `10.${[...randomBytes(3)].join(".")}`;

const errors = (list: Attempt[]) => list.map((a) => a.error?.replace(/:\d+$/, ":N") ?? null);

describe("sign-in throttling", () => {
  it("delays an address after 5 failures, then locks it for 15 minutes at 10, the same for an unknown address", async () => {
    const user = await makeUser();
    const unknown = uniqueEmail("nobody");
    const known: Attempt[] = [];
    const stranger: Attempt[] = [];
    for (let i = 0; i < 10; i++) {
      known.push(await attempt(user.email, `wrong-${i}`, freshIp()));
      stranger.push(await attempt(unknown, `wrong-${i}`, freshIp()));
    }
    // Five checked and refused; then at once: too early, refused unchecked, and counted.
    const expected = [...Array(5).fill("CredentialsSignin"), ...Array(5).fill("SignInThrottled:N")];
    expect(errors(known)).toEqual(expected);
    expect(errors(stranger)).toEqual(expected);
    expect(known.map((a) => a.status)).toEqual(stranger.map((a) => a.status));

    // Locked: even the right password is refused, with the lock's wait, for the known and the unknown address alike.
    const locked = await attempt(user.email, TEST_PASSWORD, freshIp());
    expect(locked.signedIn).toBe(false);
    expect(locked.error).toMatch(/^SignInThrottled:(8\d\d|900)$/);
    expect((await attempt(unknown, TEST_PASSWORD, freshIp())).error).toMatch(/^SignInThrottled:(8\d\d|900)$/);

    // The owner is told (the unknown address has no owner to tell).
    const client = await db();
    await expect
      .poll(async () => client.mailMessage.count({ where: { to: user.email, kind: "sign-in-locked" } }), { timeout: 10_000 })
      .toBe(1);
    expect(await client.mailMessage.count({ where: { to: unknown } })).toBe(0);
  });

  it("lets the right password in once the delay has passed, which clears the address's count", async () => {
    const user = await makeUser();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, `wrong-${i}`, ip)).error).toBe("CredentialsSignin");
    const early = await attempt(user.email, TEST_PASSWORD, ip);
    expect(early).toMatchObject({ signedIn: false, error: "SignInThrottled:1" });
    // That early attempt counted: the wait is now 2 seconds.
    await new Promise((r) => setTimeout(r, 2_100));
    expect((await attempt(user.email, TEST_PASSWORD, ip)).signedIn).toBe(true);
    expect((await attempt(user.email, "wrong-again", ip)).error).toBe("CredentialsSignin");
  });

  it("limits one IP across addresses: past 100 attempts it is locked, other IPs are not", async () => {
    const user = await makeUser();
    const ip = freshIp();
    const answers: Attempt[] = [];
    for (let i = 0; i < 100; i++) answers.push(await attempt(uniqueEmail("spray"), "guess-123", ip));
    expect(errors(answers).slice(0, 20)).toEqual(Array(20).fill("CredentialsSignin"));
    expect(errors(answers).slice(20)).toEqual(Array(80).fill("SignInThrottled:N"));
    const fromThatIp = await attempt(user.email, TEST_PASSWORD, ip);
    expect(fromThatIp.signedIn).toBe(false);
    expect(fromThatIp.error).toMatch(/^SignInThrottled:(8\d\d|900)$/);
    expect((await attempt(user.email, TEST_PASSWORD, freshIp())).signedIn).toBe(true);
  });

  it("upgrades a bcrypt hash to argon2id on the next successful sign-in", async () => {
    const user = await makeUser();
    const client = await db();
    await client.user.update({ where: { id: user.id }, data: { passwordHash: bcrypt.hashSync(TEST_PASSWORD, 10) } });
    expect((await attempt(user.email, "not-the-password", freshIp())).signedIn).toBe(false);
    expect((await client.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toMatch(/^\$2[ab]\$/);
    expect((await attempt(user.email, TEST_PASSWORD, freshIp())).signedIn).toBe(true);
    const after = (await client.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash;
    expect(after).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await attempt(user.email, TEST_PASSWORD, freshIp())).signedIn).toBe(true);
  });
});

describe("sign-up (POST /accounts)", () => {
  const signUp = (json: object, ip = freshIp()) => api("/accounts", { json, headers: { "x-forwarded-for": ip } });

  it("answers a taken address exactly as a new one, and mails the owner instead", async () => {
    const owner = await makeUser({ name: "Owner" });
    const fresh = uniqueEmail("fresh");
    const created = await signUp({ email: fresh, password: "a-good-password", name: "New" });
    const taken = await signUp({ email: owner.email.toUpperCase(), password: "another-password", name: "Intruder" });
    expect(created.status).toBe(202);
    expect(taken.status).toBe(202);
    expect(taken.body.data).toEqual({ ...created.body.data, email: owner.email });
    expect(created.body.data.message).toMatch(/^Check your email/);

    const client = await db();
    expect(await client.user.count({ where: { email: owner.email } })).toBe(1);
    expect((await client.user.findUniqueOrThrow({ where: { email: owner.email } })).name).toBe("Owner");
    expect(await client.mailMessage.count({ where: { to: owner.email, kind: "sign-up-existing" } })).toBe(1);
    expect(await client.mailMessage.count({ where: { to: fresh, kind: "verify-email" } })).toBe(1);
    // The owner's password still works; the intruder's does not.
    expect((await attempt(owner.email, TEST_PASSWORD, freshIp())).signedIn).toBe(true);
    expect((await attempt(owner.email, "another-password", freshIp())).signedIn).toBe(false);
  });

  it("limits sign-ups per IP (20 an hour), with 429 and the wait", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await signUp({ email: uniqueEmail("burst"), password: "a-good-password", name: "Burst" }, ip)).status).toBe(202);
    }
    const refused = await signUp({ email: uniqueEmail("burst"), password: "a-good-password", name: "Burst" }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("RATE_LIMIT_EXCEEDED");
    expect(refused.body.error.details.retryAfterSeconds).toBeGreaterThan(3000);
    expect((await signUp({ email: uniqueEmail("other"), password: "a-good-password", name: "Other" })).status).toBe(202);
  });
});

describe("/api/auth bodies", () => {
  it("answers 413 past 64 KiB, declared or chunked, and still signs in with a normal form", async () => {
    const base = await baseUrl();
    const big = await fetch(`${base}/api/auth/callback/credentials`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `email=${"a".repeat(100 * 1024)}`,
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe("VALIDATION_ERROR");
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 80; i++) controller.enqueue(new Uint8Array(1024).fill(97));
        controller.close();
      },
    });
    const chunked = await fetch(`${base}/api/auth/callback/credentials`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: chunks,
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    expect(chunked.status).toBe(413);
    const user = await makeUser();
    expect((await attempt(user.email, TEST_PASSWORD, freshIp())).signedIn).toBe(true);
  });
});
