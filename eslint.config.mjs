import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Layers point one way (docs/architecture.md): app → lib, inngest → lib, components → lib (never the database).
const layers = {
  "import/no-cycle": ["error", { ignoreExternal: true }],
  "import/no-restricted-paths": [
    "error",
    {
      zones: [
        { target: "./lib", from: ["./app", "./components", "./inngest"], message: "lib/ is below app/, components/ and inngest/." },
        {
          target: "./lib/db",
          from: "./lib",
          except: ["./db", "./env.ts", "./log.ts"],
          message: "lib/db knows no domain: compose domain work where it is used.",
        },
        {
          target: ["./app", "./components", "./inngest"],
          from: "./lib/db",
          except: ["./generated/enums.ts"],
          message: "Pages, components and jobs reach the database through lib/<domain>.",
        },
      ],
    },
  ],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // The import plugin need not parse packages to find our cycles and layer breaks.
  { settings: { "import/ignore": ["node_modules"] }, rules: layers },
  // Tests, journeys and benchmarks read untyped JSON responses.
  { files: ["tests/**", "e2e/**", "bench/**"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  globalIgnores([
    ".next/**",
    "node_modules/**",
    "lib/db/generated/**",
    "bench/results/**",
    "test-results/**",
    "playwright-report/**",
    ".data/**",
    ".test-data/**",
    "next-env.d.ts",
  ]),
]);
