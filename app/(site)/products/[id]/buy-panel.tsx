"use client";

import { CheckCircle2Icon, PlayIcon } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { fieldControl } from "@/components/ui/input";
import { Price } from "@/components/catalog/price";
import { api, ApiClientError, call } from "@/lib/api-client/browser";
import { signInHref } from "@/lib/auth/callback-url";
import { formatDate } from "@/lib/format/dates";
import { cardName } from "@/lib/payments/test-cards";
import type { RefundPolicyWord } from "@/lib/purchases/refund-input";
import { formatMoney } from "@/lib/format/money";
import { queryKeys } from "@/lib/api-client/query-keys";
import { NativeSelect } from "@/components/ui/native-select";
import { useChooseCurrency } from "@/components/site/currency-picker";
import { currencyName } from "@/lib/format/money";
import { Skeleton } from "@/components/ui/skeleton";
import { useProductViewer, type CheckoutReturn } from "../_components/product-viewer";
import type { CheckoutSession, PurchaseQuote as Quote } from "@/lib/api-client/types";

// Shown only to a buyer with no card on file, after their cards have loaded: the dialog (Radix, the test-card list)
// stays out of every visitor's first load.
const AddCardDialog = dynamic(() => import("./add-card-dialog").then((m) => m.AddCardDialog), {
  ssr: false,
  loading: () => (
    <Button variant="outline" className="w-full" disabled>
      Add a card
    </Button>
  ),
});

const DECLINES: Record<string, string> = {
  INSUFFICIENT_FUNDS: "Your card was declined for insufficient funds. Choose another payment method.",
  PAYMENT_DECLINED: "Your card was declined. Choose another payment method.",
  PAYMENT_REQUIRES_ACTION: "Your bank asks you to confirm this payment. Confirm it with your bank, then come back and buy again.",
  PAYMENT_PROVIDER_UNAVAILABLE: "Payments are unavailable right now. Try again in a minute; you will not be charged twice.",
};

/** What the page renders for everyone; the visitor's part (viewer, purchase, referral, Stripe's return) comes from useProductViewer. */
export type BuyPanelProps = {
  productId: string;
  price: number;
  /** The currency `price` is in and the purchase is charged in: the visitor's when the seller set a price in it. */
  currency: string;
  /** Every currency the product is sold in (its `prices`), main first. */
  currencies: string[];
  /** Pay what you want: `price` is the minimum; the buyer names the amount in the checkout. */
  payWhatYouWant?: { minimumPrice: number; suggestedPrice: number | null } | null;
  /** A bundle: the price is quoted for this buyer (less what they paid for products they own), and it is not run. */
  bundle?: boolean;
  refundDays: number;
  refundPolicy: RefundPolicyWord;
  /** Stripe mode: the buy button goes to Stripe's hosted Checkout page (docs/payments.md#hosted-checkout). */
  stripeCheckout?: boolean;
};

type CheckoutProps = Pick<BuyPanelProps, "productId" | "price" | "currency" | "payWhatYouWant" | "stripeCheckout" | "bundle"> & {
  referralCode?: string;
};

const CHECKOUT_RETURN: Record<NonNullable<CheckoutReturn>, string> = {
  paid: "Payment received. Thank you!",
  pending: "Stripe is still confirming your payment. Refresh this page in a moment; you will not be charged twice.",
  cancelled: "Checkout cancelled. Nothing was charged.",
};

// The seller's refund policy in the buyer's words (docs/commerce.md#refunds): before any use every refund is immediate.
const refundPromise = (policy: RefundPolicyWord, days: number) =>
  policy === "always"
    ? `A full refund within ${days} days of purchase if it is not for you.`
    : policy === "seller_review"
      ? `A full refund within ${days} days until you use it; after that the seller reviews refund requests.`
      : `A full refund within ${days} days as long as you have not used it.`;

const backTo = (productId: string, referralCode?: string) =>
  `/products/${productId}${referralCode ? `?ref=${encodeURIComponent(referralCode)}` : ""}`;

/** The named amount as a number of the currency's major unit: undefined when empty, null when not a usable amount. */
function namedAmountOf(text: string): number | null | undefined {
  const t = text.trim().replace(/^[$€£]/, "");
  if (!t) return undefined;
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(t)) return null;
  return Number(t);
}

/** The plain-words fault of a named amount, checked again by the server (docs/commerce.md#pay-what-you-want). */
function namedFaultOf(amount: number | null | undefined, minimum: number, currency: string): string | null {
  if (amount === undefined) return "Enter the amount you want to pay.";
  if (amount === null) return "Enter an amount such as 12 or 12.50.";
  if (amount < minimum) return `Pay at least ${formatMoney(minimum, currency)} for this product.`;
  return null;
}

