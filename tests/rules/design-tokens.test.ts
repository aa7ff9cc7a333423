import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/dashboard.md#colours-design-tokens-and-the-dark-theme: pages and components colour through the tokens of
// app/globals.css, so the dark theme is one set of values. A palette class would stay light in the dark theme.
const root = path.resolve(import.meta.dirname, "../..");
const PALETTE =
  /(?<=[\s"'`:])(?:text|bg|border|divide|from|to|via|fill|stroke|ring|outline|placeholder|decoration)-(?:white|black|gray|slate|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|brand)(?:-\d+)?(?:\/\d+)?(?=[\s"'`])/g;
// White on the generated colour covers and category tiles reads the same in both themes.
const ALLOWED = new Set([
  "components/catalog/product-cover.tsx: text-white/90",
  "app/(storefront)/storefront/[currency]/page.tsx: text-white",
  "components/ui/dialog.tsx: bg-black/50", // the dimmed backdrop behind a dialog, in both themes
]);

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith(".test.ts") ? [rel] : [];
  });
}

describe("colours", () => {
  it("come from design tokens, never palette classes, in app/ and components/", () => {
    const files = [...sources("app"), ...sources("components")];
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), "utf8").matchAll(PALETTE)].map((m) => `${file}: ${m[0]}`),
    );
    expect(found.filter((f) => !ALLOWED.has(f))).toEqual([]);
  });
});
