import { extractText } from "unpdf";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { makeUser } from "../support/factories";
import { api } from "../support/http";
import { publishedProduct } from "../catalog/helpers";
import { buy, makeBuyer, makeProduct } from "../commerce/helpers";

let sink: SmtpSink;
beforeEach(async () => {
  sink = await smtpSink();
  await sink.start();
});

describe("purchase mail", () => {
  it("a purchase mails the buyer a receipt with its links and the seller a sale notice, once each", async () => {
    const seller = await makeUser({ name: "Sam Seller" });
    const product = await makeProduct(seller.id, { priceCents: 1999 });
    const buyer = await makeBuyer();
    const res = await buy(buyer.key, product.id);
    expect(res.status).toBe(201);
    const orderId = res.body.data.orderId as string;

    const receipt = await sink.waitFor(buyer.email, (m) => m.subject === "Your receipt for Cold Email Writer");
    expect(receipt.text).toContain("$19.99 USD");
    expect(receipt.text).toContain("Visa ending in 4242");
    expect(receipt.text).toContain(orderId);
    expect(receipt.text).toContain(`/dashboard/run/${product.id}`);
    expect(receipt.text).toContain(`/api/v1/purchases/${orderId}/download`);
    expect(receipt.text).toContain(`/api/v1/purchases/${orderId}/receipt/pdf`);
    expect(receipt.html).toContain("Run it now");
    // The receipt PDF is attached: a real PDF whose text holds the order, the amount with its currency, both parties.
    const pdfs = receipt.attachments.filter((a) => a.contentType === "application/pdf");
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0].filename).toBe(`receipt-${orderId}.pdf`);
    expect(pdfs[0].content.subarray(0, 5).toString()).toBe("%PDF-");
    const { text: pdfText } = await extractText(new Uint8Array(pdfs[0].content), { mergePages: true });
    for (const expected of [orderId, "$19.99", "Sam Seller", buyer.email, "Cold Email Writer"]) expect(pdfText).toContain(expected);

    const sale = await sink.waitFor(seller.email, (m) => m.subject === "You made a sale: Cold Email Writer");
    expect(sale.text).toContain("Hello Sam Seller");
    expect(sale.text).toMatch(/Your earnings after fees: \$\d+\.\d\d USD/);
    expect(sale.text).toContain("/dashboard/sales");

    await new Promise((r) => setTimeout(r, 500));
    expect(sink.to(buyer.email).filter((m) => m.subject?.startsWith("Your receipt"))).toHaveLength(1);
    expect(sink.to(seller.email)).toHaveLength(1);
    expect(await (await db()).mailMessage.count({ where: { to: { in: [buyer.email, seller.email] } } })).toBe(2);
  });

  it("a purchase with a license key points the receipt to the order page for it, never carrying the key", async () => {
    const seller = await makeUser({ name: "Key Seller", plan: "PRO" });
    const productId = await publishedProduct(seller.key, { title: "Keyed Tool", price: 20, licenseKeys: { enabled: true } });
    const buyer = await makeBuyer();
    const res = await api("/purchases", { key: buyer.key, json: { productId } });
    expect(res.status, res.text).toBe(201);
    const { orderId, licenseKey } = res.body.data as { orderId: string; licenseKey: string };
    expect(licenseKey).toEqual(expect.any(String));

    const receipt = await sink.waitFor(buyer.email, (m) => m.subject === "Your receipt for Keyed Tool");
    expect(receipt.text).toContain("It comes with a license key");
    expect(receipt.text).toContain(`/dashboard/purchases/${orderId}`);
    // Nowhere in the message, the attachment's text included, nor in the stored outbox row.
    expect(receipt.text).not.toContain(licenseKey);
    expect(receipt.html).not.toContain(licenseKey);
    const { text: pdfText } = await extractText(new Uint8Array(receipt.attachments[0].content), { mergePages: true });
    expect(pdfText).not.toContain(licenseKey);
    expect(pdfText).toContain("Shown on your order page");
    const stored = await (await db()).mailMessage.findFirstOrThrow({ where: { to: buyer.email } });
    expect(JSON.stringify(stored)).not.toContain(licenseKey);

    // A product without keys says nothing about them (the positive control above is the same mail).
    const plain = await makeProduct(seller.id);
    await buy(buyer.key, plain.id);
    const plainReceipt = await sink.waitFor(buyer.email, (m) => m.subject === `Your receipt for ${plain.title}`);
    expect(plainReceipt.text).not.toContain("license key");
  });

  it("a declined purchase mails nothing", async () => {
    const seller = await makeUser();
    const product = await makeProduct(seller.id);
    const buyer = await makeBuyer("pm_card_chargeDeclined");
    const res = await buy(buyer.key, product.id);
    expect(res.status).toBe(402);
    await new Promise((r) => setTimeout(r, 500));
    expect(sink.to(seller.email)).toHaveLength(0);
  });
});
