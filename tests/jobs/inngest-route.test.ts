import { expect, it } from "vitest";
import { rawFetch } from "../support/http";

it("/api/inngest answers 404 in the envelope when no Inngest server is configured (jobs run in-process)", async () => {
  for (const method of ["GET", "POST", "PUT"]) {
    const res = await rawFetch("/api/inngest", { method, headers: { "x-request-id": `inngest-${method}` } });
    expect(res.status, method).toBe(404);
    const body = await res.json();
    expect(body.error, method).toMatchObject({ code: "NOT_FOUND", details: { requestId: `inngest-${method}` } });
  }
});
