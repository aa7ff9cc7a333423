import path from "node:path";
import type { Page } from "@playwright/test";

const SCREENSHOTS = path.join(import.meta.dirname, "..", "screenshots");

/** Calls /api/v1 from the page with its session, as the dashboard's own forms do (same origin). */
export async function sessionApi(page: Page, pathname: string, json?: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ pathname, json }) => {
      const res = await fetch(`/api/v1${pathname}`, {
        method: json === undefined ? "GET" : "POST",
        headers: json === undefined ? {} : { "content-type": "application/json" },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const text = await res.text();
      return { status: res.status, body: text.startsWith("{") ? JSON.parse(text) : text };
    },
    { pathname, json },
  );
}

/** Full-page screenshots at 1280×800 and 390×844 into e2e/screenshots/<label>-<width>.png; leaves the page at 1280×800. */
export async function shootBothSizes(page: Page, label: string) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${label}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
