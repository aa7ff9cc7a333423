import { serve } from "inngest/next";
import { errorResponse } from "@/lib/api/envelope";
import { requestIdOf } from "@/lib/api/request-id";
import { AppError } from "@/lib/errors";
import { INNGEST_MAX_BODY_BYTES, withBodyCap } from "@/lib/api/body-cap";
import { inngest, toInngestFunction } from "@/lib/jobs/inngest";
import { runnerKind } from "@/lib/jobs/runner-kind";
import { JOBS } from "@/inngest/registry";

// Inngest (dev server or cloud) calls this to discover and run our functions. Without any Inngest variable set the
// in-process runner runs the jobs and nothing is served here: 404, rather than serve()'s 500 about a missing key.
const served = serve({ client: inngest, functions: JOBS.map(toInngestFunction) });

type Handler = typeof served.GET;
// serve() reads the body whole: it is read first through the counted stream, 413 past Inngest's 32 MB run state.
const whenConfigured =
  (handler: Handler): Handler =>
  (req, ctx) =>
    runnerKind() === "inngest"
      ? withBodyCap(INNGEST_MAX_BODY_BYTES, handler)(req, ctx)
      : Promise.resolve(errorResponse(new AppError("NOT_FOUND", "No Inngest server is configured: jobs run in-process"), requestIdOf(req)));

export const GET = whenConfigured(served.GET);
export const POST = whenConfigured(served.POST);
export const PUT = whenConfigured(served.PUT);
