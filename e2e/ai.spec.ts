import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { startFakeProvider, type FakeProvider } from "../tests/ai/fake-provider";
import { confirmEmail, signUp } from "./support/auth";

// A buyer stores an openai-compatible key pointing at a local OpenAI-style server, runs a purchased prompt from its
// purchase page and sees the output and the cost. The seller's product and the purchase go through the public API.

let fake: FakeProvider;
test.beforeAll(async () => {
  fake = await startFakeProvider();
});
test.afterAll(() => fake.close());

async function post(request: APIRequestContext, path: string, json: unknown, method: "post" | "patch" = "post") {
  const res = await request[method](`/api/v1${path}`, { data: json });
  const body = await res.json();
  expect(res.ok(), JSON.stringify(body)).toBe(true);
  return body.data;
}

/** No sideways scroll, no serious or critical axe violation, and a full-page screenshot to look at. */
async function checkAndShoot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  // A toast fading out is scanned at half opacity: wait until the confirmations are gone.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious, `${name} accessibility`).toEqual([]);
  fs.mkdirSync("e2e/screenshots", { recursive: true });
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

test("a buyer runs a purchased prompt with their own openai-compatible key", async ({ browser }) => {
  // Two accounts, a purchase, a streamed run and a failed one: more than the default minute on a shared machine.
  test.setTimeout(180_000);
  const seller = await (await browser.newContext()).newPage();
  await confirmEmail(seller, (await signUp(seller)).email);
  const { data: categories } = await (await seller.request.get("/api/v1/categories")).json();
  const product = await post(seller.request, "/products", {
    title: "Haiku writer",
    description: "Writes a haiku about any topic",
    type: "PROMPT",
    category: categories[0].slug,
    price: 3,
    content: "Write a haiku about {{topic}}.",
    compatibility: ["openai-compatible"],
  });
  await post(seller.request, `/products/${product.id}/publish`, {});

  const page = await (await browser.newContext()).newPage();
  await signUp(page);
  await post(page.request, "/payment-methods", { providerRef: "pm_card_visa", setDefault: true });
  const order = await post(page.request, "/purchases", { productId: product.id });

  await page.goto("/dashboard/provider-keys");
  await page.getByLabel("Provider", { exact: true }).click();
  await page.getByRole("option", { name: "OpenAI-compatible (Ollama, vLLM, ...)" }).click();
  await page.getByLabel("Label", { exact: true }).fill("Local server");
  await page.getByLabel("API key", { exact: true }).fill("sk-e2e-local-key-1234");
  await page.getByLabel("Base URL", { exact: true }).fill(fake.url);
  await page.getByRole("button", { name: "Add key" }).click();
  await expect(page.getByText("••••1234").first()).toBeVisible();
  await expect(page.getByText("sk-e2e-local-key-1234")).toHaveCount(0);
  await expect(page.getByText("$0.00 this month").first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "Verified" }).first()).toBeVisible();

  // A second key, priced through the OpenAI provider, with a budget: the month's spend shows as a bar against it.
  await page.getByLabel("Provider", { exact: true }).click();
  await page.getByRole("option", { name: "OpenAI", exact: true }).click();
  await page.getByLabel("Label", { exact: true }).fill("Capped");
  await page.getByLabel("API key", { exact: true }).fill("sk-rejected-e2e-0000");
  await page.getByLabel("Base URL", { exact: true }).fill(fake.url);
  await page.getByRole("button", { name: "Add key" }).click();
  // The provider's refusal is shown at the field, and the key itself is not echoed back.
  await expect(page.getByText("OpenAI did not accept this key (HTTP 401: Incorrect API key provided: [key])")).toBeVisible();
  await page.getByLabel("API key", { exact: true }).fill("sk-e2e-capped-key-5678");
  await page.getByLabel("Monthly budget (USD)").fill("-1");
  await page.getByRole("button", { name: "Add key" }).click();
  await expect(page.getByText("Must be 0 or more")).toBeVisible();
  await page.getByLabel("Monthly budget (USD)").fill("0.5");
  await page.getByRole("button", { name: "Add key" }).click();
  await expect(page.getByRole("meter", { name: "Spent this month" }).first()).toBeVisible();
  await expect(page.getByText("$0.00 of $0.50").first()).toBeVisible();
  await page.getByRole("button", { name: "Change budget" }).first().click();
  await page.getByRole("dialog").getByLabel("Monthly budget (USD)").fill("2");
  await page.getByRole("button", { name: "Save budget" }).click();
  await expect(page.getByText("$0.00 of $2.00").first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await checkAndShoot(page, "ai-provider-keys-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await checkAndShoot(page, "ai-provider-keys-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The seller releases 1.1.0; the buyer sees the update on the purchase and can still run 1.0.0.
  await post(
    seller.request,
    `/products/${product.id}`,
    { content: "Write a short haiku about {{topic}}.", version: "1.1.0", changelog: "Shorter haiku" },
    "patch",
  );
  await page.goto(`/dashboard/purchases/${order.orderId}`);
  await expect(page.getByText("Updated to 1.1.0")).toBeVisible();
  await expect(page.getByText("Shorter haiku")).toBeVisible();

  fake.setUsage({ prompt: 9, completion: 12 });
  // Chunks 400 ms apart: the answer must show while it is still arriving (and Stop with it).
  fake.setChunkDelay(400);
  await page.getByRole("link", { name: "Run" }).click();
  await page.getByLabel("Topic", { exact: true }).fill("autumn rain");
  await page.getByLabel("Provider key", { exact: true }).click();
  await page.getByRole("option", { name: /Local server/ }).click();
  await page.getByLabel("Version", { exact: true }).click();
  await page.getByRole("option", { name: /^1\.0\.0/ }).click();
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect(page.getByRole("button", { name: "Stop" })).toBeVisible();
  await expect(page.getByTestId("run-output")).toContainText("echo: Write");
  await expect(page.getByTestId("run-output")).toHaveText("echo: Write a haiku about autumn rain.");
  await expect(page.getByTestId("run-cost")).toHaveText("$0 (unpriced model)");
  await expect(page.getByText("9 in / 12 out")).toBeVisible();
  expect(fake.seen[0].authorization).toBe("Bearer sk-e2e-local-key-1234");
  expect(fake.seen[0].body.stream).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await checkAndShoot(page, "ai-run-streamed-1280");

  // A provider refusal shows the provider's own status and message on the run page and the execution page.
  fake.fail({ status: 401, message: "Incorrect API key provided: sk-e2e-***1234" });
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The provider rejected your key" })).toBeVisible();
  await expect(page.getByTestId("provider-cause")).toContainText("answered HTTP 401");
  await expect(page.getByTestId("provider-cause")).toContainText("Incorrect API key provided: [redacted]");
  await page.setViewportSize({ width: 390, height: 844 });
  await checkAndShoot(page, "ai-run-failed-390");

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/dashboard/executions");
  await expect(page.getByText("Haiku writer").first()).toBeVisible();
  await expect(page.getByText("Succeeded").first()).toBeVisible();
  await expect(page.getByText("HTTP 401").first()).toBeVisible();
  await expect(page.getByText("prompt · 1.0.0").first()).toBeVisible();
  await checkAndShoot(page, "ai-executions-1280");
  await page
    .getByRole("link", { name: /Haiku writer/ })
    .first()
    .click();
  await expect(page.getByTestId("provider-cause")).toContainText("OpenAI-compatible server answered HTTP 401");
  await expect(page.getByText("version 1.0.0")).toBeVisible();
  await checkAndShoot(page, "ai-execution-failed-1280");
});
