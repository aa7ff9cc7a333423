import { describe, expect, it } from "vitest";
import { metricsAccess } from "@/lib/ops/scrape";

describe("metricsAccess", () => {
  const token = "a-metrics-token-of-some-length";
  it("is disabled without a token configured, whatever the caller sends", () => {
    expect(metricsAccess(null, undefined)).toBe("disabled");
    expect(metricsAccess(`Bearer ${token}`, undefined)).toBe("disabled");
  });
  it("allows the exact bearer token only", () => {
    expect(metricsAccess(`Bearer ${token}`, token)).toBe("allowed");
    expect(metricsAccess(`bearer ${token}`, token)).toBe("allowed");
    expect(metricsAccess(null, token)).toBe("denied");
    expect(metricsAccess(token, token)).toBe("denied");
    expect(metricsAccess(`Bearer ${token}x`, token)).toBe("denied");
    expect(metricsAccess(`Bearer ${token.slice(0, -1)}`, token)).toBe("denied");
    expect(metricsAccess("Bearer ", token)).toBe("denied");
  });
});
