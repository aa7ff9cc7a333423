import type { JobDefinition } from "@/lib/jobs/define";

/** Every background job: served to Inngest by app/api/inngest/route.ts, or run by the in-process runner. */
export const JOBS: JobDefinition<any>[] = [];
