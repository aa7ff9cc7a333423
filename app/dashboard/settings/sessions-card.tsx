"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { showApiError } from "@/components/ui/form";
import { api, call } from "@/lib/api-client/browser";
import { formatDateTime, formatRelative } from "@/lib/format/dates";
import { QueryState } from "../_shell/query-state";
import { queryKeys } from "@/lib/api-client/query-keys";

const plural = (n: number) => (n === 1 ? "1 session" : `${n} sessions`);

/** Settings → where you are signed in: one row per browser, "Sign out" on each, and "Sign out everywhere else". */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: queryKeys.sessions.all,
    queryFn: async () => (await call(api.GET("/account/sessions"))).data,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all });
  const endOne = useMutation({
    mutationFn: (id: string) => call(api.DELETE("/account/sessions/{sessionId}", { params: { path: { sessionId: id } } })),
    onSuccess: () => {
      toast.success("That session is signed out");
      refresh();
    },
    onError: (e) => showApiError(null, e, "The session was not signed out"),
  });
  const endOthers = useMutation({
    mutationFn: () => call(api.DELETE("/account/sessions")),
    onSuccess: (res) => {
      toast.success(res.data.ended ? `Signed out ${plural(res.data.ended)}` : "No other sessions were signed in");
      refresh();
    },
    onError: (e) => showApiError(null, e, "The other sessions were not signed out"),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Where you are signed in</CardTitle>
        <CardDescription>
          Each browser you signed in with. Sign out one you do not recognise, then change your password. API keys are managed on the API
          keys page.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={sessions} what="your sessions">
          {(list) => {
            const others = list.filter((s) => !s.current).length;
            return (
              <div className="space-y-4">
                <ul className="divide-y rounded-lg border" aria-label="Signed-in sessions">
                  {list.map((s) => (
                    <li
                      key={s.id}
                      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                      data-testid="session-row"
                    >
                      <div className="min-w-0">
                        <p className="flex flex-wrap items-center gap-2 font-medium">
                          {s.device}
                          {s.current && <Badge>This browser</Badge>}
                        </p>
                        <p className="text-sm break-words text-muted-foreground">
                          {s.ip} · signed in {formatDateTime(s.createdAt)} · last seen{" "}
                          <time dateTime={s.lastSeenAt} title={formatDateTime(s.lastSeenAt)}>
                            {s.current ? "now" : formatRelative(s.lastSeenAt)}
                          </time>
                        </p>
                      </div>
                      {!s.current && (
                        <Button
                          variant="outline"
                          size="sm"
                          className="self-start sm:self-center"
                          disabled={endOne.isPending}
                          onClick={() => endOne.mutate(s.id)}
                          aria-label={`Sign out ${s.device} (${s.ip})`}
                        >
                          Sign out
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
                <ConfirmAction
                  trigger={
                    <Button variant="outline" disabled={others === 0 || endOthers.isPending}>
                      Sign out everywhere else
                    </Button>
                  }
                  title="Sign out everywhere else?"
                  consequence={<p>{plural(others)} will be signed out at their next request. This browser stays signed in.</p>}
                  confirmLabel="Sign out the others"
                  onConfirm={() => endOthers.mutate()}
                />
              </div>
            );
          }}
        </QueryState>
      </CardContent>
    </Card>
  );
}
