"use client";

import { useEffect } from "react";
import { useAccount } from "@/components/site/use-account";
import { PRIVATE_VIEW_PARAM } from "@/lib/catalog/private-view";

/**
 * The cached page cannot tell who is looking, so a signed-in visitor of a product it does not show (a draft of theirs,
 * a withdrawn product they bought) is sent on to the per-request page (app/(site)/products/[id]), which checks.
 * The browser's address, not the router's: this page is served from a rewritten one.
 */
export function PrivateProductRedirect() {
  const { status } = useAccount();
  useEffect(() => {
    if (status !== "signed-in") return;
    const url = new URL(window.location.href);
    url.searchParams.set(PRIVATE_VIEW_PARAM, "1");
    window.location.replace(url.toString());
  }, [status]);
  return null;
}
