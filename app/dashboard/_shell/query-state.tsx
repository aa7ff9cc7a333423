"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** A client-side query's three states in one place: skeleton rows, the cause in words with a retry, or the content. */
export function QueryState<T>({
  query,
  what,
  children,
  rows = 4,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
  rows?: number;
}) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading ${what}`} className="space-y-2">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className="h-11" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>
          Could not load {what}: {query.error.message}
        </span>
        <Button variant="outline" size="sm" onClick={() => query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
