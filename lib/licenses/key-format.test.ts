import { describe, expect, it } from "vitest";
import { generateKey, keyHash, sameHash } from "@/lib/licenses/key-format";
import { isWellFormedKey, keyHint, KEY_ALPHABET, KEY_MAX_LENGTH, prefixFromTitle } from "@/lib/licenses/key-shape";

describe("license key format", () => {
  it("generates well-formed keys under the prefix, 125 random bits each", () => {
    const key = generateKey("COLD");
    expect(key).toMatch(/^COLD(-[0-9A-HJKMNP-TV-Z]{5}){5}$/);
    expect(isWellFormedKey(key)).toBe(true);
    expect(isWellFormedKey(key.toLowerCase())).toBe(true);
    expect(isWellFormedKey(`  ${key} `)).toBe(true);
    expect(KEY_ALPHABET).toHaveLength(32);
    expect(generateKey("ABCDEFGHIJKL").length).toBeLessThanOrEqual(KEY_MAX_LENGTH);
  });

  it("uses every character of the alphabet and no other (1,000 keys)", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) for (const c of generateKey("KEY").slice(4).replaceAll("-", "")) seen.add(c);
    expect([...seen].sort().join("")).toBe([...KEY_ALPHABET].sort().join(""));
  });

  it("refuses malformed keys", () => {
    for (const bad of [
      "",
      "COLD",
      "COLD-AAAAA",
      "COLD-AAAAA-AAAAA-AAAAA-AAAAA-AAAAI",
      "C-AAAAA-AAAAA-AAAAA-AAAAA-AAAAA",
      "COLD-AAAAA-AAAAA-AAAAA-AAAAA-AAAAA-AAAAA",
      "COLD_AAAAA-AAAAA-AAAAA-AAAAA-AAAAA",
    ]) {
      expect(isWellFormedKey(bad), bad).toBe(false);
    }
  });

  it("hashes the normalised key: case and surrounding spaces do not matter", () => {
    const key = generateKey("COLD");
    expect(keyHash(` ${key.toLowerCase()}`)).toBe(keyHash(key));
    expect(sameHash(keyHash(key), keyHash(key))).toBe(true);
    expect(sameHash(keyHash(key), keyHash(generateKey("COLD")))).toBe(false);
    expect(sameHash(keyHash(key), "abc")).toBe(false);
  });

  it("derives a product-branded prefix from the title", () => {
    expect(prefixFromTitle("Cold Email Writer")).toBe("COLD");
    expect(prefixFromTitle("AI writer")).toBe("AIWRITER");
    expect(prefixFromTitle("Résumé polisher")).toBe("RESUME");
    expect(prefixFromTitle("!!")).toBe("KEY");
    expect(prefixFromTitle("Supercalifragilistic")).toBe("SUPERCAL");
  });

  it("hints at a key by its prefix and last group", () => {
    expect(keyHint("COLD-AAAAA-BBBBB-CCCCC-DDDDD-7KQ2X")).toBe("COLD-…-7KQ2X");
  });
});
