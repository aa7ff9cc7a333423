import type { Metadata } from "next";
import Link from "next/link";
import { PolicyPage } from "../_components/policy-page";

export const metadata: Metadata = { title: "Privacy", alternates: { canonical: "/privacy" } };

// What Promptly keeps and who sees it, as the code does it (docs/security.md, docs/commerce.md#customers, docs/accounts.md).
export default function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy"
      updated="26 November 2026"
      intro="What Promptly keeps about you, why, and who can see it. We keep what the marketplace needs to work and sell nothing to anyone."
    >
      <section aria-labelledby="sellers-see">
        <h2 id="sellers-see">Sellers see your name and email address</h2>
        <p>
          When you buy a product, its seller sees your name and your email address, the products of theirs you bought, when, and how much
          you paid. Sellers see this on their Customers page (<code>/dashboard/customers</code>) and can export their customers and sales as
          CSV files, to keep or to write to you. They see it only for their own sales, never for other sellers&apos; buyers, and never your
          card. Sellers are responsible for how they use what they export.
        </p>
      </section>
      <section aria-labelledby="public">
        <h2 id="public">What is public</h2>
        <ul>
          <li>Your reviews, with your name.</li>
          <li>
            If you sell: your name, handle, bio, your published products, their rating and number of sales, on your seller page
            (/sellers/&lt;handle&gt;). An account with no published product has no public page.
          </li>
        </ul>
      </section>
      <section aria-labelledby="keep">
        <h2 id="keep">What we keep</h2>
        <ul>
          <li>Your account: name, email address, handle, bio, and your password as a one-way hash (we cannot read it).</li>
          <li>
            Each signed-in browser: its name (&quot;Chrome on macOS&quot;), IP address, and when it signed in and was last used. You see
            them in Settings and can sign any of them out.
          </li>
          <li>
            Cards: the card&apos;s brand and last four digits. The card itself is held by our payment processor (Stripe), not by Promptly.
          </li>
          <li>Your orders, refunds and receipts, and for sellers the earnings, fees and payouts of each sale.</li>
          <li>
            Your AI provider keys, encrypted. Runs: the product, provider, model, token counts and cost, and the output. What you typed into
            a run is kept only if you ask for it, and a workflow&apos;s input only while the run needs it.
          </li>
          <li>
            Product views: counted once a day per visitor. A signed-out visitor is counted by a one-way hash of their IP address and
            browser, never stored in clear.
          </li>
        </ul>
      </section>
      <section aria-labelledby="mail">
        <h2 id="mail">Email</h2>
        <p>
          We send mail about your account (sign-in links, password and address changes, new sign-ins) and your orders (receipts, refunds,
          sales). Notifications you do not need can be turned off in Settings → Notifications.
        </p>
      </section>
      <section aria-labelledby="cookies">
        <h2 id="cookies">Cookies</h2>
        <p>
          One cookie keeps you signed in. Your light or dark theme is kept in your browser, not sent to us. No advertising or tracking
          cookies.
        </p>
      </section>
      <section aria-labelledby="delete">
        <h2 id="delete">Deleting your account</h2>
        <p>
          Settings → Delete account signs you out everywhere and erases your name, email address, bio, password, cards, provider keys, and
          your runs&apos; inputs and outputs. Your products are taken off sale. Orders and the ledger stay, without your name, because
          sellers&apos; earnings and the accounts of both sides depend on them. Reviews stay under &quot;Deleted user&quot;. Sellers keep
          any customer list they exported before.
        </p>
      </section>
      <section aria-labelledby="security">
        <h2 id="security">Security</h2>
        <p>
          Passwords are hashed with argon2id, keys and secrets are encrypted at rest, and sign-in attempts are throttled. How refunds work
          is in the{" "}
          <Link href="/refund-policy" className="text-link underline">
            refund policy
          </Link>
          .
        </p>
      </section>
    </PolicyPage>
  );
}
