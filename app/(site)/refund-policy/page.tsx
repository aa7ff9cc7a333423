import type { Metadata } from "next";
import Link from "next/link";
import { REFUND_WINDOW_DAYS } from "@/lib/purchases/views";
import { REFUND_REVIEW_DAYS } from "@/lib/purchases/refund-requests";
import { PolicyPage } from "../_components/policy-page";

export const metadata: Metadata = { title: "Refund policy", alternates: { canonical: "/refund-policy" } };

// How refunds work, in the words of docs/commerce.md#refunds (the numbers come from the code that applies them).
export default function RefundPolicyPage() {
  return (
    <PolicyPage
      title="Refund policy"
      updated="26 November 2026"
      intro="What you buy on Promptly is digital: a prompt, a workflow and their files. Whether you can get your money back depends on whether you have used it yet, and on the seller's choice, which every product page states."
    >
      <section aria-labelledby="window">
        <h2 id="window">Within {REFUND_WINDOW_DAYS} days</h2>
        <p>
          You can ask for a refund from your order page (Dashboard → Purchases) for {REFUND_WINDOW_DAYS} days after you buy. After that,
          only the seller can refund you.
        </p>
      </section>
      <section aria-labelledby="before-use">
        <h2 id="before-use">Before you use the product: refunded at once</h2>
        <p>
          Until you open the product&apos;s content, download a file or run it, a refund is immediate, whatever the seller chose. The money
          goes back to the card you paid with, and you can ask for all of it or part of it.
        </p>
      </section>
      <section aria-labelledby="after-use">
        <h2 id="after-use">After you use it: the seller&apos;s policy</h2>
        <p>Each seller chooses one of three policies for each product, shown on its page under the buy button:</p>
        <ul>
          <li>
            <strong>Refunds after use reviewed by the seller</strong> (the usual one): your request goes to the seller, who approves or
            declines it. If the seller does not answer within {REFUND_REVIEW_DAYS} days, it is approved automatically. A declined request is
            final for that order.
          </li>
          <li>
            <strong>Refunds at any time within {REFUND_WINDOW_DAYS} days</strong>: refunded at once, as before use.
          </li>
          <li>
            <strong>Refunds only before the content is used</strong>: once you have opened, downloaded or run the product, it cannot be
            refunded through Promptly.
          </li>
        </ul>
      </section>
      <section aria-labelledby="after-refund">
        <h2 id="after-refund">What a refund changes</h2>
        <ul>
          <li>
            A full refund ends your access to the product: its content, files and runs. A partial one keeps it, unless the seller ends it.
          </li>
          <li>Your review of the product is hidden and no longer counts in its rating. It comes back if you buy the product again.</li>
          <li>You get an email for each refund, and your receipt lists it.</li>
          <li>The seller&apos;s earnings and the platform fee are reduced in proportion to the amount refunded.</li>
        </ul>
      </section>
      <section aria-labelledby="sellers">
        <h2 id="sellers">Sellers</h2>
        <p>
          A seller can refund any of their sales, fully or in part, at any time, from the Sales page. Questions about a product go to its
          seller first;{" "}
          <Link href="/terms" className="text-link underline">
            the terms
          </Link>{" "}
          say who is responsible for what.
        </p>
      </section>
    </PolicyPage>
  );
}
