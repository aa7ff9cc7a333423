/**
 * Turns many concurrent single calls into few batch calls: calls made while a batch is being written wait and go
 * together in the next one (at most `max` each). Idle, a call waits only for the current macrotask to end.
 * Hand-rolled (about 30 lines) because no batching library is installed and this one needs no timers.
 */
export function coalesce<I, O>(flush: (items: I[]) => Promise<O[]>, max = 500): (item: I) => Promise<O> {
  type Waiting = { item: I; resolve: (o: O) => void; reject: (e: unknown) => void };
  let queue: Waiting[] = [];
  let flushing = false;

  const drain = async () => {
    flushing = true;
    while (queue.length) {
      const batch = queue.slice(0, max);
      queue = queue.slice(batch.length);
      try {
        const out = await flush(batch.map((w) => w.item));
        batch.forEach((w, i) => w.resolve(out[i]));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    flushing = false;
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!flushing) {
        flushing = true;
        setImmediate(() => void drain());
      }
    });
}
