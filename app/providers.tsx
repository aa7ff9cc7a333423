"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { SessionProvider } from "next-auth/react";
import { useState, type ReactNode } from "react";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { Toaster } from "@/components/ui/sonner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { ApiClientError } from "@/lib/api-client/browser";

// In the browser zod validates without compiling code: its compiler first probes `new Function("")`, which the
// pages' Content-Security-Policy refuses (no 'unsafe-eval', docs/security.md). The server keeps the compiled path.
// Set on zod's global settings object (node_modules/zod/v4/core/core.js adopts one that exists) rather than through
// `z.config`, so that pages which validate nothing in the browser do not download zod.
if (typeof window !== "undefined") {
  const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (zodGlobal.__zod_globalConfig ??= {}).jitless = true;
}

// A 4xx (rate limit, validation, not found) answers the same on a retry: only server and network failures retry.
function retryServerErrorsOnce(failures: number, error: unknown): boolean {
  return failures < 1 && !(error instanceof ApiClientError && error.status < 500);
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 5_000, retry: retryServerErrorsOnce } } }));
  return (
    <ThemeProvider>
      <SessionProvider>
        <QueryClientProvider client={client}>
          <TooltipProvider delayDuration={300}>
            {children}
            <Toaster />
          </TooltipProvider>
        </QueryClientProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
