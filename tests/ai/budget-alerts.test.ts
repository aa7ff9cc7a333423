import { beforeEach, describe, expect, it } from "vitest";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { api } from "../support/http";
import { runScenario, setUpFakeProvider } from "./fixtures";

const fake = setUpFakeProvider();
// gpt-4o-mini at $0.15 / $0.60 per 1M tokens: 1200 prompt + 345 completion tokens = 387 µ$ a run.
const USAGE = { prompt: 1200, completion: 345 };

let sink: SmtpSink;
beforeEach(async () => {
  sink = await smtpSink();
  await sink.start();
});

const settle = () => new Promise((r) => setTimeout(r, 1500));

describe("provider key budget alerts", () => {
  it("mails the owner at 80% and at 100% of the monthly budget, once each per month", async () => {
    const { buyer, key, run: execute } = await runScenario("Summarise {{text}}", fake.url, { provider: "openai", monthlyBudget: 0.0009 });
    fake.setUsage(USAGE);
    const run = () => execute({ text: "x" });
    const alerts = () => sink.to(buyer.email).filter((m) => /provider key/.test(m.subject ?? ""));

    expect((await run()).status).toBe(200); // 387 µ$: 43%
    await settle();
    expect(alerts()).toHaveLength(0);

    expect((await run()).status).toBe(200); // 774 µ$: 86%
    const at80 = await sink.waitFor(buyer.email, (m) => /is at 80% of its monthly budget$/.test(m.subject ?? ""));
    expect(at80.text).toContain("$0.000774 USD");
    expect(at80.text).toContain("$0.0009 USD");
    expect(at80.text).toMatch(/\/dashboard\/provider-keys/);

    expect((await run()).status).toBe(200); // 1161 µ$: over
    const at100 = await sink.waitFor(buyer.email, (m) => /reached its monthly budget$/.test(m.subject ?? ""));
    expect(at100.text).toContain("refused");
    expect((await run()).status).toBe(402);

    // Raised and used again in the same month: no more alerts.
    await api(`/provider-keys/${key.id}`, { key: buyer.key, method: "PATCH", json: { monthlyBudget: 0.0012 } });
    expect((await run()).status).toBe(200);
    await settle();
    expect(alerts()).toHaveLength(2);
  });

  it("sends only the 100% alert when one run jumps past both", async () => {
    const { buyer, run: execute } = await runScenario("Summarise {{text}}", fake.url, { provider: "openai", monthlyBudget: 0.0004 });
    fake.setUsage(USAGE);
    expect((await execute({ text: "x" })).status).toBe(200); // 387 of 400: 96.75%
    await sink.waitFor(buyer.email, (m) => /is at 80% of its monthly budget$/.test(m.subject ?? ""));
    fake.setUsage({ prompt: 2400, completion: 690 });
    const { buyer: other, run: second } = await runScenario("Summarise {{text}}", fake.url, { provider: "openai", monthlyBudget: 0.0005 });
    expect((await second({ text: "x" })).status).toBe(200); // 774 of 500: over at once
    await sink.waitFor(other.email, (m) => /reached its monthly budget$/.test(m.subject ?? ""));
    await settle();
    expect(sink.to(other.email).filter((m) => /provider key/.test(m.subject ?? ""))).toHaveLength(1);
  });
});
