import { setTimeout as sleep } from "node:timers/promises";
import { safePost } from "@/lib/net/safe-http";
import { signedHeaders } from "@/lib/webhooks/signature";

/** An event as GET /api/v1/events returns it: the envelope receivers get (docs/webhooks.md#event-types). */
export type ListedEvent = { id: string; type: string; created: string; data: unknown };

export type ForwardResult = {
  event: ListedEvent;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
};

export type ListenOptions = {
  /** Where the API is, without /api/v1 (e.g. http://localhost:3000). */
  baseUrl: string;
  apiKey: string;
  /** The local receiver, e.g. http://localhost:4000/hook. */
  forwardTo: string;
  /** Signs the forwarded deliveries (both header sets), as an endpoint secret would. */
  secret: string;
  intervalMs: number;
  signal: AbortSignal;
  onReady?: (info: { since: string | null }) => void;
  onForward: (result: ForwardResult) => void;
  onWait?: (info: { reason: string; seconds: number }) => void;
};

const PAGE_SIZE = 100;
// One poll reads at most this many pages; a backlog larger than that is picked up by the next polls.
const MAX_PAGES_PER_POLL = 10;
const SEEN_KEPT = 5_000;
// An event's time is set before its transaction commits, so one may appear after a newer one: each poll looks this
// far back from the newest event forwarded, and the ids already forwarded are skipped.
const LOOKBACK_MS = 10_000;

export class ListenError extends Error {}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Where the marketplace runs: the API key travels to it in a header, so plain http:// only to this machine (a
 * development server); any other host must be https://. Returns the problem, or null when the URL is fine.
 */
export function baseUrlProblem(url: string): string | null {
  if (!URL.canParse(url)) return `--base-url must be a URL, got "${url}"`;
  const u = new URL(url);
  if (u.protocol === "https:") return null;
  if (u.protocol === "http:" && LOOPBACK.test(u.hostname)) return null;
  if (u.protocol === "http:")
    return `--base-url must use https:// for a remote server (the API key would cross the network in the clear): "${url}"`;
  return `--base-url must be an http:// or https:// URL, got "${url}"`;
}

type Page = { events: ListedEvent[]; total: number } | { retryAfterSeconds: number };

async function fetchPage(o: ListenOptions, query: Record<string, string>): Promise<Page> {
  const url = new URL("/api/v1/events", o.baseUrl);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { authorization: `Bearer ${o.apiKey}` }, signal: o.signal });
  if (res.status === 429) return { retryAfterSeconds: Number(res.headers.get("retry-after")) || 10 };
  const body = (await res.json().catch(() => null)) as {
    data?: ListedEvent[];
    meta?: { total: number };
    error?: { code: string; message: string };
  } | null;
  if (!res.ok || !body?.data) {
    throw new ListenError(body?.error ? `${body.error.message} (${body.error.code})` : `The events API answered HTTP ${res.status}`);
  }
  return { events: body.data, total: body.meta?.total ?? body.data.length };
}

/** Remembers forwarded event ids so the overlap of `since` (inclusive) and shifting pages never forwards twice. */
class Seen {
  private ids = new Set<string>();
  has = (id: string) => this.ids.has(id);
  add(id: string) {
    this.ids.add(id);
    if (this.ids.size > SEEN_KEPT) this.ids.delete(this.ids.values().next().value!);
  }
}

/** POSTs one event to the local receiver, signed like a real delivery (attempt 1). Never throws. */
export async function forwardEvent(event: ListedEvent, forwardTo: string, secret: string): Promise<ForwardResult> {
  // The listing parses the stored payload; stringifying it again gives back the same bytes receivers would get.
  const rawBody = JSON.stringify(event);
  const headers = signedHeaders({ secret, eventId: event.id, rawBody, attempt: 1 });
  // The developer's own machine is the point here, so private addresses and http:// are allowed.
  const sent = await safePost(forwardTo, { headers, body: rawBody, allowPrivate: true });
  return { event, statusCode: sent.statusCode, durationMs: sent.durationMs, error: sent.error };
}

/**
 * Follows the account's events through the events API and forwards each new one, oldest first, until `signal`
 * aborts. Starts after the newest event that exists now (like `stripe listen`), so only new events are sent.
 */
export async function listenForEvents(o: ListenOptions): Promise<void> {
  const seen = new Seen();
  let newest: string | null = null;
  const since = (): Record<string, string> => (newest ? { since: new Date(Date.parse(newest) - LOOKBACK_MS).toISOString() } : {});
  const waitOut = async (seconds: number, reason: string) => {
    o.onWait?.({ reason, seconds });
    await sleep(seconds * 1000, undefined, { signal: o.signal }).catch(() => {});
  };

  // The events not yet seen since shortly before the newest one; `limited` if the API asked to slow down.
  const collect = async (): Promise<{ fresh: ListedEvent[]; limited: number }> => {
    const fresh: ListedEvent[] = [];
    for (let page = 1; page <= MAX_PAGES_PER_POLL; page++) {
      const got = await fetchPage(o, { limit: String(PAGE_SIZE), page: String(page), ...since() });
      if ("retryAfterSeconds" in got) return { fresh, limited: got.retryAfterSeconds };
      fresh.push(...got.events.filter((e) => !seen.has(e.id)));
      if (page * PAGE_SIZE >= got.total) break;
    }
    // The listing is newest first; forward in the order the events happened.
    return { fresh: fresh.sort((a, b) => a.created.localeCompare(b.created)), limited: 0 };
  };

  // Start after the newest event, and count the ones shortly before it (inside the look-back) as already seen.
  for (;;) {
    const first = await fetchPage(o, { limit: "1" });
    let limited = "retryAfterSeconds" in first ? first.retryAfterSeconds : 0;
    if (!("retryAfterSeconds" in first) && first.events[0]) {
      newest = first.events[0].created;
      seen.add(first.events[0].id);
      const before = await collect();
      before.fresh.forEach((e) => seen.add(e.id));
      limited = before.limited;
    }
    if (!limited) break;
    await waitOut(limited, "rate limited");
    if (o.signal.aborted) return;
  }
  o.onReady?.({ since: newest });

  while (!o.signal.aborted) {
    const { fresh, limited } = await collect();
    for (const event of fresh) {
      if (seen.has(event.id)) continue;
      seen.add(event.id);
      o.onForward(await forwardEvent(event, o.forwardTo, o.secret));
      if (!newest || event.created > newest) newest = event.created;
    }
    if (limited) await waitOut(limited, "rate limited");
    else await sleep(o.intervalMs, undefined, { signal: o.signal }).catch(() => {});
  }
}
