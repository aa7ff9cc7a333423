"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { SessionProvider } from "next-auth/react";
import { useState, type ReactNode } from "react";
import { z } from "zod";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { Toaster } from "@/components/ui/sonner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { ApiClientError } from "@/lib/api-client/browser";

// In the browser zod validates without compiling code: its compiler first probes `new Function("")`, which the
// pages' Content-Security-Policy refuses (no 'unsafe-eval', docs/security.md). The server keeps the compiled path.
if (typeof window !== "undefined") z.config({ jitless: true });

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
