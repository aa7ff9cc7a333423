"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { showApiError } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api, ApiClientError, call } from "@/lib/api-client/browser";
import { QueryState } from "../_shell/query-state";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { ApiData } from "@/lib/api-client/types";

type Setup = ApiData<"startTwoFactorSetup">;

const codeError = (e: unknown) =>
  e instanceof ApiClientError ? (e.fieldErrors.code ?? e.message) : "That did not work, please try again.";

/** Settings → Two-factor sign-in: enrol with a QR code and a code, see the recovery codes once, turn it off with a code. */
export function TwoFactorCard() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: queryKeys.twoFactor.all, queryFn: async () => (await call(api.GET("/account/two-factor"))).data });
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const start = useMutation({
    mutationFn: async () => (await call(api.POST("/account/two-factor/setup"))).data,
    onSuccess: (data) => {
      setSetup(data);
      setError(null);
    },
    onError: (e) => showApiError(null, e, "Two-factor setup could not start"),
  });
  const enable = useMutation({
    mutationFn: async () => (await call(api.POST("/account/two-factor", { body: { code } }))).data,
    onSuccess: (data) => {
      setCodes(data.recoveryCodes);
      setSetup(null);
      setCode("");
      setError(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all });
      toast.success("Two-factor sign-in is on");
    },
    onError: (e) => setError(codeError(e)),
  });
  const disable = useMutation({
    mutationFn: async () => call(api.POST("/account/two-factor/disable", { body: { code } })),
    onSuccess: () => {
      setCode("");
      setCodes(null);
      setError(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor.all });
      toast.success("Two-factor sign-in is off");
    },
    onError: (e) => setError(codeError(e)),
  });

  const codeField = (id: string, label: string) => (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        className="max-w-48"
      />
    </div>
  );

  return (
    <Card id="two-factor" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Two-factor sign-in</CardTitle>
        <CardDescription>
          After your password, signing in asks for a code from an authenticator app (1Password, Google Authenticator, Authy…). API keys are
          not affected.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {codes && (
          <div className="space-y-3" data-testid="recovery-codes">
            <Alert variant="success">
              Two-factor sign-in is on. Save these recovery codes now: each signs you in once if you lose your phone, and they are not shown
              again.
            </Alert>
            <ul className="grid grid-cols-2 gap-2 rounded-md border border-border bg-subtle p-3 font-mono text-sm">
              {codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <Button variant="outline" onClick={() => setCodes(null)}>
              I saved them
            </Button>
          </div>
        )}
        <QueryState query={status} what="your two-factor setting">
          {(current) =>
            current.enabled ? (
              <form
                className="space-y-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  disable.mutate();
                }}
              >
                <p className="text-sm">
                  <span className="font-medium">On</span>
                  {current.enabledAt ? ` since ${new Date(current.enabledAt).toUTCString().slice(5, 16)}` : ""}. {current.recoveryCodesLeft}{" "}
                  recovery code{current.recoveryCodesLeft === 1 ? "" : "s"} left.
                </p>
                {error && <Alert>{error}</Alert>}
                {codeField("two-factor-disable-code", "Code from your app, or a recovery code, to turn it off")}
                <Button type="submit" variant="outline" disabled={disable.isPending || !code.trim()}>
                  {disable.isPending ? "Turning off…" : "Turn off two-factor sign-in"}
                </Button>
              </form>
            ) : setup ? (
              <form
                className="space-y-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  enable.mutate();
                }}
              >
                <p className="text-sm">1. Scan this QR code with your authenticator app.</p>
                {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made by the server */}
                <img
                  src={setup.qrCode}
                  alt="QR code for your authenticator app"
                  width={200}
                  height={200}
                  className="rounded-md border border-border"
                />
                <p className="text-sm text-muted-foreground">
                  Cannot scan? Enter this key by hand:{" "}
                  <code className="break-all font-mono text-foreground" data-testid="totp-secret">
                    {setup.secret}
                  </code>
                </p>
                <p className="text-sm">2. Enter the 6-digit code the app shows.</p>
                {error && <Alert>{error}</Alert>}
                {codeField("two-factor-enable-code", "Code from your app")}
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" disabled={enable.isPending || !code.trim()}>
                    {enable.isPending ? "Checking…" : "Turn on two-factor sign-in"}
                  </Button>
                  <Button type="button" variant="ghost" onClick={() => setSetup(null)}>
                    Cancel
                  </Button>
                </div>
              </form>
            ) : (
              <div className="space-y-3">
                <p className="text-sm">
                  <span className="font-medium">Off.</span> Turning it on signs out your other devices.
                </p>
                <Button onClick={() => start.mutate()} disabled={start.isPending}>
                  {start.isPending ? "Starting…" : "Set up two-factor sign-in"}
                </Button>
              </div>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
