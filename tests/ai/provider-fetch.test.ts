import { describe, expect, it } from "vitest";
import { providerFetch } from "@/lib/ai/provider-fetch";
import { setUpFakeProvider } from "./fixtures";

const fake = setUpFakeProvider();

describe("provider base URLs and SSRF", () => {
  it("refuses to connect to private addresses unless private targets are allowed", async () => {
    const guarded = providerFetch(false)!;
    const body = JSON.stringify({ model: "m", messages: [{ role: "user", content: "hi" }] });
    for (const url of [`${fake.url}/chat/completions`, fake.url.replace("127.0.0.1", "localhost") + "/chat/completions"]) {
      const err = await guarded(url, { method: "POST", body }).catch((e: Error) => e);
      expect(err).toBeInstanceOf(Error);
      expect(String((err as Error & { cause?: Error }).cause ?? err)).toMatch(/non-public address/);
    }
    expect(fake.seen).toHaveLength(0);
    const allowed = await providerFetch(true)(`${fake.url}/chat/completions`, { method: "POST", body });
    expect(allowed.status).toBe(200);
    expect(fake.seen).toHaveLength(1);
  });
});
