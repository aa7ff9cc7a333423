import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";

const withCode = (message: string, code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe("isDatabaseUnavailable", () => {
  it("recognises a server that is down, restarting or out of connections, in every shape it arrives in", () => {
    // node-postgres: a refused connect (IPv4 and IPv6 together), a server shutting down, a cut connection, the pool's wait.
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5999", "ECONNREFUSED", { syscall: "connect" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new AggregateError([withCode("refused", "ECONNREFUSED")]), { code: undefined }))).toBe(true);
    expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    // Prisma around the driver adapter: a known code, or the adapter's error kept in meta, or the raw-query message.
    expect(isDatabaseUnavailable(withCode("Can't reach database server at 127.0.0.1:5999", "P1001"))).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error("x"), {
          code: "P2010",
          meta: { driverAdapterError: { cause: { kind: "postgres", originalCode: "57P01" } } },
        }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { cause: { kind: "ConnectionClosed" } }))).toBe(true);
    expect(isDatabaseUnavailable(withCode("Transaction API error: A query cannot be executed on an expired transaction", "P2028"))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error("Raw query failed. Code: `57P03`. Message: `the database system is shutting down`"))).toBe(true);
  });

  it("leaves faults of the request or the code alone", () => {
    expect(isDatabaseUnavailable(withCode("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("Unique constraint failed", "P2002"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("syntax error at or near", "42601"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable("a string")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe("isDatabaseDiskFull", () => {
  it("recognises disk_full (53100) from PostgreSQL and PGlite, directly or inside Prisma's errors, and nothing else", async () => {
    const { isDatabaseDiskFull } = await import("@/lib/db/unavailable");
    expect(isDatabaseDiskFull(withCode('could not extend file "base/5/16385_fsm": No space left on device', "53100"))).toBe(true);
    expect(
      isDatabaseDiskFull(
        Object.assign(new Error("x"), {
          code: "P2010",
          meta: { driverAdapterError: { cause: { kind: "postgres", originalCode: "53100" } } },
        }),
      ),
    ).toBe(true);
    expect(isDatabaseDiskFull(new Error("Raw query failed. Code: `53100`. Message: `could not extend file`"))).toBe(true);
    expect(isDatabaseDiskFull(withCode("connect ECONNREFUSED 127.0.0.1:5999", "ECONNREFUSED"))).toBe(false);
    expect(isDatabaseDiskFull(withCode("duplicate key value violates unique constraint", "23505"))).toBe(false);
  });
});