/** The signed-in visitor's checkout: pick a payment method, pay, land on the purchase page. */
function Checkout({ productId, referralCode, price, currency, payWhatYouWant, stripeCheckout, bundle }: CheckoutProps) {
  const router = useRouter();
  const [chosen, setChosen] = useState<string>("");
  // On a phone (below the lg breakpoint, where the sticky buy bar shows) "Buy now" first shows the price and card.
  const [confirming, setConfirming] = useState(false);
  const [code, setCode] = useState("");
  const [applied, setApplied] = useState<Quote | null>(null);
  const pwyw = payWhatYouWant ?? null;
  const [named, setNamed] = useState(pwyw ? String(pwyw.suggestedPrice ?? pwyw.minimumPrice) : "");
  const namedAmount = pwyw ? namedAmountOf(named) : undefined;
  const namedFault = pwyw ? namedFaultOf(namedAmount, pwyw.minimumPrice, currency) : null;
  const withAmount = namedAmount !== undefined && namedAmount !== null ? { amount: namedAmount } : {};
  // The price with the code, checked by the server as the purchase will be, shown before paying.
  const quote = useMutation<{ data: Quote }, ApiClientError, string>({
    mutationFn: (discountCode) => call(api.POST("/purchases/quote", { body: { productId, discountCode, currency, ...withAmount } })),
    onSuccess: ({ data }) => setApplied(data),
    onError: () => setApplied(null),
  });
  // A bundle's price for this buyer: less what they paid for the products in it they own (docs/commerce.md#bundles).
  const bundleQuote = useBundleQuote(productId, !!bundle);
  const methods = useQuery({
    queryKey: queryKeys.paymentMethods.all,
    queryFn: async () => (await call(api.GET("/payment-methods"))).data,
    retry: false,
  });
  const buy = useMutation<{ data: { orderId: string } }, ApiClientError>({
    mutationFn: () =>
      call(
        api.POST("/purchases", {
          body: {
            productId,
            ...(chosen ? { paymentMethodId: chosen } : {}),
            ...(referralCode ? { referralCode } : {}),
            ...(applied?.discount ? { discountCode: applied.discount.code } : {}),
            ...withAmount,
            currency,
          },
        }),
      ),
    onSuccess: ({ data }) => router.push(`/dashboard/purchases/${data.orderId}`),
  });
  // Stripe mode: a hosted Checkout Session, then the browser goes to Stripe's page (no Stripe.js on ours).
  const checkout = useMutation<{ data: CheckoutSession }, ApiClientError>({
    mutationFn: () =>
      call(
        api.POST("/checkout-sessions", {
          body: {
            mode: "payment",
            productId,
            ...(referralCode ? { referralCode } : {}),
            ...(applied?.discount ? { discountCode: applied.discount.code } : {}),
            ...withAmount,
            currency,
          },
        }),
      ),
    onSuccess: ({ data }) => {
      if (data.url) window.location.assign(data.url);
    },
  });
  if (methods.error instanceof ApiClientError && methods.error.status === 401) {
    return (
      <Button asChild className="w-full">
        <Link href={signInHref(backTo(productId, referralCode))}>Sign in to buy</Link>
      </Button>
    );
  }
  const failure = buy.error ?? checkout.error;
  const owned = failure?.details.reason === "already_purchased" ? String(failure.details.orderId) : null;
  const selected = chosen || methods.data?.find((m) => m.isDefault)?.id || "";
  const credited = applied ?? (bundleQuote.data?.bundle?.credit ? bundleQuote.data : null);
  const free = credited ? credited.amount === 0 : namedAmount === 0;
  const toPay = applied?.discount || credited ? credited!.amount : (namedAmount ?? null);
  const payAmount = credited?.amount ?? (pwyw ? (namedAmount ?? 0) : price);
  const payCurrency = applied?.currency ?? currency;
  const payCard = methods.data?.find((m) => m.id === selected);
  return (
    <div className="flex flex-col gap-3">
      {pwyw && (
        <div className="flex flex-col gap-1">
          <label htmlFor="named-amount" className="text-sm font-medium text-foreground">
            Name your price ({currency})
          </label>
          <input
            id="named-amount"
            inputMode="decimal"
            value={named}
            onChange={(e) => {
              setNamed(e.target.value);
              // A code's saving depends on the amount: check it again.
              setApplied(null);
              quote.reset();
            }}
            className={`${fieldControl} h-9`}
            aria-describedby="named-amount-hint"
            aria-invalid={namedFault ? true : undefined}
            data-testid="named-amount"
          />
          <p id="named-amount-hint" className={`text-sm ${namedFault ? "text-destructive-text" : "text-muted-foreground"}`}>
            {namedFault ??
              (pwyw.minimumPrice === 0 ? "Any amount, 0 included." : `At least ${formatMoney(pwyw.minimumPrice, currency)}.`) +
                (pwyw.suggestedPrice !== null ? ` Suggested: ${formatMoney(pwyw.suggestedPrice, currency)}.` : "")}
          </p>
        </div>
      )}
      {bundleQuote.data?.bundle && bundleQuote.data.bundle.credit > 0 && (
        <div className="flex flex-col gap-1 rounded-md bg-success-soft p-3 text-sm text-success-text" data-testid="bundle-credit">
          <p>
            You already own{" "}
            {bundleQuote.data.bundle.items
              .filter((i) => !i.granted)
              .map((i) => i.title)
              .join(", ")}
            : {formatMoney(bundleQuote.data.bundle.credit, bundleQuote.data.currency)} off.
          </p>
          <p>
            <s className="text-muted-foreground">{formatMoney(bundleQuote.data.listPrice, bundleQuote.data.currency)}</s>{" "}
            <strong>{formatMoney(bundleQuote.data.amount, bundleQuote.data.currency)}</strong> for the rest of the bundle
          </p>
        </div>
      )}
      {bundleQuote.error && (
        <p role="alert" className="text-sm text-destructive-text">
          {bundleQuote.error.message}
        </p>
      )}
      <form
        className="flex flex-col gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim()) quote.mutate(code.trim());
        }}
      >
        <label htmlFor="discount-code" className="text-sm font-medium text-foreground">
          Discount code
        </label>
        <div className="flex gap-2">
          <input
            id="discount-code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setApplied(null);
              quote.reset();
            }}
            maxLength={64}
            autoCapitalize="characters"
            className={`${fieldControl} h-9 min-w-0 flex-1 uppercase`}
            aria-describedby="discount-state"
          />
          <Button type="submit" variant="outline" disabled={quote.isPending || !code.trim()}>
            {quote.isPending ? "Checking…" : "Apply"}
          </Button>
        </div>
        <p id="discount-state" aria-live="polite" className="text-sm">
          {quote.error ? (
            <span className="text-destructive-text">{quote.error.message}</span>
          ) : applied?.discount ? (
            <span className="text-success-text" data-testid="discounted-price">
              {applied.discount.code}: <s className="text-muted-foreground">{formatMoney(applied.listPrice, applied.currency)}</s>{" "}
              <strong>{formatMoney(applied.amount, applied.currency)}</strong> ({formatMoney(applied.discount.amount, applied.currency)}{" "}
              off)
            </span>
          ) : null}
        </p>
      </form>
      {stripeCheckout && !free && <p className="text-sm text-muted-foreground">You pay on Stripe&apos;s secure page and come back here.</p>}
      {!stripeCheckout && methods.isPending && <p className="text-sm text-muted-foreground">Loading payment methods…</p>}
      {!stripeCheckout && methods.data?.length === 0 && !free && (
        <>
          <p className="text-sm text-muted-foreground">You have no card on file yet. Add one here; it is saved to Billing.</p>
          <AddCardDialog onAdded={(m) => setChosen(m.id)} />
        </>
      )}
      {!stripeCheckout && !!methods.data?.length && !free && (
        <label className="flex flex-col gap-1 text-sm font-medium text-foreground">
          Pay with
          <select value={selected} onChange={(e) => setChosen(e.target.value)} className={`${fieldControl} h-9 capitalize`}>
            {methods.data.map((m) => (
              <option key={m.id} value={m.id}>
                {m.brand} •••• {m.last4}
                {m.isDefault ? " (default)" : ""}
              </option>
            ))}
          </select>
        </label>
      )}
      {stripeCheckout && !free ? (
        <Button
          size="lg"
          onClick={() => checkout.mutate()}
          disabled={checkout.isPending || checkout.isSuccess || !!namedFault}
          className="w-full"
        >
          {checkout.isPending || checkout.isSuccess
            ? "Opening Stripe…"
            : toPay !== null
              ? `Buy now for ${formatMoney(toPay, currency)}`
              : "Buy now"}
        </Button>
      ) : (
        <Button
          size="lg"
          onClick={() => (!free && window.matchMedia("(max-width: 1023px)").matches ? setConfirming(true) : buy.mutate())}
          disabled={buy.isPending || !!namedFault || (!methods.data?.length && !free)}
          className="w-full"
        >
          {buy.isPending ? "Paying…" : free ? "Get it free" : toPay !== null ? `Buy now for ${formatMoney(toPay, currency)}` : "Buy now"}
        </Button>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Confirm your purchase</DialogTitle>
            <DialogDescription>Nothing is charged until you tap Pay.</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="confirm-purchase">
            <dt className="text-muted-foreground">Price</dt>
            <dd className="font-medium text-foreground">{formatMoney(payAmount, payCurrency)}</dd>
            <dt className="text-muted-foreground">Card</dt>
            <dd className="font-medium text-foreground">{payCard ? cardName(payCard) : "None"}</dd>
          </dl>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              disabled={buy.isPending}
              onClick={() => {
                setConfirming(false);
                buy.mutate();
              }}
            >
              {buy.isPending ? "Paying…" : `Pay ${formatMoney(payAmount, payCurrency)}`}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {failure && (
        <p role="alert" className="text-sm text-destructive-text">
          {DECLINES[failure.code] ?? failure.message}
          {failure.code === "PAYMENT_REQUIRES_ACTION" && typeof failure.details.nextActionUrl === "string" && (
            <>
              {" "}
              <a href={failure.details.nextActionUrl} className="underline">
                Confirm with your bank
              </a>
            </>
          )}
          {owned && (
            <>
              {" "}
              <Link href={`/dashboard/purchases/${owned}`} className="underline">
                Open your purchase
              </Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}

/** The price line: a pay-what-you-want product reads "Name your price" with its minimum. */
function PanelPrice({
  price,
  currency,
  payWhatYouWant,
  className,
}: Pick<BuyPanelProps, "price" | "currency" | "payWhatYouWant"> & { className: string }) {
  if (!payWhatYouWant) return <Price price={price} currency={currency} className={className} />;
  return (
    <p className="flex flex-col" data-testid="pay-what-you-want">
      <span className={`font-semibold ${className}`}>Name your price</span>
      <span className="text-sm text-muted-foreground">
        {price === 0 ? "Free, or pay what you want" : `From ${formatMoney(price, currency)}`}
      </span>
    </p>
  );
}

/** "Pay in" for a product sold in several currencies: the choice is the visitor's currency everywhere (the header's picker). */
function CurrencyChoice({ currency, currencies }: Pick<BuyPanelProps, "currency" | "currencies">) {
  const choose = useChooseCurrency();
  if (currencies.length < 2) return null;
  return (
    <label className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
      Pay in
      <NativeSelect
        className="w-44"
        value={currency}
        onChange={(e) => choose(e.target.value)}
        aria-label="Currency to pay in"
        data-testid="pay-currency"
      >
        {currencies.map((c) => (
          <option key={c} value={c}>
            {c} · {currencyName(c)}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}

/**
 * The product page's buy panel (sticky beside the content on wide screens): the price and the one next step for
 * this viewer. A visitor buys (or signs in and comes back), a buyer runs what they own, the author edits.
 */
export function BuyPanel(props: BuyPanelProps) {
  const { productId, price, currency, payWhatYouWant, refundDays, refundPolicy, stripeCheckout, bundle } = props;
  const { viewer: state, failed, checkoutReturn, referralCode } = useProductViewer();
  const viewer = state?.viewer ?? null;
  const signedIn = state?.signedIn ?? false;
  const purchase = state?.purchase ?? null;
  return (
    <section
      id="buy"
      aria-label="Buy"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
      data-testid="buy-panel"
    >
      <PanelPrice price={price} currency={currency} payWhatYouWant={payWhatYouWant} className="text-3xl" />
      {/* While the visitor's part loads, the choice stays (most visitors are visitors): no shift when it answers. */}
      {(viewer === "visitor" || viewer === null) && <CurrencyChoice currency={currency} currencies={props.currencies} />}
      {checkoutReturn && (
        <p
          role="status"
          data-testid="checkout-return"
          className={`text-sm ${checkoutReturn === "paid" ? "text-success-text" : "text-muted-foreground"}`}
        >
          {CHECKOUT_RETURN[checkoutReturn]}
        </p>
      )}
      {viewer === null &&
        (failed ? (
          <p role="alert" className="text-sm text-destructive-text" data-testid="viewer-failed">
            Your purchase state could not be loaded. Reload the page to try again.
          </p>
        ) : (
          // The size of "Sign in to buy", inert: never a Buy button before we know who is looking.
          <Skeleton className="h-10 w-full rounded-md" data-testid="buy-panel-loading" />
        ))}
      {viewer === "buyer" && (
        <>
          <p className="flex items-start gap-2 text-sm text-success-text" data-testid="purchase-state">
            <CheckCircle2Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              {bundle ? "You own this bundle" : purchase?.viaBundle ? "You own this product through a bundle" : "You own this product"}
              {purchase ? ` since ${formatDate(purchase.purchasedAt)}` : ""}. Updates are included.
            </span>
          </p>
          {!bundle && (
            <Button asChild size="lg" className="w-full">
              <Link href={`/dashboard/run/${productId}`}>
                <PlayIcon aria-hidden />
                Run
              </Link>
            </Button>
          )}
          <Button asChild variant="outline" className="w-full">
            <Link href={purchase ? `/dashboard/purchases/${purchase.orderId}` : "/dashboard/purchases"}>Open your purchase</Link>
          </Button>
        </>
      )}
      {viewer === "author" && (
        <>
          <p className="text-sm text-muted-foreground">This is your product. Buyers see this page as it is here, without the prompt.</p>
          <Button asChild variant="outline" className="w-full">
            <Link href={`/dashboard/products/${productId}`}>Edit product</Link>
          </Button>
        </>
      )}
      {viewer === "visitor" &&
        (signedIn ? (
          <Checkout
            // A new currency starts a new checkout: a quote in the old one no longer applies.
            key={currency}
            productId={productId}
            referralCode={referralCode}
            price={price}
            currency={currency}
            payWhatYouWant={payWhatYouWant}
            stripeCheckout={stripeCheckout}
            bundle={bundle}
          />
        ) : (
          <Button asChild size="lg" className="w-full">
            <Link href={signInHref(backTo(productId, referralCode))}>Sign in to buy</Link>
          </Button>
        ))}
      <ul className="flex flex-col gap-1 border-t pt-3 text-xs text-muted-foreground">
        <li>One payment; every update the seller ships is included.</li>
        <li>{bundle ? "Run each of its products" : "Run it"} with your own provider key, here or through the API.</li>
        <li>{refundPromise(refundPolicy, refundDays)}</li>
      </ul>
    </section>
  );
}

/** A bundle's price for this buyer, less the credit for its products they hold (docs/commerce.md#bundles). */
function useBundleQuote(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.purchases.quote(productId),
    queryFn: async () => (await call(api.POST("/purchases/quote", { body: { productId } }))).data,
    enabled,
    retry: false,
  });
}

/** Phones: the price and the next step stay at the bottom of the screen while the page scrolls. */
export function PhoneBuyBar({ productId, price, currency, payWhatYouWant, bundle }: BuyPanelProps) {
  const { viewer: state, referralCode } = useProductViewer();
  const viewer = state?.viewer ?? null;
  const signedIn = state?.signedIn ?? false;
  const purchase = state?.purchase ?? null;
  // The same quote as the panel's (one query): a buyer who holds some of a bundle's products sees what they would pay.
  const quote = useBundleQuote(productId, !!bundle && signedIn && viewer === "visitor");
  if (viewer === "author") return null;
  const credited = quote.data?.bundle?.credit ? quote.data.amount : null;
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t bg-card px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:hidden"
      data-testid="phone-buy-bar"
    >
      <PanelPrice price={credited ?? price} currency={currency} payWhatYouWant={payWhatYouWant} className="text-xl" />
      {viewer === null ? (
        // Loading (or failed: the panel says so): a blank of the button's size, never a button that may be wrong.
        <Skeleton className="h-9 w-32 rounded-md" data-testid="phone-buy-bar-loading" />
      ) : viewer === "buyer" && bundle ? (
        <Button asChild>
          <Link href={purchase ? `/dashboard/purchases/${purchase.orderId}` : "/dashboard/purchases"}>Open your purchase</Link>
        </Button>
      ) : viewer === "buyer" ? (
        <Button asChild>
          <Link href={`/dashboard/run/${productId}`}>
            <PlayIcon aria-hidden />
            Run
          </Link>
        </Button>
      ) : signedIn ? (
        <Button asChild>
          <a href="#buy">Buy now</a>
        </Button>
      ) : (
        <Button asChild>
          <Link href={signInHref(backTo(productId, referralCode))}>Sign in to buy</Link>
        </Button>
      )}
    </div>
  );
}
