import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { shootBothSizes } from "./support/pages";

// /docs is the API reference, rendered on the server from the OpenAPI document (ADR 053): it opens with the
// quickstart, runs under the pages' nonce policy with no exception (the test fixture fails on any CSP report) and
// passes axe at both sizes, in the light and the dark theme. Signed out: integrators read it before they have an account.
test("the API reference opens with a quickstart and passes axe at both sizes in both themes", async ({ page }) => {
  // axe over the whole reference (about 42,000 px tall at 1280) takes a while on a busy machine.
  test.setTimeout(420_000);
  const res = await page.goto("/docs");
  expect(res!.status()).toBe(200);
  expect(res!.headers()["content-security-policy"]).toMatch(/'nonce-/);
  await expect(page.getByRole("heading", { level: 1, name: "Promptly API reference" })).toBeVisible();

  const quickstart = page.getByRole("region", { name: "Quickstart" });
  await expect(quickstart).toBeVisible();
  await expect(quickstart.getByRole("heading", { name: "1. Create a key" })).toBeVisible();
  await expect(quickstart.getByRole("link", { name: "API keys in your dashboard" })).toHaveAttribute("href", "/dashboard/api-keys");
  await expect(quickstart.getByText(/curl http:\/\/[^ ]+\/api\/v1\/me/)).toBeVisible();
  await expect(quickstart.getByRole("link", { name: "Webhooks in your dashboard" })).toHaveAttribute("href", "/dashboard/webhooks");
  await expect(quickstart.getByText('import createClient from "openapi-fetch"')).toBeVisible();

  // The reference itself: every tag in the contents, each operation under its tag with its parameters.
  const contents = page.getByRole("navigation", { name: "API reference contents" });
  await contents.getByRole("link", { name: "Products", exact: true }).click();
  await expect(page).toHaveURL(/#tag-products$/);
  const create = page.locator("#createProduct");
  await expect(create.getByRole("heading", { name: "POST /products" })).toBeVisible();
  await expect(create.getByText("title", { exact: true })).toBeVisible();
  await create.getByText(/^Answers/).click();
  await expect(create.getByText("201", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "purchase.completed", exact: true })).toBeAttached();

  // Both themes: the device's dark setting gives the dark tokens (app/globals.css), which the code samples,
  // method badges and schema tables must pass in too.
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/docs");
      await expect(page.getByRole("region", { name: "Quickstart" })).toBeVisible();
      if (colorScheme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(
        serious.map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes[0]?.target.join(" ")}`),
        `${colorScheme} at ${viewport.width}px`,
      ).toEqual([]);
    }
    if (colorScheme === "dark") await shootBothSizes(page, "api-reference-dark");
  }
  await page.emulateMedia({ colorScheme: "light" });
  // Positive control: the same check sees an unnamed button dropped into the page.
  await page.evaluate(() => document.querySelector("main")!.append(Object.assign(document.createElement("button"), { id: "axe-control" })));
  const control = await new AxeBuilder({ page }).include("#axe-control").analyze();
  expect(control.violations.map((v) => v.id)).toContain("button-name");

  await page.goto("/docs");
  await shootBothSizes(page, "api-reference");
});
