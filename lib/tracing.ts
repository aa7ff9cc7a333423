import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from "@opentelemetry/api";
import { env, type Env } from "@/lib/env";

/**
 * OpenTelemetry tracing (docs/operations.md#tracing, ADR 041). Off unless OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: then instrumentation.ts calls startTracing() before anything else
 * loads, spans go to that OTLP/HTTP endpoint (JSON) in batches, named by OTEL_SERVICE_NAME (default "promptly").
 * Off, every helper here is one boolean test: no span objects, no context switches, no header.
 *
 * Spans carry ids, routes, statuses, counts and model names; never bodies, prompts, headers or secrets.
 */

type Shared = { on: boolean; shutdown?: () => Promise<void>; flush?: () => Promise<void> };
// One per process, on globalThis: this module is bundled into several server chunks.
const shared = ((globalThis as Record<string, unknown>).__promptlyTracing ??= { on: false }) as Shared;

const TRACER = "promptly";

/** Whether spans are being recorded (OTEL_EXPORTER_OTLP_ENDPOINT set at start-up). */
export function tracingOn(): boolean {
  return shared.on;
}

export type TracingSettings = { tracesUrl: string; serviceName: string };

/** Where spans go, or null when tracing stays off (no OTLP endpoint set, or OTEL_SDK_DISABLED). */
export function tracingSettings(
  e: Pick<Env, "OTEL_EXPORTER_OTLP_ENDPOINT" | "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT" | "OTEL_SERVICE_NAME" | "OTEL_SDK_DISABLED">,
): TracingSettings | null {
  if (e.OTEL_SDK_DISABLED) return null;
  const tracesUrl =
    e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (e.OTEL_EXPORTER_OTLP_ENDPOINT && `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, "")}/v1/traces`);
  return tracesUrl ? { tracesUrl, serviceName: e.OTEL_SERVICE_NAME } : null;
}

/**
 * Starts the tracer provider when the OTLP settings are present; returns whether it did. The SDK is loaded only
 * then (a dynamic import), so a server without the settings never loads it. The exporter still reads
 * OTEL_EXPORTER_OTLP_HEADERS and OTEL_EXPORTER_OTLP_TIMEOUT itself (a vendor's API key stays out of lib/env.ts).
 */
export async function startTracing(settings: TracingSettings | null = tracingSettings(env())): Promise<boolean> {
  if (!settings || shared.on) return shared.on;
  const [
    { NodeTracerProvider },
    { BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { registerInstrumentations },
    prisma,
  ] = await Promise.all([
    import("@opentelemetry/sdk-trace-node"),
    import("@opentelemetry/sdk-trace-base"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/resources"),
    import("@opentelemetry/instrumentation"),
    import("@prisma/instrumentation"),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": settings.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.tracesUrl }), { scheduledDelayMillis: 1000 })],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context propagator, as the process-wide defaults.
  provider.register();
  // Prisma's own spans: each client operation and the SQL statements it sends (db.query.text, no values).
  registerInstrumentations({ tracerProvider: provider, instrumentations: [new prisma.PrismaInstrumentation()] });
  shared.on = true;
  shared.flush = () => provider.forceFlush();
  shared.shutdown = () => provider.shutdown();
  return true;
}

/** Sends the spans still buffered (graceful shutdown, tests). */
export async function flushTracing(): Promise<void> {
  await shared.flush?.();
}

/** Flushes and stops the provider (graceful shutdown). */
export async function stopTracing(): Promise<void> {
  if (!shared.on) return;
  shared.on = false;
  await shared.shutdown?.().catch(() => {});
}

export type SpanOptions = {
  kind?: "server" | "client" | "consumer" | "internal";
  /** A W3C traceparent to continue (an incoming header, or the one stored on a job row). */
  parent?: string | null;
};

const KINDS = { server: SpanKind.SERVER, client: SpanKind.CLIENT, consumer: SpanKind.CONSUMER, internal: SpanKind.INTERNAL };

/** The context a traceparent names, or the active one when it names none (or is malformed). */
function parentContext(traceparent: string | null | undefined): Context {
  if (!traceparent) return context.active();
  const extracted = propagation.extract(ROOT_CONTEXT, { traceparent });
  return trace.getSpanContext(extracted) ? extracted : context.active();
}

/**
 * Runs `fn` inside a span (the active one while it runs, so database and outbound spans nest under it). A throw
 * marks the span failed with the error's name (not its message, which may quote input) and is rethrown.
 * Tracing off: calls `fn(undefined)` and nothing else.
 */
export function withSpan<T>(
  name: string,
  attributes: Attributes,
  fn: (span: Span | undefined) => Promise<T>,
  opts: SpanOptions = {},
): Promise<T> {
  if (!shared.on) return fn(undefined);
  const tracer = trace.getTracer(TRACER);
  return tracer.startActiveSpan(name, { kind: KINDS[opts.kind ?? "internal"], attributes }, parentContext(opts.parent), async (span) => {
    try {
      return await fn(span);
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.name : "error" });
      throw err;
    } finally {
      span.end();
    }
  });
}

/** Marks a span failed (a 5xx answer, a failed delivery) without an exception. */
export function markSpanFailed(span: Span | undefined, message: string): void {
  span?.setStatus({ code: SpanStatusCode.ERROR, message });
}

/** The W3C traceparent of the active span, or null (tracing off, or no span): stored on job rows, sent to receivers. */
export function currentTraceparent(): string | null {
  if (!shared.on) return null;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** The trace id of the active span (log lines), or undefined. */
export function currentTraceId(): string | undefined {
  if (!shared.on) return undefined;
  return trace.getActiveSpan()?.spanContext().traceId;
}

/**
 * Starts a span that is not made active (a streamed call, which yields between its parts): the caller ends it.
 * Tracing off: undefined, and every `span?.` call after it is skipped.
 */
export function startSpan(name: string, attributes: Attributes, opts: SpanOptions = {}): Span | undefined {
  if (!shared.on) return undefined;
  return trace.getTracer(TRACER).startSpan(name, { kind: KINDS[opts.kind ?? "internal"], attributes }, parentContext(opts.parent));
}
