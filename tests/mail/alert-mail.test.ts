import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { startReceiver, waitUntil } from "../webhooks/support/receiver";
import { addEndpoint } from "../webhooks/support/webhooks";

let sink: SmtpSink;
beforeEach(async () => {
  sink = await smtpSink();
  await sink.start();
});
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

describe("webhook endpoint turned off", () => {
  it("mails the owner once per automatic disable, with the reason, the last error and a link back", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await startReceiver({ reply: () => ({ status: 410 }) });
    receivers.push(r);
    const ep = await addEndpoint(u.key, r.url);
    r.setSecret(ep.secret);
    await api(`/webhooks/endpoints/${ep.id}/test`, { key: u.key, method: "POST" });
    await waitUntil(async () => !(await api(`/webhooks/endpoints/${ep.id}`, { key: u.key })).body.data.enabled);

    const mail = await sink.waitFor(u.email, (m) => m.subject === "Your webhook endpoint was turned off");
    expect(mail.text).toContain(r.url);
    expect(mail.text).toContain("The endpoint answered 410 Gone");
    expect(mail.text).toContain("HTTP 410");
    expect(mail.text).toMatch(/https?:\/\/[^\s]+\/dashboard\/webhooks/);
    expect(mail.messageId).toMatch(/^<mail_/);

    // A second delivery finding it already off sends nothing more.
    const row = await (await db()).webhookEndpoint.findUniqueOrThrow({ where: { id: ep.id } });
    expect(row.disabledNoticeAt).not.toBeNull();

    // Re-enabled, then turned off again: one more mail.
    await api(`/webhooks/endpoints/${ep.id}`, { key: u.key, method: "PATCH", json: { enabled: true } });
    await api(`/webhooks/endpoints/${ep.id}/test`, { key: u.key, method: "POST" });
    await waitUntil(async () => !(await api(`/webhooks/endpoints/${ep.id}`, { key: u.key })).body.data.enabled);
    await waitUntil(async () => sink.to(u.email).filter((m) => m.subject === "Your webhook endpoint was turned off").length === 2);
    await new Promise((res) => setTimeout(res, 500));
    expect(sink.to(u.email).filter((m) => m.subject === "Your webhook endpoint was turned off")).toHaveLength(2);
  });
});
