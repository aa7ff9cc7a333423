import { Button, Link, Text } from "@react-email/components";
import { Layout, button, paragraph } from "@/lib/mail/templates/layout";

export type PurchaseReceiptProps = {
  name: string;
  productTitle: string;
  /** Already formatted with its currency, e.g. "$19.00 USD". */
  amount: string;
  orderId: string;
  /** Already formatted, e.g. "Nov 25, 2026, 4:10 PM UTC". */
  at: string;
  card: string;
  purchaseLink: string;
  downloadLink: string;
  runLink: string;
  receiptLink: string;
  /** The order page, when the product issues a license key: the key itself never travels in mail. */
  licenseLink?: string | null;
};

export function PurchaseReceiptEmail(p: PurchaseReceiptProps) {
  return (
    <Layout preview={`Your receipt for ${p.productTitle}`}>
      <Text style={paragraph}>Hello {p.name},</Text>
      <Text style={paragraph}>
        Thank you for buying <strong>{p.productTitle}</strong>. It is yours to download and run.
      </Text>
      <Text style={paragraph}>
        Amount paid: {p.amount}
        <br />
        Paid with: {p.card}
        <br />
        Date: {p.at}
        <br />
        Order: {p.orderId}
      </Text>
      <Button href={p.runLink} style={button}>
        Run it now
      </Button>
      {p.licenseLink ? (
        <Text style={paragraph}>
          It comes with a license key. To keep the key out of mailboxes, it is not in this email:{" "}
          <Link href={p.licenseLink}>see your license key</Link> on your order page.
        </Text>
      ) : null}
      <Text style={paragraph}>
        <Link href={p.downloadLink}>Download the files</Link> · <Link href={p.receiptLink}>Receipt (PDF)</Link> ·{" "}
        <Link href={p.purchaseLink}>Your purchases</Link>
      </Text>
    </Layout>
  );
}

export type SaleNoticeProps = {
  name: string;
  productTitle: string;
  amount: string;
  earnings: string;
  at: string;
  salesLink: string;
};

export function SaleNoticeEmail(p: SaleNoticeProps) {
  return (
    <Layout preview={`You made a sale: ${p.productTitle}`}>
      <Text style={paragraph}>Hello {p.name},</Text>
      <Text style={paragraph}>
        Someone bought <strong>{p.productTitle}</strong> for {p.amount} on {p.at}. Your earnings after fees: {p.earnings}.
      </Text>
      <Button href={p.salesLink} style={button}>
        See your sales
      </Button>
    </Layout>
  );
}

export type RefundConfirmationProps = {
  name: string;
  productTitle: string;
  amount: string;
  orderId: string;
  at: string;
  purchaseLink: string;
};

/** To the buyer when an order is refunded (by the seller, by policy, or by the automatic decision). */
export function RefundConfirmationEmail({ name, productTitle, amount, orderId, at, purchaseLink }: RefundConfirmationProps) {
  return (
    <Layout preview={`Your refund for ${productTitle}`}>
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        Your purchase of {productTitle} (order {orderId}) was refunded on {at}. {amount} goes back to the card you paid with; your bank may
        take a few days to show it.
      </Text>
      <Text style={paragraph}>
        Access to the product ended with the refund. The order stays in your purchases: <Link href={purchaseLink}>{purchaseLink}</Link>
      </Text>
    </Layout>
  );
}

export type PayoutSentProps = {
  name: string;
  amount: string;
  periodStart: string;
  periodEnd: string;
  salesLink: string;
  settingsLink: string;
};

/** To the seller when a payout is made (notifications: payouts, can be turned off). */
export function PayoutSentEmail({ name, amount, periodStart, periodEnd, salesLink, settingsLink }: PayoutSentProps) {
  return (
    <Layout preview={`Payout sent: ${amount}`}>
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        We sent you a payout of {amount} for your earnings up to the week of {periodStart} to {periodEnd}.
      </Text>
      <Text style={paragraph}>
        Your sales and payouts: <Link href={salesLink}>{salesLink}</Link>
      </Text>
      <Text style={{ ...paragraph, color: "#64748b", fontSize: "13px" }}>
        You can turn off payout mail in your notification settings: <Link href={settingsLink}>{settingsLink}</Link>
      </Text>
    </Layout>
  );
}

export type DisputeOpenedProps = {
  name: string;
  productTitle: string;
  orderId: string;
  /** The disputed payment, already formatted with its currency, e.g. "$20.00 USD". */
  amount: string;
  /** The seller's share held out of their balance while the bank decides, with its currency. */
  held: string;
  /** The bank's reason in plain words (lib/purchases/dispute-words.ts). */
  reason: string;
  at: string;
  orderLink: string;
  settingsLink: string;
};

/** To the seller when a buyer's bank disputes a sale (notifications: disputes, can be turned off). */
export function DisputeOpenedEmail(p: DisputeOpenedProps) {
  return (
    <Layout preview={`A payment for ${p.productTitle} is disputed`}>
      <Text style={paragraph}>Hello {p.name},</Text>
      <Text style={paragraph}>
        The buyer&apos;s bank is disputing the payment of {p.amount} for <strong>{p.productTitle}</strong> (order {p.orderId}), opened on{" "}
        {p.at}. {p.reason}.
      </Text>
      <Text style={paragraph}>
        Your share of {p.held} is held from your balance until the bank decides, and the buyer&apos;s access is paused. If the dispute is
        won, the held amount comes back to your balance; if it is lost, it stays out. We will mail you the outcome.
      </Text>
      <DisputeMailEnd orderLink={p.orderLink} settingsLink={p.settingsLink} />
    </Layout>
  );
}

/** The end of both dispute mails: the order, and where to turn them off. */
function DisputeMailEnd({ orderLink, settingsLink }: { orderLink: string; settingsLink: string }) {
  return (
    <>
      <Button href={orderLink} style={button}>
        See the order
      </Button>
      <Text style={{ ...paragraph, color: "#64748b", fontSize: "13px" }}>
        You can turn off dispute mail in your notification settings: <Link href={settingsLink}>{settingsLink}</Link>
      </Text>
    </>
  );
}

export type DisputeClosedProps = {
  name: string;
  productTitle: string;
  orderId: string;
  outcome: "won" | "lost";
  /** What was held, with its currency: back in the balance when won, kept out when lost. */
  held: string;
  at: string;
  orderLink: string;
  settingsLink: string;
};

/** To the seller when the bank decides a dispute of one of their sales (notifications: disputes). */
export function DisputeClosedEmail(p: DisputeClosedProps) {
  const won = p.outcome === "won";
  return (
    <Layout preview={won ? `Dispute won: ${p.productTitle}` : `Dispute lost: ${p.productTitle}`}>
      <Text style={paragraph}>Hello {p.name},</Text>
      {won ? (
        <Text style={paragraph}>
          The dispute of the payment for <strong>{p.productTitle}</strong> (order {p.orderId}) was settled in your favour on {p.at}. The{" "}
          {p.held} held from your balance is back in it, and the buyer has access again.
        </Text>
      ) : (
        <Text style={paragraph}>
          The dispute of the payment for <strong>{p.productTitle}</strong> (order {p.orderId}) was lost on {p.at}: the buyer&apos;s bank
          returned the payment to them. Your share of {p.held} stays out of your balance, the buyer&apos;s access has ended, and the sale no
          longer counts in your revenue.
        </Text>
      )}
      <DisputeMailEnd orderLink={p.orderLink} settingsLink={p.settingsLink} />
    </Layout>
  );
}
