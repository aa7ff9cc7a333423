import type { ReactNode } from "react";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

type QueryState = { isPending: boolean; isError: boolean };

/** A titled card with the loading state every analytics section shares (errors show once, above the sections). */
export function Section({
  title,
  description,
  action,
  query,
  children,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  query: QueryState;
  children: ReactNode;
}) {
  return (
    <Card aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        {action && <CardAction>{action}</CardAction>}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div role="status" aria-label={`Loading ${title.toLowerCase()}`}>
            <Skeleton className="h-40" />
          </div>
        ) : query.isError ? null : (
          children
        )}
      </CardContent>
    </Card>
  );
}

export function Empty({ children = "Nothing in this range yet." }: { children?: ReactNode }) {
  return <p className="rounded-md border border-dashed border-input p-6 text-center text-sm text-muted-foreground">{children}</p>;
}

export function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-subtle p-3">
      <div className="text-xs font-medium text-muted-foreground">{label}</div>
      <div className="truncate text-lg font-semibold tabular-nums sm:text-xl">{value}</div>
      {hint && <div className="mt-0.5 text-xs text-muted-foreground">{hint}</div>}
    </div>
  );
}
