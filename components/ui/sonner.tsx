"use client";

import { Toaster as Sonner } from "sonner";

/** Mounted once in app/providers.tsx; pages call `toast.success(...)` / `toast.error(...)` from "sonner". */
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton toastOptions={{ duration: 5000 }} />;
}
