import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { startAppProcess, type AppProcess } from "../support/app-process";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { attempt } from "./sign-in-attempt";

// Two app servers (real `next start` processes) on the run's one PostgreSQL database: the sign-in counts are the
// database's, so both instances refuse the same attempts. The second trusts no proxy (TRUSTED_PROXIES=none).
const instances: AppProcess[] = [];
const freshIp = () => `10.${[...randomBytes(3)].join(".")}`;

beforeAll(async () => {
  instances.push(...(await Promise.all([startAppProcess(), startAppProcess({ TRUSTED_PROXIES: "none" })])));
}, 240_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  // The untrusting instance counted this test's attempts on 127.0.0.1, the address every other test signs in from.
  await (await db()).authThrottle.deleteMany({ where: { key: { in: ["ip:127.0.0.1", "ip:::1"] } } });
});

describe("sign-in throttling across instances", () => {
  it("20 guesses at once on two instances: exactly 5 are checked, the rest refused, and the address ends locked on both", async () => {
    const user = await makeUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(user.email, `wrong-${i}`, freshIp(), instances[i % 2].url)),
    );
    const errors = answers.map((a) => a.error?.replace(/:\d+$/, ""));
    expect(errors.filter((e) => e === "CredentialsSignin")).toHaveLength(5);
    expect(errors.filter((e) => e === "SignInThrottled")).toHaveLength(15);
    for (const instance of instances) {
      const locked = await attempt(user.email, TEST_PASSWORD, freshIp(), instance.url);
      expect(locked.signedIn).toBe(false);
      expect(locked.error).toMatch(/^SignInThrottled:(8\d\d|900)$/);
    }
  });

  it("believes X-Forwarded-For only from a trusted proxy", async () => {
    const [trusting, untrusting] = instances;
    const user = await makeUser();
    const client = await db();
    const loopback = async () => (await client.authThrottle.findUnique({ where: { key: "ip:127.0.0.1" } }))?.failures ?? 0;
    await attempt(user.email, "wrong-1", "198.51.100.77", trusting.url);
    const before = await loopback();
    await attempt(user.email, "wrong-2", "198.51.100.78", untrusting.url);
    // The trusting instance counted the forwarded address; the other one the connection's own (127.0.0.1).
    const keys = (await client.authThrottle.findMany({ where: { key: { startsWith: "ip:198.51.100.7" } } })).map((r) => r.key);
    expect(keys).toEqual(["ip:198.51.100.77"]);
    expect(await loopback()).toBe(before + 1);
  });
});
