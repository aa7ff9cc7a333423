import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { devInboxEnabled } from "@/lib/mail/dev-inbox";

// The development mailbox shows reset links: when it answers decides who can take over an account (ADR 030).
describe("the development mailbox (/dev/mail)", () => {
  it("is on outside production, and on the zero-config default that `npm start` runs", () => {
    expect(devInboxEnabled(parseEnv({ NODE_ENV: "development" }))).toBe(true);
    expect(devInboxEnabled(parseEnv({ NODE_ENV: "production" }))).toBe(true);
  });

  it("is off in production once mail or a database server is configured", () => {
    expect(devInboxEnabled(parseEnv({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example:587" }))).toBe(false);
    expect(devInboxEnabled(parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db.example/app" }))).toBe(false);
  });

  it("is never on by default in a live deployment, whatever else is set", () => {
    expect(devInboxEnabled(parseEnv({ NODE_ENV: "production", APP_ENV: "production" }))).toBe(false);
    expect(devInboxEnabled(parseEnv({ NODE_ENV: "development", APP_ENV: "production" }))).toBe(false);
  });

  it("follows MAIL_DEV_INBOX when it is set", () => {
    expect(devInboxEnabled(parseEnv({ APP_ENV: "production", MAIL_DEV_INBOX: "true" }))).toBe(true);
    expect(devInboxEnabled(parseEnv({ NODE_ENV: "development", MAIL_DEV_INBOX: "false" }))).toBe(false);
  });
});
