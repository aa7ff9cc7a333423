import PDFDocument from "pdfkit";
import { receiptLines, receiptStatus, TEST_MODE_NOTICE, type Receipt } from "@/lib/purchases/receipt";

/** A real PDF (pdfkit) with the same lines as the HTML receipt. */
export function renderReceiptPdf(r: Receipt): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 56,
      info: {
        Title: `Receipt ${r.orderId}`,
        Author: "Promptly",
        ...(r.testMode ? { Subject: TEST_MODE_NOTICE, Keywords: "testMode" } : {}),
      },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    if (r.testMode) doc.font("Helvetica-Bold").fontSize(11).fillColor("#b45309").text(TEST_MODE_NOTICE).moveDown(0.5).fillColor("#0f172a");
    doc.font("Helvetica-Bold").fontSize(20).text("Promptly receipt");
    doc.moveDown(0.3).font("Helvetica").fontSize(11).fillColor("#475569").text(receiptStatus(r));
    doc.moveDown();
    for (const [label, value] of receiptLines(r)) {
      const y = doc.y;
      doc.font("Helvetica").fillColor("#475569").text(label, 56, y, { width: 170 });
      doc.font("Helvetica").fillColor("#0f172a").text(value, 240, y, { width: 300 });
      doc.moveDown(0.6);
    }
    doc.end();
  });
}
