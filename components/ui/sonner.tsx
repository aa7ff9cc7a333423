"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner } from "sonner";

/** Mounted once in app/providers.tsx; pages call `toast.success(...)` / `toast.error(...)` from "sonner". */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      position="top-right"
      richColors
      closeButton
      toastOptions={{ duration: 5000 }}
    />
  );
}
