import { isTestMode, TEST_MODE_NOTICE } from "@/lib/payments/mode";

/**
 * The slim bar every page carries while the install runs in test mode, as Stripe's dashboard does. In the page's
 * flow (not fixed), so it never covers content. Read when the page renders, never at build (a build serves test and
 * live deployments alike): per-request pages render on each request, cached storefront pages on their first request
 * (ADR 062); unmatched addresses go to a per-request catch-all (app/(site)/[...missing]), not a prerendered 404.
 */
export function TestModeBar() {
  if (!isTestMode()) return null;
  return (
    <div
      // A labelled region is a landmark, so the bar is not "content outside any landmark" to screen readers and axe.
      role="region"
      aria-label="Test mode"
      data-testid="test-mode-bar"
      className="border-b border-warning-border bg-warning-soft px-3 py-1 text-center text-xs leading-5 font-medium text-warning-text sm:text-sm"
    >
      {TEST_MODE_NOTICE}
    </div>
  );
}
