type Signal = { listener?: () => void };
// Shared by every bundle in the process: emitEvent runs in route chunks, the relay is started at server start.
const signal = ((globalThis as Record<string, unknown>).__marketplaceOutbox ??= {}) as Signal;

/** Tells the outbox relay an event was written; it looks shortly after, once the writer's transaction has committed. */
export function nudgeOutbox(): void {
  signal.listener?.();
}

export function onOutboxNudge(listener: (() => void) | undefined): void {
  signal.listener = listener;
}
