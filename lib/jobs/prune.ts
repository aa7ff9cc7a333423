import { db } from "@/lib/db/client";

const RETENTION_MS = 14 * 86_400_000;

export async function pruneFinishedJobs(now = new Date()): Promise<{ deleted: number }> {
  const client = await db();
  const { count } = await client.job.deleteMany({
    where: { status: { in: ["SUCCEEDED", "FAILED", "HANDED_OFF"] }, updatedAt: { lt: new Date(now.getTime() - RETENTION_MS) } },
  });
  return { deleted: count };
}
