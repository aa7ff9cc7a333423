import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { webhookServerEnv } from "./e2e/support/webhooks";

// Journeys run against the production build (`npm run build` first; npm test does it) on a fresh embedded
// database. Values are fixed once in the main process; workers load this file again and inherit them.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "marketplace-e2e-"));
process.env.E2E_PORT ??= String(3200 + Math.floor(Math.random() * 700));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Debian's chromium (scripts/test.sh installs it); CHROMIUM_PATH overrides; else Playwright's own browser. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].filter((p): p is string => !!p);
  return candidates.find((p) => fs.existsSync(p));
}

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  },
};

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? "list" : [["list"], ["html", { open: "never" }]],
  globalTeardown: "./e2e/support/global-teardown.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  // The product-update journey runs first: after the other journeys, its update mail did not arrive within 150 s in
  // three full runs of 2026-11-26 (seconds when run alone); the cause is not found yet.
  projects: [
    { name: "product-updates", testMatch: /product-updates\.spec\.ts$/, use: chromium },
    { name: "chromium", testIgnore: /product-updates\.spec\.ts$/, dependencies: ["product-updates"], use: chromium },
  ],
  webServer: {
    command: `npx next start -H 127.0.0.1 -p ${process.env.E2E_PORT}`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR,
      NEXTAUTH_URL: baseURL,
      APP_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      // Journeys talk to local stand-ins (the AI spec's OpenAI-style server on 127.0.0.1 over http).
      WEBHOOK_ALLOW_PRIVATE: "true",
      // Every journey signs up from 127.0.0.1: the per-IP sign-up limit (20 an hour) would stop the suite, not an attacker.
      SIGNUP_PER_IP_PER_HOUR: "1000",
      ...webhookServerEnv(),
    },
  },
});
