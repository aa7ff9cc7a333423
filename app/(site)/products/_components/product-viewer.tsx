"use client";

import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from "react";
import { api, ApiClientError, call } from "@/lib/api-client/browser";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { ProductViewer } from "@/lib/api-client/types";

export type CheckoutReturn = "paid" | "pending" | "cancelled" | null;

type Search = { checkout: string | null; sessionId: string | null; ref: string | null };

export type ProductViewerState = {
  productId: string;
  /** The visitor's part (GET /products/{id}/viewer): null while it loads. */
  viewer: ProductViewer | null;
  /** The call failed: the page says so instead of guessing the visitor's state. */
  failed: boolean;
  /** Back from Stripe's Checkout page: paid (the order exists), pending (not confirmed yet) or cancelled. */
  checkoutReturn: CheckoutReturn;
  /** `?ref=` of the address: a seller's referral code the purchase carries. */
  referralCode: string | undefined;
};

const Context = createContext<ProductViewerState | null>(null);

/** The visitor's part of the product page, for the components inside ProductViewerProvider. */
export function useProductViewer(): ProductViewerState {
  const state = useContext(Context);
  if (!state) throw new Error("useProductViewer outside ProductViewerProvider");
  return state;
}

/**
 * Reads the address's query (inside a Suspense boundary, so the page around it renders the same for everyone) and
 * hands it up once.
 */
function SearchReader({ onRead }: { onRead: (s: Search) => void }) {
  const params = useSearchParams();
  const checkout = params.get("checkout");
  const sessionId = params.get("session_id");
  const ref = params.get("ref");
  useEffect(() => onRead({ checkout, sessionId, ref }), [checkout, sessionId, ref, onRead]);
  return null;
}

/**
 * The product page's HTML is the same for every visitor (docs/catalog.md#storefront-pages); this loads the visitor's
 * part in the browser. Back from Stripe's Checkout page (`?checkout=success&session_id=`), the session is read first
 * (GET /checkout-sessions/{id} fulfils a paid one if the webhook has not yet), so the state that follows shows the
 * purchase (docs/payments.md#hosted-checkout).
 */
export function ProductViewerProvider({
  productId,
  stripeCheckout,
  children,
}: {
  productId: string;
  stripeCheckout: boolean;
  children: ReactNode;
}) {
  const [search, setSearch] = useState<Search | null>(null);
  const sessionId = search?.checkout === "success" && stripeCheckout ? search.sessionId : null;
  const checkout = useQuery({
    queryKey: queryKeys.checkoutSessions.one(sessionId ?? ""),
    queryFn: async () => (await call(api.GET("/checkout-sessions/{sessionId}", { params: { path: { sessionId: sessionId! } } }))).data,
    enabled: sessionId !== null,
    retry: false,
    staleTime: Infinity,
  });
  const checkoutSettled = sessionId === null || !checkout.isPending;
  const viewer = useQuery({
    queryKey: queryKeys.products.viewer(productId),
    queryFn: async () => (await call(api.GET("/products/{productId}/viewer", { params: { path: { productId } } }))).data,
    enabled: search !== null && checkoutSettled,
    retry: false,
    // Read once per visit of the page (a change on it invalidates the key); dropped when the page is left, so coming
    // back after buying elsewhere never shows the old state first.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  let checkoutReturn: CheckoutReturn = null;
  if (search?.checkout === "cancelled") checkoutReturn = "cancelled";
  else if (sessionId !== null && checkoutSettled) {
    // Signed out: nothing to say. Stripe out of reach, or not this buyer's session: the webhook still fulfils a paid one.
    if (checkout.error instanceof ApiClientError && checkout.error.status === 401) checkoutReturn = null;
    else checkoutReturn = checkout.data?.paid ? "paid" : "pending";
  }
  const state: ProductViewerState = {
    productId,
    viewer: viewer.data ?? null,
    failed: viewer.isError,
    checkoutReturn,
    referralCode: search?.ref ?? undefined,
  };
  return (
    <Context.Provider value={state}>
      <Suspense fallback={null}>
        <SearchReader onRead={setSearch} />
      </Suspense>
      {children}
    </Context.Provider>
  );
}
