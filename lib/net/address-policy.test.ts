import { describe, expect, it } from "vitest";
import { allowPrivateProviders, allowPrivateTargets, namesNonPublicHost } from "@/lib/net/address-policy";

describe("namesNonPublicHost", () => {
  it("refuses private and local hosts in every notation the URL parser accepts", () => {
    for (const url of [
      "https://127.0.0.1/",
      "https://0x7f000001/",
      "https://2130706433/",
      "https://0177.0.0.1/",
      "https://127.1/",
      "https://0/",
      "https://10.0.0.1/",
      "https://0xa.0.0.1/",
      "https://172.16.5.4/",
      "https://192.168.1.1/",
      "https://100.64.0.1/",
      "https://169.254.169.254/",
      "https://[::1]/",
      "https://[::ffff:127.0.0.1]/",
      "https://[::ffff:a00:1]/",
      "https://[fd00::1]/",
      "https://[fe80::1]/",
      "https://localhost/",
      "https://LOCALHOST./",
      "https://api.localhost/",
    ]) {
      expect(namesNonPublicHost(new URL(url)), url).toBe(true);
    }
  });

  it("lets public addresses and host names through (names are checked again when connecting)", () => {
    for (const url of ["https://api.openai.com/v1", "https://8.8.8.8/", "https://[2606:4700:4700::1111]/", "https://10.example.com/"]) {
      expect(namesNonPublicHost(new URL(url)), url).toBe(false);
    }
  });

  it("allows private targets by default only in the test suite", () => {
    expect(allowPrivateTargets({ NODE_ENV: "development", WEBHOOK_ALLOW_PRIVATE: undefined })).toBe(false);
    expect(allowPrivateTargets({ NODE_ENV: "production", WEBHOOK_ALLOW_PRIVATE: undefined })).toBe(false);
    expect(allowPrivateTargets({ NODE_ENV: "test", WEBHOOK_ALLOW_PRIVATE: undefined })).toBe(true);
    expect(allowPrivateTargets({ NODE_ENV: "development", WEBHOOK_ALLOW_PRIVATE: true })).toBe(true);
  });

  it("allows private model servers by AI_ALLOW_PRIVATE_PROVIDERS when set, else as webhooks", () => {
    const prod = { NODE_ENV: "production" as const, WEBHOOK_ALLOW_PRIVATE: undefined };
    expect(allowPrivateProviders({ ...prod, AI_ALLOW_PRIVATE_PROVIDERS: undefined })).toBe(false);
    expect(allowPrivateProviders({ ...prod, AI_ALLOW_PRIVATE_PROVIDERS: true })).toBe(true);
    expect(allowPrivateTargets(prod)).toBe(false); // webhooks stay refused
    expect(allowPrivateProviders({ ...prod, WEBHOOK_ALLOW_PRIVATE: true, AI_ALLOW_PRIVATE_PROVIDERS: undefined })).toBe(true);
    expect(allowPrivateProviders({ ...prod, WEBHOOK_ALLOW_PRIVATE: true, AI_ALLOW_PRIVATE_PROVIDERS: false })).toBe(false);
  });
});
