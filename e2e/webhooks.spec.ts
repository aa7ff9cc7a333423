import { expect, test } from "./support/test";
import type { APIRequestContext } from "@playwright/test";
import { startHttpsReceiver } from "./support/webhooks";

// The embedded demo data set's seller; the server trusts the receiver's certificate (see support/webhooks.ts).
const SELLER = { email: "seller@demo.test", password: "demo-password-123" };

async function signIn(request: APIRequestContext) {
  const { csrfToken } = await (await request.get("/api/auth/csrf")).json();
  const res = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: SELLER.email, password: SELLER.password, json: "true" },
  });
  expect(res.ok()).toBeTruthy();
}

test("a seller adds an HTTPS endpoint, sends a test event, sees 200 and latency; the receiver got it correctly signed", async ({
  page,
}) => {
  const receiver = await startHttpsReceiver();
  try {
    await signIn(page.request);
    await page.goto("/dashboard/webhooks");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await page.getByLabel("Endpoint URL").fill(receiver.url);
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const secret = (await page.getByTestId("new-endpoint-secret").innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    receiver.setSecret(secret);

    const card = page.getByTestId("endpoint-card").filter({ hasText: receiver.url });
    await card.getByRole("button", { name: "Send test event" }).click();
    const result = card.getByTestId("test-result");
    await expect(result).toContainText("200");
    await expect(result).toContainText(/\d+ ms/);
    await expect(result).toContainText('{"received":true}');

    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got.signatureOk).toBe(true);
    expect(got.body).toMatchObject({ type: "test", data: { message: expect.any(String) } });
    expect(got.headers["x-service-attempt"]).toBe("1");
    expect(got.headers["x-service-event-id"]).toBe(got.body.id);
    expect(got.headers["webhook-id"]).toBe(got.body.id);

    // The card's 24-hour health counts the attempt.
    await page.reload();
    await expect(card.getByTestId("endpoint-health")).toContainText(/100% delivered of 1 attempt · 95% of answers within \d+ ms/);

    // The delivery log shows it (each delivery is a button that opens its detail); Resend sends the same event again.
    const delivery = page.getByRole("list", { name: "Deliveries" }).getByRole("button").filter({ hasText: receiver.url }).first();
    await delivery.focus();
    await page.keyboard.press("Enter");
    await expect(delivery).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(got.rawBody)).toBeVisible();
    await page.getByRole("button", { name: "Resend" }).click();
    await expect.poll(() => receiver.received.length).toBe(2);
    expect(receiver.received[1].rawBody).toBe(got.rawBody);
    expect(receiver.received[1].signatureOk).toBe(true);

    // Rotating asks first and says what breaks; Cancel changes nothing, confirming shows the new secret.
    await card.getByRole("button", { name: "Rotate secret" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("the old one stops working at once");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId("endpoint-secret")).toHaveCount(0);
    await card.getByRole("button", { name: "Rotate secret" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Rotate secret" }).click();
    await expect(page.getByText("Signing secret rotated")).toBeVisible();
    await expect(card.getByTestId("endpoint-secret")).toHaveText(/^whsec_/);
    expect(await card.getByTestId("endpoint-secret").innerText()).not.toBe(secret);

    // Deleting spells out the consequence; Escape keeps the endpoint.
    await card.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("its delivery log is deleted with it");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("alertdialog")).toBeHidden();
    await expect(card).toBeVisible();
  } finally {
    await receiver.close();
  }
});
