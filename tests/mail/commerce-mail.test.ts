import { extractText } from "unpdf";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { makeUser } from "../support/factories";
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
