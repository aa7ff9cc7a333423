import { Button, Link, Text } from "@react-email/components";
import { Layout, button, paragraph } from "@/lib/mail/templates/layout";

export type ProductUpdateProps = {
  name: string;
  productTitle: string;
  sellerName: string;
  version: string;
  changelog: string;
  /** Set when the buyer holds the product through a bundle (and not on its own): the bundle's title. */
  bundleTitle?: string | null;
  runLink: string;
  purchaseLink: string;
  /** The one-click link of the List-Unsubscribe header (a GET shows a confirm page). */
  unsubscribeLink: string;
  settingsLink: string;
};

const small = { ...paragraph, color: "#64748b", fontSize: "13px" };

/** To each buyer holding the product (bought, or with a bundle) when the seller releases a new version (category productUpdates). */
export function ProductUpdateEmail(p: ProductUpdateProps) {
  return (
    <Layout preview={`${p.productTitle} ${p.version} is out`}>
      <Text style={paragraph}>Hello {p.name},</Text>
      <Text style={paragraph}>
        {p.sellerName} released version <strong>{p.version}</strong> of <strong>{p.productTitle}</strong>,{" "}
        {p.bundleTitle ? <>which you got with the bundle “{p.bundleTitle}”</> : "which you bought"}. Your runs use it from now on unless you
        pick an earlier version.
      </Text>
      <Text style={{ ...paragraph, whiteSpace: "pre-wrap" }}>
        {p.changelog.trim() ? `What changed:\n${p.changelog}` : "No changelog was given."}
      </Text>
      <Button href={p.runLink} style={button}>
        Run the new version
      </Button>
      <Text style={paragraph}>
        Your order: <Link href={p.purchaseLink}>{p.purchaseLink}</Link>
      </Text>
      <Text style={small}>
        Stop mail about new versions of this product: <Link href={p.unsubscribeLink}>{p.unsubscribeLink}</Link>. Every kind of optional mail
        is in your notification settings: <Link href={p.settingsLink}>{p.settingsLink}</Link>
      </Text>
    </Layout>
  );
}

export type SaleDigestProps = {
  name: string;
  /** The UTC day, e.g. "Nov 25, 2026". */
  day: string;
  /** One line per sale, already formatted: time, product and amount with its currency. */
  sales: { at: string; productTitle: string; amount: string; orderId: string }[];
  /** Per currency, e.g. ["$57.00 USD", "€9.00 EUR"]. */
  totals: string[];
  salesLink: string;
  settingsLink: string;
};

/** To a seller on the daily digest (User.saleNotices DAILY): the day's sales in one mail (lib/purchases/sale-digest.ts). */
export function SaleDigestEmail(p: SaleDigestProps) {
  const count = p.sales.length;
  return (
    <Layout preview={`${count} ${count === 1 ? "sale" : "sales"} on ${p.day}`}>
      <Text style={paragraph}>Hello {p.name},</Text>
      <Text style={paragraph}>
        You made {count} {count === 1 ? "sale" : "sales"} on {p.day} (UTC), {p.totals.join(" and ")} in all:
      </Text>
      <Text style={paragraph}>
        {p.sales.map((s) => (
          <span key={s.orderId}>
            {s.at} · {s.productTitle} · {s.amount} · order {s.orderId}
            <br />
          </span>
        ))}
      </Text>
      <Button href={p.salesLink} style={button}>
        See your sales
      </Button>
      <Text style={small}>
        You get one mail a day because you chose the daily digest; change it in your notification settings:{" "}
        <Link href={p.settingsLink}>{p.settingsLink}</Link>
      </Text>
    </Layout>
  );
}
