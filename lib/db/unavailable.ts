/**
 * Whether a thrown value means "the database cannot be reached right now" (PostgreSQL down, restarting, refusing
 * connections, or the pool out of connections for DATABASE_CONNECT_TIMEOUT_MS) rather than a fault of the request
 * or the code. The /v1 wrapper answers these 503 SERVICE_UNAVAILABLE with Retry-After (docs/operations.md#postgresql-restarts),
 * never 500. The same condition arrives in several shapes: node-postgres errors (from `preparedQuery`,
 * `rawTransaction`, the pool), the driver adapter's `DriverAdapterError`, and Prisma's errors around them.
 */

/** SQLSTATE classes and codes of a server that is going away, starting up or full. */
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01", // admin_shutdown: terminating connection due to administrator command
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: the database system is starting up / shutting down / in recovery
  "53300", // too_many_connections
  "08000",
  "08001",
  "08003",
  "08004",
  "08006", // connection_exception and its kinds
]);
/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "ENOTFOUND"]);
/** Prisma's codes for the same: not reachable, timed out, connection closed, pool timeout, too many connections, and
 * an interactive transaction that could not start or expired while waiting (P2028: the database overloaded). */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028", "P2037"]);
/** The driver adapter's kinds (Prisma maps them to the codes above, or passes `postgres` ones through). */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/** Messages that carry no code: pg-pool's wait for a connection, a connection cut mid-query, a closed pool. */
const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Can't reach database server/i,
  /Server has closed the connection/i,
  /Client has encountered a connection error and is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)/i,
  /terminating connection due to administrator command/i,
  /Code: `(57P0[123]|08\d\d\d|53300)`/,
];

/**
 * Whether `matches` holds for the thrown value or any error inside it: a cause, the adapter error Prisma keeps in
 * meta, an AggregateError's errors (a refused IPv4 + IPv6 connect). At most 20 errors are looked at.
 */
function someErrorInChain(err: unknown, matches: (o: Record<string, unknown>) => boolean): boolean {
  const seen = new Set<unknown>();
  const stack: unknown[] = [err];
  while (stack.length) {
    const e = stack.pop();
    if (!e || typeof e !== "object" || seen.has(e) || seen.size > 20) continue;
    seen.add(e);
    const o = e as Record<string, unknown>;
    if (matches(o)) return true;
    stack.push(o.cause);
    const meta = o.meta as Record<string, unknown> | undefined;
    if (meta && typeof meta === "object") stack.push(meta.driverAdapterError, meta.cause);
    if (Array.isArray(o.errors)) stack.push(...o.errors);
  }
  return false;
}

const CODE_FIELDS = ["code", "errorCode", "originalCode"] as const;

export function isDatabaseUnavailable(err: unknown): boolean {
  return someErrorInChain(err, (o) => {
    for (const field of CODE_FIELDS) {
      const code = o[field];
      if (typeof code === "string" && (UNAVAILABLE_SQLSTATES.has(code) || SOCKET_CODES.has(code) || PRISMA_CODES.has(code))) return true;
    }
    if (typeof o.kind === "string" && ADAPTER_KINDS.has(o.kind)) return true;
    return typeof o.message === "string" && MESSAGES.some((m) => m.test(o.message as string));
  });
}

/** What a 503 for an unreachable database tells clients to wait before retrying (the Retry-After header). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * Whether a thrown value is the database refusing a write because its disk is full (SQLSTATE 53100 `disk_full`:
 * "could not extend file …: No space left on device"), on PostgreSQL or the embedded PGlite alike. Reads keep
 * working meanwhile; the /v1 wrapper answers 503 SERVICE_UNAVAILABLE saying so (docs/operations.md#disk-full).
 */
export function isDatabaseDiskFull(err: unknown): boolean {
  return someErrorInChain(
    err,
    (o) =>
      CODE_FIELDS.some((field) => o[field] === "53100") ||
      (typeof o.message === "string" && /Code: `53100`|could not (extend|write to) file.*No space left on device/i.test(o.message)),
  );
}

/** What a 503 for a database whose disk is full tells clients to wait: an operator has to free space first. */
export const DISK_FULL_RETRY_AFTER_SECONDS = 60;
