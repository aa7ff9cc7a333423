import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { signIn } from "./support/auth";

// A buyer opens "Use in your AI tools", creates an MCP key in one click, and the configuration shown works: an MCP
// client sending that key lists the same purchased prompts the page lists.

test("a buyer connects an AI tool to their purchased prompts", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, { email: "buyer@demo.test", password: "demo-password-123" });
  await page.goto("/dashboard/ai-tools");
  await expect(page.getByRole("heading", { level: 1, name: "Use in your AI tools" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Use in your AI tools" }).first()).toBeVisible();
  const endpoint = (await page.getByTestId("mcp-endpoint").innerText()).trim();
  expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/mcp$/);
  const titles = await page.getByTestId("mcp-prompts").locator("li .font-medium").allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  await expect(page.getByTestId("mcp-tools")).toContainText("run_prompt");

  await page.getByRole("button", { name: "Create an MCP key" }).click();
  const key = (await page.getByTestId("mcp-key").innerText()).trim();
  expect(key).toMatch(/^mk_live_/);
  await expect(page.getByTestId("mcp-config-claude")).toContainText(`Bearer ${key}`);
  await page.getByRole("tab", { name: "Cursor" }).click();
  const cursor = JSON.parse(await page.getByTestId("mcp-config-cursor").innerText());
  expect(cursor.mcpServers.promptly).toEqual({ url: endpoint, headers: { Authorization: `Bearer ${key}` } });

  // What a client does with that configuration (a 2025-era handshake, then the prompt list).
  const call = async (body: unknown) => {
    const res = await page.request.post(endpoint, {
      headers: { ...cursor.mcpServers.promptly.headers, accept: "application/json, text/event-stream", "content-type": "application/json" },
      data: body,
    });
    expect(res.status()).toBe(200);
    const text = await res.text();
    return JSON.parse(/^data: (.*)$/m.exec(text)?.[1] ?? text);
  };
  const init = await call({
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "e2e", version: "1" } },
  });
  expect(init.result.serverInfo.name).toBe("promptly");
  const listed = await call({ jsonrpc: "2.0", id: 2, method: "prompts/list" });
  expect(listed.result.prompts.map((p: { title: string }) => p.title)).toEqual(titles);

  await page.reload();
  for (const [name, size] of [
    ["mcp-desktop", { width: 1280, height: 800 }],
    ["mcp-phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    fs.mkdirSync("e2e/screenshots", { recursive: true });
    await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
  }
});
