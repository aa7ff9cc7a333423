import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { flushTracing, startTracing, stopTracing, tracingOn } from "@/lib/tracing";
import { buy, makeBuyer, makeProduct } from "../commerce/helpers";
import { makeUser } from "../support/factories";
import { startReceiver, waitUntil } from "../webhooks/support/receiver";
import { addEndpoint } from "../webhooks/support/webhooks";

/**
 * Tracing end to end (issue 32 part 1, ADR 041): the app serves this process, tracing is started here as
 * instrumentation.ts starts it with OTEL_EXPORTER_OTLP_ENDPOINT set, and the spans are sent to a real OTLP/HTTP
 * receiver started by this test, which decodes the JSON export (ExportTraceServiceRequest) as a collector would.
 */

type Attr = { key: string; value: Record<string, unknown> };
type RawSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Attr[];
  links?: unknown[];
};
type Decoded = {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attrs: Record<string, unknown>;
  service: string;
};

// The JSON exporter writes ids as hex; a protobuf-JSON encoder would write base64. Both decode to hex here.
const hex = (id: string | undefined) => (!id ? "" : /^[0-9a-f]+$/.test(id) ? id : Buffer.from(id, "base64").toString("hex"));
const value = (v: Record<string, unknown>) =>
  v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? v.doubleValue));

const received: Decoded[] = [];
const bodies: string[] = [];
let collector: http.Server;

