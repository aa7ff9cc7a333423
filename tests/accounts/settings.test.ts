import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { makeUser, TEST_PASSWORD, uniqueEmail } from "../support/factories";
import { api, rawFetch } from "../support/http";
import { signIn, trySignIn } from "../support/session";
import { makeProduct } from "../commerce/helpers";

let sink: SmtpSink;
beforeEach(async () => {
  sink = await smtpSink();
  await sink.start();
});

const asSession = (cookie: string) => ({ headers: { cookie } });

const tokenIn = (text: string | undefined, path: string) => {
  const match = new RegExp(`https?://[^\\s"<>]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(text ?? "");
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
};

describe("change password", () => {
  it("needs the current password, ends the other sessions, keeps this one and mails a notice", async () => {
    const user = await makeUser();
    const here = await signIn(user.email, TEST_PASSWORD);
    const elsewhere = await signIn(user.email, TEST_PASSWORD);

    const wrong = await api("/account/password", {
      json: { currentPassword: "not-it-at-all", newPassword: "new-pass-456" },
      ...asSession(here),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.fields).toEqual([{ path: "currentPassword", message: "This is not your current password" }]);
    const short = await api("/account/password", { json: { currentPassword: TEST_PASSWORD, newPassword: "short" }, ...asSession(here) });
    expect(short.status).toBe(400);
    expect((await api("/me", asSession(elsewhere))).status).toBe(200);

    const ok = await api("/account/password", {
      json: { currentPassword: TEST_PASSWORD, newPassword: "new-pass-456" },
      ...asSession(here),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.message).toContain("1 other session was signed out");
    expect((await api("/me", asSession(here))).status).toBe(200);
    expect((await api("/me", asSession(elsewhere))).status).toBe(401);
    expect(await trySignIn(user.email, TEST_PASSWORD)).toBeNull();
    expect(await trySignIn(user.email, "new-pass-456")).not.toBeNull();

    const notice = await sink.waitFor(user.email, (m) => m.subject === "Your Promptly password was changed");
    expect(notice.text).toContain("Every other device that was signed in has been signed out");
  });

  it("is for the dashboard only", async () => {
    const user = await makeUser();
    const res = await api("/account/password", { key: user.key, json: { currentPassword: TEST_PASSWORD, newPassword: "new-pass-456" } });
    expect(res.status).toBe(403);
  });
});

describe("change email", () => {
  it("mails a link to the new address and a notice to the old one; the change happens on the click", async () => {
    const user = await makeUser();
    const cookie = await signIn(user.email, TEST_PASSWORD);
    const next = uniqueEmail("moved");

    const res = await api("/account/email", { json: { email: next.toUpperCase(), currentPassword: TEST_PASSWORD }, ...asSession(cookie) });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toContain(next);

    const notice = await sink.waitFor(user.email, (m) => m.subject === "Your Promptly email address is being changed");
    expect(notice.text).toContain(next);
    expect(notice.text).toContain("/forgot-password");
    const confirm = await sink.waitFor(next, (m) => m.subject === "Confirm your new email address");
    const token = tokenIn(confirm.text, "/confirm-email");

    // Nothing changed yet.
    expect((await api("/me", asSession(cookie))).body.data.email).toBe(user.email);

    const page = await rawFetch(`/confirm-email?token=${token}`);
    expect(page.status).toBe(200);
    expect((await page.text()).replaceAll("<!-- -->", "")).toContain(`Your account now uses ${next}`);
    const me = await api("/me", asSession(cookie));
    expect(me.body.data.email).toBe(next);
    const row = await (await db()).user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.emailVerifiedAt).not.toBeNull();
    expect(await trySignIn(next, TEST_PASSWORD)).not.toBeNull();
    expect(await trySignIn(user.email, TEST_PASSWORD)).toBeNull();

    // A second click says it is done; a malformed link says it is not valid, never a 500.
    expect(await (await rawFetch(`/confirm-email?token=${token}`)).text()).toContain("Your email address is changed");
    const bad = await rawFetch("/confirm-email?token=nope");
    expect(bad.status).toBe(200);
    expect(await bad.text()).toContain("This link is not valid");
  });

  it("refuses a wrong password, the same address and an address another account uses", async () => {
    const user = await makeUser();
    const other = await makeUser();
    const cookie = await signIn(user.email, TEST_PASSWORD);
    const wrong = await api("/account/email", { json: { email: uniqueEmail(), currentPassword: "nope-nope" }, ...asSession(cookie) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.fields[0].path).toBe("currentPassword");
    const same = await api("/account/email", { json: { email: user.email, currentPassword: TEST_PASSWORD }, ...asSession(cookie) });
    expect(same.body.error.details.fields[0]).toEqual({ path: "email", message: "This is already your address" });
    const taken = await api("/account/email", { json: { email: other.email, currentPassword: TEST_PASSWORD }, ...asSession(cookie) });
    expect(taken.status).toBe(400);
    expect(taken.body.error.details.fields[0]).toEqual({ path: "email", message: "Another account uses this address" });
  });

  it("refuses the link when another account took the address in the meantime", async () => {
    const user = await makeUser();
    const cookie = await signIn(user.email, TEST_PASSWORD);
    const next = uniqueEmail("race");
    await api("/account/email", { json: { email: next, currentPassword: TEST_PASSWORD }, ...asSession(cookie) });
    const token = tokenIn((await sink.waitFor(next, (m) => m.subject === "Confirm your new email address")).text, "/confirm-email");
    const signUp = await api("/accounts", { json: { email: next, password: "some-password-1", name: "Squatter" } });
    expect(signUp.status).toBe(202); // the same answer either way (docs/security.md); here it made the account
    const page = await (await rawFetch(`/confirm-email?token=${token}`)).text();
    expect(page).toContain("Another account started using this address");
    expect((await api("/me", asSession(cookie))).body.data.email).toBe(user.email);
  });
});

describe("delete account", () => {
  it("is refused while money is owed to the account", async () => {
    const seller = await makeUser();
    const cookie = await signIn(seller.email, TEST_PASSWORD);
    const client = await db();
    await client.ledgerEntry.create({ data: { id: newId("led"), userId: seller.id, kind: "SALE", amountCents: 1520, currency: "USD" } });
    const res = await api("/account/deletion", { json: { currentPassword: TEST_PASSWORD, confirm: "DELETE" }, ...asSession(cookie) });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("PAYOUT_PENDING");
    expect(res.body.error.message).toContain("$15.20");
    expect((await api("/me", asSession(cookie))).status).toBe(200);
  });

  it("needs the password and DELETE", async () => {
    const user = await makeUser();
    const cookie = await signIn(user.email, TEST_PASSWORD);
    const wrong = await api("/account/deletion", { json: { currentPassword: "wrong-one", confirm: "DELETE" }, ...asSession(cookie) });
    expect(wrong.status).toBe(400);
    const unconfirmed = await api("/account/deletion", {
      json: { currentPassword: TEST_PASSWORD, confirm: "delete" },
      ...asSession(cookie),
    });
    expect(unconfirmed.status).toBe(400);
    expect((await api("/me", asSession(cookie))).status).toBe(200);
  });

  it("anonymises the account, ends its sessions and keys, takes its products off sale and keeps its orders", async () => {
    const seller = await makeUser({ name: "Sally Seller" });
    const buyer = await makeUser();
    const product = await makeProduct(seller.id);
    const client = await db();
    const order = await client.order.create({
      data: {
        id: newId("ord"),
        buyerId: buyer.id,
        sellerId: seller.id,
        productId: product.id,
        amountCents: 1999,
        feeCents: 400,
        sellerNetCents: 1599,
        currency: "USD",
        chargeRef: newId("ch"),
      },
    });
    // Paid out already: the balance is zero.
    await client.ledgerEntry.createMany({
      data: [
        { id: newId("led"), userId: seller.id, kind: "SALE", amountCents: 1599, currency: "USD", orderId: order.id },
        { id: newId("led"), userId: seller.id, kind: "PAYOUT", amountCents: -1599, currency: "USD" },
      ],
    });
    const cookie = await signIn(seller.email, TEST_PASSWORD);
    const other = await signIn(seller.email, TEST_PASSWORD);

    const res = await api("/account/deletion", { json: { currentPassword: TEST_PASSWORD, confirm: "DELETE" }, ...asSession(cookie) });
    expect(res.status).toBe(200);

    for (const c of [cookie, other]) expect((await api("/me", asSession(c))).status).toBe(401);
    expect((await api("/me", { key: seller.key })).status).toBe(401);
    expect(await trySignIn(seller.email, TEST_PASSWORD)).toBeNull();

    const row = await client.user.findUniqueOrThrow({ where: { id: seller.id } });
    expect(row).toMatchObject({ name: "Deleted user", email: `deleted+${seller.id}@deleted.invalid`, bio: "" });
    expect(row.deletedAt).not.toBeNull();
    expect((await client.product.findUniqueOrThrow({ where: { id: product.id } })).status).toBe("DELETED");
    expect(await client.order.findUnique({ where: { id: order.id } })).not.toBeNull();
    expect(await client.apiKey.count({ where: { userId: seller.id } })).toBe(0);
    expect(await client.userSession.count({ where: { userId: seller.id } })).toBe(0);
    // The buyer keeps the purchase.
    expect((await api(`/purchases/${order.id}`, { key: buyer.key })).status).toBe(200);

    const notice = await sink.waitFor(seller.email, (m) => m.subject === "Your Promptly account was deleted");
    expect(notice.text).toContain("Sally Seller");

    // The address is free again.
    const again = await api("/accounts", { json: { email: seller.email, password: "fresh-start-1", name: "Sally again" } });
    expect(again.status).toBe(202);
    const newcomer = await (await db()).user.findUnique({ where: { email: seller.email }, select: { id: true, name: true } });
    expect(newcomer).toMatchObject({ name: "Sally again" });
    expect(newcomer!.id).not.toBe(seller.id);
  });
});
