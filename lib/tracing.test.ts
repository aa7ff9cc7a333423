import { describe, expect, it } from "vitest";
import { currentTraceId, currentTraceparent, startSpan, tracingOn, tracingSettings, withSpan } from "@/lib/tracing";

describe("tracing settings and the off path", () => {
  it("stays off without an OTLP endpoint, or with OTEL_SDK_DISABLED", () => {
    const base = { OTEL_SERVICE_NAME: "promptly", OTEL_SDK_DISABLED: false };
    expect(tracingSettings(base)).toBeNull();
    expect(tracingSettings({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318", OTEL_SDK_DISABLED: true })).toBeNull();
    expect(tracingSettings({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: "http://c:4318/" })).toEqual({
      tracesUrl: "http://c:4318/v1/traces",
      serviceName: "promptly",
    });
    expect(tracingSettings({ ...base, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://t/traces", OTEL_SERVICE_NAME: "eu" })).toEqual({
      tracesUrl: "http://t/traces",
      serviceName: "eu",
    });
  });

  it("off, the hooks call straight through and produce nothing", async () => {
    expect(tracingOn()).toBe(false);
    expect(await withSpan("x", {}, async (span) => (span === undefined ? "through" : "span"))).toBe("through");
    expect(startSpan("x", {})).toBeUndefined();
    expect(currentTraceparent()).toBeNull();
    expect(currentTraceId()).toBeUndefined();
  });
});