function startCollector(): Promise<string> {
  collector = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      if (req.url === "/v1/traces" && req.headers["content-type"]?.includes("json")) {
        bodies.push(text);
        const body = JSON.parse(text) as {
          resourceSpans: { resource: { attributes: Attr[] }; scopeSpans: { spans: RawSpan[] }[] }[];
        };
        for (const rs of body.resourceSpans) {
          const service = String(value(rs.resource.attributes.find((a) => a.key === "service.name")!.value));
          for (const ss of rs.scopeSpans)
            for (const s of ss.spans)
              received.push({
                traceId: hex(s.traceId),
                spanId: hex(s.spanId),
                parentSpanId: hex(s.parentSpanId),
                name: s.name,
                kind: s.kind,
                attrs: Object.fromEntries((s.attributes ?? []).map((a) => [a.key, value(a.value)])),
                service,
              });
        }
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  return new Promise((resolve) =>
    collector.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(collector.address() as AddressInfo).port}`)),
  );
}

const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
beforeAll(async () => {
  // As instrumentation.ts does with OTEL_EXPORTER_OTLP_ENDPOINT=<collector> and OTEL_SERVICE_NAME=promptly-test.
  const url = await startCollector();
  expect(await startTracing({ tracesUrl: `${url}/v1/traces`, serviceName: "promptly-test" })).toBe(true);
});

afterAll(async () => {
  await stopTracing();
  await Promise.all(receivers.map((r) => r.close()));
  await new Promise((r) => collector.close(r));
});

/** The spans of one trace, once `done` holds for them (flushing between looks). */
async function traceOf(traceId: string, done: (spans: Decoded[]) => boolean): Promise<Decoded[]> {
  return waitUntil(async () => {
    await flushTracing();
    const spans = received.filter((s) => s.traceId === traceId);
    return done(spans) && spans;
  }, 15_000);
}

describe("OpenTelemetry tracing to an OTLP/HTTP collector", () => {
  it("follows one purchase from its request through its SQL to the webhook delivery it caused, and hands the receiver the traceparent", async () => {
    expect(tracingOn()).toBe(true);
    const buyer = await makeBuyer();
    const seller = await makeUser({ name: "Seller" });
    const product = await makeProduct(seller.id);
    const receiver = await startReceiver();
    receivers.push(receiver);
    const ep = await addEndpoint(buyer.key, receiver.url, ["purchase.completed"]);
    receiver.setSecret(ep.secret);

    const bought = await buy(buyer.key, product.id);
    expect(bought.status).toBe(201);
    const requestId = bought.headers.get("x-request-id")!;
    const [got] = await receiver.waitFor(1);
    expect(got.verified).toBe(true);

    // The receiver was handed a W3C traceparent: version 00, the trace id, the delivering span's id, sampled.
    const traceparent = String(got.headers.traceparent);
    expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const [, traceId, postSpanId] = traceparent.split("-");

    const spans = await traceOf(
      traceId,
      (s) =>
        s.some((x) => x.name === "POST /purchases") && s.some((x) => x.spanId === postSpanId) && s.some((x) => x.name.startsWith("job ")),
    );
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const ancestors = (s: Decoded) => {
      const out: Decoded[] = [];
      for (let p = byId.get(s.parentSpanId); p; p = byId.get(p.parentSpanId)) out.push(p);
      return out;
    };

    // The request: a server span with the route template, status, request id and account.
    const request = spans.find((s) => s.name === "POST /purchases")!;
    expect(request.kind).toBe(2); // SERVER
    expect(request.service).toBe("promptly-test");
    expect(request.attrs).toMatchObject({
      "http.request.method": "POST",
      "http.route": "/purchases",
      "http.response.status_code": 201,
      "promptly.request_id": requestId,
      "promptly.account_id": buyer.id,
    });

    // Its database work: Prisma's spans, with SQL statements, under the request's span.
    const dbSpans = spans.filter((s) => s.name.startsWith("prisma:") || s.name === "pg.query");
    expect(dbSpans.length).toBeGreaterThan(0);
    expect(dbSpans.some((s) => typeof s.attrs["db.query.text"] === "string" && /INSERT INTO/i.test(String(s.attrs["db.query.text"])))).toBe(
      true,
    );
    expect(dbSpans.some((s) => ancestors(s).includes(request))).toBe(true);

    // The delivery: its job run (continued from the traceparent stored on the job row) under the request, the
    // step under the run, and the POST to the receiver under the step, with the receiver's status.
    const post = byId.get(postSpanId)!;
    expect(post.name).toBe("webhook POST");
    expect(post.kind).toBe(3); // CLIENT
    expect(post.attrs).toMatchObject({
      "http.response.status_code": 200,
      "promptly.webhook.endpoint_id": ep.id,
      "promptly.webhook.event_type": "purchase.completed",
      "promptly.webhook.attempt": 1,
    });
    const chain = ancestors(post);
    const run = chain.find((s) => s.name.startsWith("job "))!;
    expect(run).toBeDefined();
    expect(run.kind).toBe(5); // CONSUMER
    expect(chain.some((s) => s.name.startsWith("step "))).toBe(true);
    expect(chain).toContain(request);

    // The job row carries the request's trace (the outbox link).
    const job = await (await db()).job.findUniqueOrThrow({ where: { id: String(run.attrs["promptly.job.id"]) } });
    expect(job.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));

    // Never bodies or secrets: not the API key, the endpoint's signing secret, or the event body sent.
    const everything = bodies.join("\n");
    expect(everything).not.toContain(buyer.key);
    expect(everything).not.toContain(ep.secret);
    expect(everything).not.toContain(got.rawBody);
    expect(everything).not.toContain(got.headers["x-service-signature"] as string);
  });

  it("continues a caller's traceparent on the request span", async () => {
    const u = await makeUser();
    const callerTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const res = await fetchV1("/me", u.key, `00-${callerTrace}-00f067aa0ba902b7-01`);
    expect(res.status).toBe(200);
    const spans = await traceOf(callerTrace, (s) => s.some((x) => x.name === "GET /me"));
    const span = spans.find((x) => x.name === "GET /me")!;
    expect(span.attrs["http.response.status_code"]).toBe(200);
    expect(span.attrs["promptly.account_id"]).toBe(u.id);
  });
});

async function fetchV1(path: string, key: string, traceparent: string) {
  const { baseUrl } = await import("../support/server");
  return fetch(`${await baseUrl()}/api/v1${path}`, { headers: { authorization: `Bearer ${key}`, traceparent } });
}
