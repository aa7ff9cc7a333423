"use client";

import { useTheme } from "@/components/theme/theme-provider";
import { Toaster as Sonner } from "sonner";

/** Mounted once in app/providers.tsx; pages call `toast.success(...)` / `toast.error(...)` from "sonner". */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      // Bottom, away from the page headers' actions (Publish, Delete) and the phone's menu button at the top; on a
      // phone, above the product page's fixed buy bar (app/(site)/products/[id]/buy-panel.tsx).
      position="bottom-right"
      mobileOffset={{ bottom: "5rem" }}
      richColors
      closeButton
      toastOptions={{ duration: 5000 }}
    />
  );
}
