import { db } from "@/lib/db/client";

/** Every row of every table in the public schema, as text, that contains `needle`. */
export async function findInDatabase(needle: string): Promise<string[]> {
  const client = await db();
  const tables = await client.$queryRawUnsafe<{ table_name: string }[]>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  const hits: string[] = [];
  for (const { table_name } of tables) {
    const rows = await client.$queryRawUnsafe<{ row: string }[]>(
      `SELECT t::text AS row FROM "${table_name}" t WHERE position($1 in t::text) > 0`,
      needle,
    );
    hits.push(...rows.map((r) => `${table_name}: ${r.row.slice(0, 200)}`));
  }
  return hits;
}

/** Collects what the process writes to stdout and stderr (our structured logs) until stopped. */
export function captureOutput() {
  const chunks: string[] = [];
  const original = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
  const tap = (orig: typeof original.out) =>
    ((chunk: unknown, ...rest: unknown[]) => {
      chunks.push(typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString());
      return (orig as (...a: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof process.stdout.write;
  process.stdout.write = tap(original.out);
  process.stderr.write = tap(original.err);
  return {
    text: () => chunks.join(""),
    stop() {
      process.stdout.write = original.out;
      process.stderr.write = original.err;
    },
  };
}
