import { serve } from "inngest/next";
import { inngest, toInngestFunction } from "@/lib/jobs/inngest";
import { JOBS } from "@/inngest/registry";

// Inngest (dev server or cloud) calls this to discover and run our functions; unused by the in-process runner.
export const { GET, POST, PUT } = serve({ client: inngest, functions: JOBS.map(toInngestFunction) });
