import type { Metadata } from "next";
import Link from "next/link";
import { env } from "@/lib/env";
import { REFUND_WINDOW_DAYS } from "@/lib/purchases/views";
import { PolicyPage } from "../_components/policy-page";

export const metadata: Metadata = { title: "Terms", alternates: { canonical: "/terms" } };
export const dynamic = "force-dynamic";

// The terms in plain words; the fee and referral share are the running settings (docs/commerce.md#fees-and-referral-codes).
export default function TermsPage() {
  const { PLATFORM_FEE_PERCENT: fee, REFERRAL_SHARE_PERCENT: referral } = env();
  return (
    <PolicyPage
      title="Terms"
      updated="26 November 2026"
      intro="Promptly is a marketplace: sellers list AI prompts and workflows, buyers buy them and run them with their own AI provider keys. By creating an account you agree to these terms."
    >
      <section aria-labelledby="accounts">
        <h2 id="accounts">Your account</h2>
        <ul>
          <li>
            Give a real email address and keep your password to yourself. You are responsible for what is done with your account and API
            keys.
          </li>
          <li>
            You can delete your account at any time in Settings; what that keeps and erases is in the{" "}
            <Link href="/privacy" className="text-link underline">
              privacy policy
            </Link>
            .
          </li>
        </ul>
      </section>
      <section aria-labelledby="buying">
        <h2 id="buying">Buying</h2>
        <ul>
          <li>
            You buy a licence to use the product yourself: read it, run it, and use what it produces. You may not resell or republish the
            product&apos;s content.
          </li>
          <li>
            Runs use your own provider key (OpenAI, Anthropic, …): the provider bills you for them, not Promptly. A run&apos;s output
            depends on the provider and the model, and is not guaranteed by the seller or by us.
          </li>
          <li>
            Refunds follow the{" "}
            <Link href="/refund-policy" className="text-link underline">
              refund policy
            </Link>
            : at once before you use the product, and after that as the seller chose, within {REFUND_WINDOW_DAYS} days.
          </li>
        </ul>
      </section>
      <section aria-labelledby="selling">
        <h2 id="selling">Selling</h2>
        <ul>
          <li>List only what you have the right to sell, described truthfully, with sample outputs the product really gave.</li>
          <li>
            Promptly keeps a platform fee of {fee}% of what the buyer paid (after any discount). When the buyer came through someone&apos;s
            referral link, {referral}% of that fee goes to them; your share does not change.
          </li>
          <li>
            Your earnings are paid out weekly, after refunds: a refund takes back its share of what the sale earned you. You choose the
            refund policy of each product, and you can refund any of your sales yourself.
          </li>
          <li>
            Your buyers&apos; names and email addresses are shown to you so you can serve them. Use them only for your sales on Promptly and
            the products they bought, and honour a buyer&apos;s wish not to be written to.
          </li>
        </ul>
      </section>
      <section aria-labelledby="conduct">
        <h2 id="conduct">What is not allowed</h2>
        <ul>
          <li>Products or reviews that are unlawful, deceptive, or that infringe someone else&apos;s rights.</li>
          <li>Reviews of products you did not buy, or written for the seller&apos;s benefit.</li>
          <li>Using the API or the site to break the limits of your plan, or to reach systems that are not yours.</li>
        </ul>
        <p>We may take down such products or reviews and close the accounts behind them.</p>
      </section>
      <section aria-labelledby="service">
        <h2 id="service">The service</h2>
        <p>
          We work to keep Promptly available and your data safe, but provide the service as it is. Changes to these terms are dated at the
          top of this page.
        </p>
      </section>
    </PolicyPage>
  );
}
