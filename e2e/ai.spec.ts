import { expect, test, type APIRequestContext } from "@playwright/test";
import { startFakeProvider, type FakeProvider } from "../tests/ai/fake-provider";
import { signUp } from "./support/auth";

// A buyer stores an openai-compatible key pointing at a local OpenAI-style server, runs a purchased prompt from its
// purchase page and sees the output and the cost. The seller's product and the purchase go through the public API.

let fake: FakeProvider;
test.beforeAll(async () => {
  fake = await startFakeProvider();
});
test.afterAll(() => fake.close());

async function post(request: APIRequestContext, path: string, json: unknown) {
  const res = await request.post(`/api/v1${path}`, { data: json });
  const body = await res.json();
  expect(res.ok(), JSON.stringify(body)).toBe(true);
  return body.data;
}

test("a buyer runs a purchased prompt with their own openai-compatible key", async ({ browser }) => {
  // Two accounts, a purchase, a streamed run and a failed one: more than the default minute on a shared machine.
  test.setTimeout(180_000);
  const seller = await (await browser.newContext()).newPage();
  await signUp(seller);
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
  await page.getByLabel("Provider", { exact: true }).selectOption("openai-compatible");
  await page.getByLabel("Label", { exact: true }).fill("Local server");
  await page.getByLabel("API key", { exact: true }).fill("sk-e2e-local-key-1234");
  await page.getByLabel("Base URL", { exact: true }).fill(fake.url);
  await page.getByRole("button", { name: "Add key" }).click();
  await expect(page.getByRole("cell", { name: "••••1234" })).toBeVisible();
  await expect(page.getByText("sk-e2e-local-key-1234")).toHaveCount(0);

  fake.setUsage({ prompt: 9, completion: 12 });
  // Chunks 400 ms apart: the answer must show while it is still arriving (and Stop with it).
  fake.setChunkDelay(400);
  await page.goto(`/dashboard/purchases/${order.orderId}`);
  await page.getByRole("link", { name: "Run" }).click();
  await page.getByLabel("topic", { exact: true }).fill("autumn rain");
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect(page.getByRole("button", { name: "Stop" })).toBeVisible();
  await expect(page.getByTestId("run-output")).toContainText("echo: Write");
  await expect(page.getByTestId("run-output")).toHaveText("echo: Write a haiku about autumn rain.");
  await expect(page.getByTestId("run-cost")).toHaveText("$0 (unpriced model)");
  await expect(page.getByText("9 in / 12 out")).toBeVisible();
  expect(fake.seen[0].authorization).toBe("Bearer sk-e2e-local-key-1234");
  expect(fake.seen[0].body.stream).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "test-results/ai-run-streamed-1280.png", fullPage: true });

  // A provider refusal shows the provider's own status and message on the run page and the execution page.
  fake.fail({ status: 401, message: "Incorrect API key provided: sk-e2e-***1234" });
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The provider rejected your key" })).toBeVisible();
  await expect(page.getByTestId("provider-cause")).toContainText("answered HTTP 401");
  await expect(page.getByTestId("provider-cause")).toContainText("Incorrect API key provided: [redacted]");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/ai-run-failed-390.png", fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/dashboard/executions");
  await expect(page.getByText("Haiku writer").first()).toBeVisible();
  await expect(page.getByText("Succeeded")).toBeVisible();
  await expect(page.getByText("HTTP 401")).toBeVisible();
  await page.getByRole("link").filter({ hasText: /\d/ }).first().click();
  await expect(page.getByTestId("provider-cause")).toContainText("openai-compatible answered HTTP 401");
  await page.screenshot({ path: "test-results/ai-execution-failed-1280.png", fullPage: true });
});
