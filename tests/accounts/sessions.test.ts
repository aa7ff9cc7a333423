import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { api, rawFetch } from "../support/http";
import { signIn } from "../support/session";
import { baseUrl } from "../support/server";

const CHROME_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

const asSession = (cookie: string) => ({ headers: { cookie } });

async function signOutOver(cookie: string) {
  const base = await baseUrl();
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers: { cookie } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = [cookie, ...csrf.headers.getSetCookie().map((c) => c.split(";")[0])].join("; ");
  const res = await fetch(`${base}/api/auth/signout`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar },
    body: new URLSearchParams({ csrfToken, json: "true" }),
  });
  expect([200, 302]).toContain(res.status);
}

describe("sessions you can end", () => {
  it("lists each sign-in with its device, IP and last use, the current one first and marked", async () => {
    const user = await makeUser();
    const laptop = await signIn(user.email, TEST_PASSWORD, { "user-agent": CHROME_MAC, "x-forwarded-for": "203.0.113.7" });
    await signIn(user.email, TEST_PASSWORD, { "user-agent": FIREFOX_LINUX, "x-forwarded-for": "198.51.100.20" });

    const res = await api("/account/sessions", asSession(laptop));
    expect(res.status).toBe(200);
    const list = res.body.data as { device: string; ip: string; current: boolean; lastSeenAt: string }[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ device: "Chrome on macOS", ip: "203.0.113.7", current: true });
    expect(list[1]).toMatchObject({ device: "Firefox on Linux", ip: "198.51.100.20", current: false });
    expect(Date.now() - Date.parse(list[0].lastSeenAt)).toBeLessThan(120_000);
  });

  it("signs out one session: its next request is refused on the API and the dashboard, the others go on", async () => {
    const user = await makeUser();
    const mine = await signIn(user.email, TEST_PASSWORD, { "user-agent": CHROME_MAC });
    const other = await signIn(user.email, TEST_PASSWORD, { "user-agent": FIREFOX_LINUX });
    expect((await api("/me", asSession(other))).status).toBe(200);

    const list = (await api("/account/sessions", asSession(mine))).body.data as { id: string; current: boolean }[];
    const target = list.find((s) => !s.current)!;
    const ended = await api(`/account/sessions/${target.id}`, { method: "DELETE", ...asSession(mine) });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toEqual({ ended: 1 });

    expect((await api("/me", asSession(other))).status).toBe(401);
    const dash = await rawFetch("/dashboard", asSession(other));
    expect(dash.status).toBe(307);
    expect(dash.headers.get("location")).toContain("/signin");
    expect((await api("/me", asSession(mine))).status).toBe(200);
    // Ending it again, or guessing an id: not found.
    expect((await api(`/account/sessions/${target.id}`, { method: "DELETE", ...asSession(mine) })).status).toBe(404);
  });

  it("never ends another account's session", async () => {
    const a = await makeUser();
    const b = await makeUser();
    const aCookie = await signIn(a.email, TEST_PASSWORD);
    const bCookie = await signIn(b.email, TEST_PASSWORD);
    const bSession = ((await api("/account/sessions", asSession(bCookie))).body.data as { id: string }[])[0];
    const res = await api(`/account/sessions/${bSession.id}`, { method: "DELETE", ...asSession(aCookie) });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
    expect((await api("/me", asSession(bCookie))).status).toBe(200);
  });

  it("signs out everywhere else, keeping the current session", async () => {
    const user = await makeUser();
    const here = await signIn(user.email, TEST_PASSWORD);
    const others = [await signIn(user.email, TEST_PASSWORD), await signIn(user.email, TEST_PASSWORD)];
    const res = await api("/account/sessions", { method: "DELETE", ...asSession(here) });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ended: 2 });
    for (const c of others) expect((await api("/me", asSession(c))).status).toBe(401);
    expect((await api("/me", asSession(here))).status).toBe(200);
    expect((await api("/account/sessions", asSession(here))).body.data).toHaveLength(1);
  });

  it("signing out in the browser deletes the row, so a copy of the cookie is dead too", async () => {
    const user = await makeUser();
    const cookie = await signIn(user.email, TEST_PASSWORD);
    const client = await db();
    expect(await client.userSession.count({ where: { userId: user.id } })).toBe(1);
    await signOutOver(cookie);
    expect(await client.userSession.count({ where: { userId: user.id } })).toBe(0);
    expect((await api("/me", asSession(cookie))).status).toBe(401);
  });

  it("is for the dashboard only: an API key cannot list or end sessions", async () => {
    const user = await makeUser();
    expect((await api("/account/sessions", { key: user.key })).status).toBe(403);
    expect((await api("/account/sessions", { method: "DELETE", key: user.key })).status).toBe(403);
    expect((await api("/account/sessions")).status).toBe(401);
  });

  it("moves last seen at most once a minute, off the request", async () => {
    const user = await makeUser();
    const cookie = await signIn(user.email, TEST_PASSWORD);
    const client = await db();
    const row = await client.userSession.findFirstOrThrow({ where: { userId: user.id } });
    const old = new Date(Date.now() - 10 * 60_000);
    await client.userSession.update({ where: { id: row.id }, data: { lastSeenAt: old } });
    expect((await api("/me", asSession(cookie))).status).toBe(200);
    await expect
      .poll(async () => (await client.userSession.findUniqueOrThrow({ where: { id: row.id } })).lastSeenAt.getTime(), { timeout: 5000 })
      .toBeGreaterThan(old.getTime() + 60_000);
  });
});
