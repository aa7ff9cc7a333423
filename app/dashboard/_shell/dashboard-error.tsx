"use client";

import { AlertTriangleIcon } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";

/**
 * The error boundary of every dashboard segment: says what happened in plain words and offers a retry
 * (re-renders the segment) and a way back. The digest lets support find the server log line.
 */
export function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-xl border bg-card p-6 text-center shadow-sm sm:p-8">
      <AlertTriangleIcon className="mx-auto size-8 text-warning-text" aria-hidden />
      <h1 className="mt-3 text-xl font-semibold">This page could not load</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Something went wrong on our side while loading it. Your data is safe; trying again usually works.
        {error.digest && <span className="mt-1 block text-xs text-muted-foreground">Reference: {error.digest}</span>}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <Button onClick={reset}>Try again</Button>
        <Button variant="outline" asChild>
          <Link href="/dashboard">Go to the overview</Link>
        </Button>
      </div>
    </div>
  );
}
