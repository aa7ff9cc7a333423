import { AsyncLocalStorage } from "node:async_hooks";
import type { ServerEvent, ServerEventBus } from "@modelcontextprotocol/server";
import { listen, notifyOnCommit, type DbTx } from "@/lib/db/client";

// List-changed notifications of /api/mcp (docs/mcp.md#list-changed-notifications, ADR 044). A 2026-07-28 client
// opens a `subscriptions/listen` stream; the SDK's listen router holds it and asks this bus for events. Purchases
// and refunds NOTIFY the buyer's id in their own transaction, so any app instance holding one of that buyer's
// streams hears it once the change commits, and nobody else's streams do.

const CHANNEL = "mcp_lists_changed";

/** Whose request is being served: the bus files a stream opened during it under this user. */
const serving = new AsyncLocalStorage<{ userId: string }>();

/** Runs `fn` (one /api/mcp request) as `userId`'s, so a listen stream it opens hears only that user's changes. */
export const asMcpCaller = <T>(userId: string, fn: () => T): T => serving.run({ userId }, fn);

/**
 * Inside the transaction that starts or ends a buyer's access to a product (a purchase, a refund, a dispute): the
 * buyer's prompts, resources and workflow tools change when it commits.
 */
export async function mcpListsChanged(tx: DbTx, buyerId: string): Promise<void> {
  await notifyOnCommit(tx, CHANNEL, buyerId);
}

/** What a purchase or refund changes: the prompts, the files (resources) and the run_workflow_… tools. */
const CHANGED: ServerEvent[] = [{ kind: "prompts_list_changed" }, { kind: "resources_list_changed" }, { kind: "tools_list_changed" }];

type Deliver = (event: ServerEvent) => void;

/** The SDK's ServerEventBus, with each listener filed under the user whose request opened its stream. */
export class McpChangeBus implements ServerEventBus {
  private readonly byUser = new Map<string, Set<Deliver>>();
  private stopListening?: () => void;

  /** An event for every open stream (the SDK's `notify` sugar; this app sends per user, through `changed`). */
  publish(event: ServerEvent): void {
    for (const listeners of this.byUser.values()) for (const l of listeners) l(event);
  }

  subscribe(listener: Deliver): () => void {
    const who = serving.getStore();
    // A stream opened outside an authenticated request hears nothing.
    if (!who) return () => {};
    let set = this.byUser.get(who.userId);
    if (!set) this.byUser.set(who.userId, (set = new Set()));
    set.add(listener);
    this.stopListening ??= listen(CHANNEL, (userId) => this.changed(userId));
    let live = true;
    return () => {
      if (!live) return;
      live = false;
      set.delete(listener);
      if (set.size === 0) this.byUser.delete(who.userId);
      if (this.byUser.size === 0) {
        this.stopListening?.();
        this.stopListening = undefined;
      }
    };
  }

  /** `userId`'s lists changed: each of their open streams gets the notifications it subscribed to. */
  changed(userId: string): void {
    for (const l of this.byUser.get(userId) ?? []) for (const event of CHANGED) l(event);
  }

  /** Open streams of this process (tests). */
  get openStreams(): number {
    let n = 0;
    for (const s of this.byUser.values()) n += s.size;
    return n;
  }
}
