import { signUp } from "./support/auth";
import { expect, test } from "./support/test";

test("pages run under a nonce-based policy and an injected script is refused", async ({ page, cspViolations }) => {
  const res = await page.goto("/signin");
  const policy = res!.headers()["content-security-policy"];
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(res!.headers()).toMatchObject({
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
  });
  expect(res!.headers()["permissions-policy"]).toContain("camera=()");
  // Next.js's own scripts carry this response's nonce, so the page is interactive.
  expect(
    await page
      .locator("script[src]")
      .first()
      .evaluate((s) => (s as HTMLScriptElement).nonce),
  ).toBe(nonce);

  // Another response gets another nonce.
  const again = await page.request.get("/signin");
  expect(/'nonce-([^']+)'/.exec(again.headers()["content-security-policy"])?.[1]).not.toBe(nonce);

  // A stored-XSS stand-in: the same page with an inline script the server never wrote. It must not run.
  await page.route("**/products?page=2", async (route) => {
    const original = await route.fetch();
    const body = (await original.text()).replace("</body>", "<script>window.__injected = true</script></body>");
    await route.fulfill({ response: original, body });
  });
  await page.goto("/products?page=2");
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join("\n")).toMatch(/script-src/);
  cspViolations.length = 0; // seen and expected: the guard checks the rest of the test
});

// The cached storefront pages (ADR 062) go to everyone, so no nonce: their policy lists their own inline scripts'
// hashes. Every script of theirs runs (the guard fails on any violation) and an injected one is refused.
test("a cached page runs under a policy of its own scripts' hashes and refuses an injected script", async ({ page, cspViolations }) => {
  const res = await page.goto("/");
  expect(res!.headers()["cache-control"]).toBe("public, s-maxage=5, stale-while-revalidate=60");
  const policy = res!.headers()["content-security-policy"];
  expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(policy).not.toMatch(/nonce-|strict-dynamic|script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("frame-ancestors 'none'");
  // Hydrated: the header's account area has asked the session endpoint, and the theme menu opens.
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.getByTestId("theme-toggle").click();
  await expect(page.getByRole("menuitem", { name: "Dark" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.route("**/", async (route) => {
    const original = await route.fetch();
    const body = (await original.text()).replace("</body>", "<script>window.__injected = true</script></body>");
    await route.fulfill({ response: original, body });
  });
  await page.goto("/");
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.join("\n")).toMatch(/script-src/);
  cspViolations.length = 0;
});

test("the API reference renders under the policy", async ({ page }) => {
  const res = await page.goto("/docs");
  expect(res!.headers()["content-security-policy"]).toMatch(/'nonce-/);
  // Server-rendered from the OpenAPI document (ADR 053): no script of its own, so no exception to the policy.
  await expect(page.getByRole("heading", { level: 1, name: "Promptly API reference" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "GET /products", exact: true })).toBeVisible();
});

test("API answers carry their own strict policy", async ({ request }) => {
  const res = await request.get("/api/v1/products");
  expect(res.headers()).toMatchObject({
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  });
  const health = await request.get("/api/health");
  expect(health.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Object.keys(await health.json()).sort()).toEqual(["database", "status", "testMode", "uptimeSeconds"]);
  const missing = await request.get("/api/v1/no-such-thing");
  expect(missing.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
});

test("signing out stays on the origin the browser is on, not the configured one", async ({ browser, baseURL }) => {
  // The server's NEXTAUTH_URL names 127.0.0.1; the user reached the site as localhost.
  const here = baseURL!.replace("127.0.0.1", "localhost");
  const context = await browser.newContext({ baseURL: here });
  const page = await context.newPage();
  await signUp(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${here}/`);
  await context.close();
});
