import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { startFakeProvider, type FakeProvider } from "../tests/ai/fake-provider";
import { confirmEmail, newCredentials, signUp } from "./support/auth";
import { shootBothSizes } from "./support/pages";

// A seller builds a three-step workflow in the form (no JSON typed), sees the outline buyers will see, is told in
// plain words when a prompt uses an output no earlier step produces, reorders steps (buttons, and dragging by
// keyboard, mouse and finger), publishes,
// and runs it on the local OpenAI-style fake. Then "Edit as JSON" round-trips, and broken JSON keeps you in JSON.

let fake: FakeProvider;
test.beforeAll(async () => {
  fake = await startFakeProvider();
});
test.afterAll(() => fake.close());

/** No serious or critical axe finding and no sideways scroll, at 1280×800 and at 390×844. */
async function axeAtBothSizes(page: Page, name: string) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${viewport.width} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    expect(serious, `${name} at ${viewport.width}: accessibility`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const stepGroup = (page: Page, n: number) => page.getByRole("group", { name: `Step ${n}`, exact: true });

async function chooseProvider(step: Locator, page: Page, label: string) {
  await step.getByLabel("Provider", { exact: true }).click();
  await page.getByRole("option", { name: label, exact: true }).click();
}

/**
 * Where a drag of `handle` onto the step whose handle is `other` starts and ends, on screen: the page is scrolled so
 * the whole move fits in the viewport, and the move is 70% of the distance between the two steps (past half-way the
 * list takes the new order; the rows are taller than a phone's screen, so the full distance would leave it).
 */
async function dragPath(page: Page, handle: Locator, other: Locator) {
  await handle.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const centreY = async (l: Locator) => {
    const box = (await l.boundingBox())!;
    return box.y + box.height / 2;
  };
  const delta = (await centreY(other)) - (await centreY(handle));
  const viewport = page.viewportSize()!;
  const y = await centreY(handle);
  await page.evaluate((by) => window.scrollBy(0, by), y - (delta > 0 ? 120 : viewport.height - 60));
  const box = (await handle.boundingBox())!;
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  return { from, to: { x: from.x, y: from.y + delta * 0.7 } };
}

/** Presses the handle, moves in small steps (as a hand does), runs `during` mid-drag, and lets go. */
async function dragWithMouse(page: Page, handle: Locator, other: Locator, during: () => Promise<void>) {
  const { from, to } = await dragPath(page, handle, other);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await during();
  await page.mouse.up();
}

/** The same with touch events (Chromium's DevTools protocol), as a finger on a phone sends them. */
async function dragWithFinger(page: Page, handle: Locator, other: Locator, during: () => Promise<void>) {
  const { from, to } = await dragPath(page, handle, other);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", p?: { x: number; y: number }) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch("touchStart", from);
  for (let i = 1; i <= 20; i++) await touch("touchMove", { x: from.x, y: from.y + ((to.y - from.y) * i) / 20 });
  await during();
  await touch("touchEnd");
  await cdp.detach();
}

test("a seller builds a three-step workflow in the editor, publishes it and runs it on the local provider", async ({ page }) => {
  test.setTimeout(240_000);
  const seller = await signUp(page, newCredentials("seller"));
  await confirmEmail(page, seller.email);

  // A key for the local OpenAI-style server the steps will run on.
  await page.goto("/dashboard/provider-keys");
  await page.getByLabel("Provider", { exact: true }).click();
  await page.getByRole("option", { name: "OpenAI-compatible (Ollama, vLLM, ...)" }).click();
  await page.getByLabel("Label", { exact: true }).fill("Local server");
  await page.getByLabel("API key", { exact: true }).fill("sk-e2e-workflow-key-4321");
  await page.getByLabel("Base URL", { exact: true }).fill(fake.url);
  await page.getByRole("button", { name: "Add key" }).click();
  await expect(page.getByText("••••4321").first()).toBeVisible();

  await page.goto("/dashboard/products/new");
  await page.getByLabel("Title").fill("Article to tweet");
  await page.getByLabel("Description", { exact: true }).fill("Summarises an article, writes a headline and a tweet for it.");
  await page.getByLabel("Type", { exact: true }).click();
  await page.getByRole("option", { name: "Workflow", exact: true }).click();
  await page.getByLabel("Category").click();
  await page.getByRole("option", { name: "Productivity" }).click();
  await page.getByLabel("Price").fill("4");
  const editor = page.getByTestId("workflow-editor");
  await expect(editor.getByRole("button", { name: "Edit as JSON" })).toBeVisible();

  // The input the buyer gives.
  await editor.getByRole("button", { name: "Add an input" }).click();
  const input = page.getByRole("group", { name: "Input 1", exact: true });
  await input.getByLabel("Name", { exact: true }).fill("article");
  await input.getByLabel("Label (optional)").fill("Article text");
  await input.getByLabel("Description (optional)").fill("Paste the whole article");

  // Step 1: summary, on the local server, using the input through its chip.
  const one = stepGroup(page, 1);
  await one.getByLabel("Name", { exact: true }).fill("summary");
  await chooseProvider(one, page, "OpenAI-compatible server");
  await expect(one.getByLabel("Model", { exact: true })).toHaveValue("llama3.1");
  await one.getByLabel("Prompt", { exact: true }).fill("Summarise: ");
  await one.getByRole("button", { name: "{{input.article}}" }).click();
  await expect(one.getByLabel("Prompt", { exact: true })).toHaveValue("Summarise: {{input.article}}");

  // Step 2 first names an output nobody produces: the editor says so at the field, in plain words.
  await editor.getByRole("button", { name: "Add a step" }).click();
  const two = stepGroup(page, 2);
  await expect(two.getByLabel("Model", { exact: true })).toHaveValue("llama3.1");
  await two.getByLabel("Name", { exact: true }).fill("headline");
  await two.getByLabel("Prompt", { exact: true }).fill("Write a headline for {{summary}}");
  await two.getByLabel("Prompt", { exact: true }).blur();
  await expect(two.getByText('Step 2 uses {{summary}}: write {{steps.summary.output}} for the output of step "summary"')).toBeVisible();
  await expect(two.getByLabel("Prompt", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await two.scrollIntoViewIfNeeded();
  await shootBothSizes(page, "workflow-editor-fault");
  await two.getByLabel("Prompt", { exact: true }).fill("Write a headline for {{steps.sumary.output}}");
  await expect(two.getByText("Step 2 uses {{steps.sumary.output}}, which no earlier step produces")).toBeVisible();
  // The chip writes the right name and ticks the step it waits for.
  await two.getByLabel("Prompt", { exact: true }).fill("Write a headline for ");
  await two.getByRole("button", { name: "{{steps.summary.output}}" }).click();
  await expect(two.getByLabel("Prompt", { exact: true })).toHaveValue("Write a headline for {{steps.summary.output}}");
  await expect(two.getByRole("checkbox", { name: "summary" })).toBeChecked();
  await expect(two.getByText(/which no earlier step produces/)).toHaveCount(0);
  await expect(two.getByLabel("Prompt", { exact: true })).not.toHaveAttribute("aria-invalid", "true");

  // Step 3 uses both earlier outputs.
  await editor.getByRole("button", { name: "Add a step" }).click();
  const three = stepGroup(page, 3);
  await three.getByLabel("Name", { exact: true }).fill("tweet");
  await three.getByLabel("Prompt", { exact: true }).fill("Tweet: ");
  await three.getByRole("button", { name: "{{steps.headline.output}}" }).click();
  await three.getByLabel("Prompt", { exact: true }).press("End");
  await three.getByLabel("Prompt", { exact: true }).pressSequentially(" / ");
  await three.getByRole("button", { name: "{{steps.summary.output}}" }).click();
  await expect(three.getByLabel("Prompt", { exact: true })).toHaveValue("Tweet: {{steps.headline.output}} / {{steps.summary.output}}");

  // Reordering from the keyboard: step 3 up, then back down; focus follows the moved step.
  await three.getByRole("button", { name: "Move step 3 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(stepGroup(page, 2).getByLabel("Name", { exact: true })).toHaveValue("tweet");
  await expect(stepGroup(page, 3).getByLabel("Name", { exact: true })).toHaveValue("headline");
  await expect(page.getByRole("button", { name: "Move step 2 up" })).toBeFocused();
  await page.getByRole("button", { name: "Move step 2 down" }).focus();
  await page.keyboard.press("Enter");
  await expect(stepGroup(page, 2).getByLabel("Name", { exact: true })).toHaveValue("headline");
  await expect(stepGroup(page, 3).getByLabel("Name", { exact: true })).toHaveValue("tweet");

  // Dragging by the handle (@dnd-kit): from the keyboard (Space, arrow, Space) with the move announced, with a
  // mouse, and with a finger on a phone, each checked by the order of the steps' names.
  const order = () => page.getByTestId("workflow-step").evaluateAll((els) => els.map((el) => el.querySelector("input")!.value));
  const handle = (n: number) => page.getByRole("button", { name: `Drag step ${n} to reorder` });
  // Each key waits for the effect of the one before (the sensor listens from the next tick on): the handle pressed,
  // then each move announced.
  await handle(3).focus();
  await page.keyboard.press("Space");
  await expect(handle(3)).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowUp");
  await expect(page.getByText('Step "tweet" is over position 2 of 3.')).toBeAttached();
  await page.keyboard.press("Space");
  await expect(page.getByText('Step "tweet" dropped at position 2 of 3.')).toBeAttached();
  await expect.poll(order).toEqual(["summary", "tweet", "headline"]);
  await expect(handle(2)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(handle(2)).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByText('Step "tweet" is over position 3 of 3.')).toBeAttached();
  await page.keyboard.press("Escape");
  await expect(page.getByText('Moving step "tweet" was cancelled; it stays at position 2.')).toBeAttached();
  await expect.poll(order).toEqual(["summary", "tweet", "headline"]);

  await dragWithMouse(page, handle(2), handle(3), async () => {
    await page.screenshot({ path: "e2e/screenshots/workflow-editor-dragging-1280.png" });
  });
  await expect.poll(order).toEqual(["summary", "headline", "tweet"]);

  await page.setViewportSize({ width: 390, height: 844 });
  await dragWithFinger(page, handle(3), handle(2), async () => {
    await page.screenshot({ path: "e2e/screenshots/workflow-editor-dragging-390.png" });
  });
  await expect.poll(order).toEqual(["summary", "tweet", "headline"]);
  // The Up and Down buttons still work beside the handle.
  await page.getByRole("button", { name: "Move step 2 down" }).click();
  await expect.poll(order).toEqual(["summary", "headline", "tweet"]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A fourth step added and removed again.
  await editor.getByRole("button", { name: "Add a step" }).click();
  await expect(stepGroup(page, 4)).toBeVisible();
  await stepGroup(page, 4).getByRole("button", { name: "Remove step 4" }).click();
  await expect(stepGroup(page, 4)).toHaveCount(0);

  // The live outline is the product page's: three stages, each building on the one before.
  const preview = page.getByTestId("workflow-preview");
  await expect(preview.getByRole("heading", { name: "How it runs" })).toBeVisible();
  await expect(preview.getByText("You give it: Article text")).toBeVisible();
  await expect(preview.getByText("Uses the result of summary", { exact: true })).toBeVisible();
  await expect(preview.getByText("Uses the result of headline, summary")).toBeVisible();
  await axeAtBothSizes(page, "workflow editor");
  await shootBothSizes(page, "workflow-editor");

  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/prod_/);
  const productId = page.url().split("/").pop()!;
  await expect(page.getByTestId("product-status")).toHaveText("Draft");
  // The saved workflow opens in the form again.
  await expect(stepGroup(page, 3).getByLabel("Name", { exact: true })).toHaveValue("tweet");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Publish" }).click();
  await expect(page.getByTestId("product-status")).toHaveText("Published");

  // Buyers see the same outline on the product page.
  await page.goto(`/products/${productId}`);
  const howItRuns = page.getByRole("region", { name: "How it runs" });
  await expect(howItRuns.getByText("You give it: Article text")).toBeVisible();
  await expect(howItRuns.getByText("Uses the result of headline, summary")).toBeVisible();

  // Run it on the local server.
  await page.goto(`/dashboard/run/${productId}`);
  await page.getByLabel("Article text", { exact: true }).fill("Otters hold hands while sleeping.");
  await page.getByRole("button", { name: "Run workflow" }).click();
  await expect(page.getByTestId("execution-output")).toHaveText(
    "echo: Tweet: echo: Write a headline for echo: Summarise: Otters hold hands while sleeping. / echo: Summarise: Otters hold hands while sleeping.",
    { timeout: 60_000 },
  );
  expect(fake.seen.map((s) => s.prompt)).toContain("Summarise: Otters hold hands while sleeping.");
  await axeAtBothSizes(page, "workflow run");
  await shootBothSizes(page, "workflow-editor-run");

  // "Edit as JSON" round-trips; broken JSON keeps you in JSON with a clear message.
  await page.goto(`/dashboard/products/${productId}`);
  await page.getByRole("button", { name: "Edit as JSON" }).click();
  const json = page.getByLabel("Workflow definition (JSON)");
  const text = await json.inputValue();
  expect(JSON.parse(text).steps.map((s: { id: string }) => s.id)).toEqual(["summary", "headline", "tweet"]);
  await json.fill(text.replace('"tweet"', '"post"').replace("{{steps.headline.output}}", "{{steps.headline.output}}!"));
  await page.getByRole("button", { name: "Edit in the form" }).click();
  await expect(stepGroup(page, 3).getByLabel("Name", { exact: true })).toHaveValue("post");
  await expect(stepGroup(page, 3).getByLabel("Prompt", { exact: true })).toHaveValue(
    "Tweet: {{steps.headline.output}}! / {{steps.summary.output}}",
  );
  await page.getByRole("button", { name: "Edit as JSON" }).click();
  await json.fill('{ "steps": [ { "id": "a", "retries": 3 ');
  await page.getByRole("button", { name: "Edit in the form" }).click();
  await expect(page.getByTestId("workflow-json-problems")).toContainText("The form cannot show this JSON yet");
  await expect(page.getByTestId("workflow-json-problems")).toContainText("This is not valid JSON");
  await expect(json).toBeVisible();
  await json.fill('{ "steps": [ { "id": "a", "provider": "openai", "model": "gpt-4o-mini", "prompt": "Hi", "retries": 3 } ] }');
  await page.getByRole("button", { name: "Edit in the form" }).click();
  await expect(page.getByTestId("workflow-json-problems")).toContainText("Step 1, retries: not a field of a workflow, remove it");
  await axeAtBothSizes(page, "workflow JSON");
  await shootBothSizes(page, "workflow-editor-json");
});
