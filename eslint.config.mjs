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
          except: ["./db", "./env.ts", "./log.ts", "./tracing.ts"],
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

// A bare fetch (or Request, or XMLHttpRequest.open) of an /api/v1 address written as a string or template.
const API_V1 = "/^(https?:\\/\\/[^/]*)?\\/api\\/v1(\\/|\\?|$)/";
const API_V1_CALLS = [
  ["CallExpression[callee.name='fetch']", "CallExpression[callee.property.name='fetch']", "NewExpression[callee.name='Request']", 1],
  ["CallExpression[callee.property.name='open']", 2], // XMLHttpRequest: open(method, url)
].flatMap((entry) => {
  const at = entry.at(-1);
  return entry
    .slice(0, -1)
    .flatMap((call) => [
      `${call} > Literal.arguments:nth-child(${at})[value=${API_V1}]`,
      `${call} > TemplateLiteral.arguments:nth-child(${at})[quasis.0.value.raw=${API_V1}]`,
    ]);
});
const API_V1_MESSAGE =
  'Call /api/v1 through the typed client: call(api.GET("/path/{id}", { params })) from lib/api-client/browser.ts (docs/dashboard.md).';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // The import plugin need not parse packages to find our cycles and layer breaks.
  { settings: { "import/ignore": ["node_modules"] }, rules: layers },
  // Settings are read in lib/env.ts only (AGENTS.md); everything else calls env(). NEXT_RUNTIME is Next's own.
  {
    files: ["app/**", "components/**", "inngest/**", "lib/**", "proxy.ts"],
    ignores: ["lib/env.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings through env() from lib/env.ts (a new setting: AGENTS.md)." },
      ],
    },
  },
  // Domain code throws AppError; only lib/api/ (the wrapper) builds HTTP responses (AGENTS.md).
  {
    files: ["lib/**"],
    ignores: ["lib/api/**", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name=/^(Response|NextResponse)$/]",
          message: "Domain code returns data or throws AppError; lib/api builds responses.",
        },
      ],
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/server", message: "Domain code builds no HTTP responses; lib/api does." }] },
      ],
    },
  },
  // A page that reads and a form that invalidates must name the same cache entry: keys come from one factory.
  // Pages and components call /api/v1 through the typed client (lib/api-client/browser.ts), never a bare fetch, so
  // every path, parameter, body and answer is checked against the OpenAPI document (docs/dashboard.md).
  {
    files: ["app/**", "components/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: "Take query keys from queryKeys in lib/api-client/query-keys.ts, not a literal array.",
        },
        {
          selector: "CallExpression[callee.property.name=/^(setQueryData|getQueryData)$/] > ArrayExpression",
          message: "Take query keys from queryKeys in lib/api-client/query-keys.ts, not a literal array.",
        },
        ...API_V1_CALLS.map((selector) => ({ selector, message: API_V1_MESSAGE })),
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "openapi-fetch", message: API_V1_MESSAGE }],
          patterns: [{ group: ["@/lib/api/client", "**/lib/api/client"], message: `apiFetch is gone. ${API_V1_MESSAGE}` }],
        },
      ],
    },
  },
  // No barrel files (AGENTS.md): import a name from the module that defines it.
  {
    files: ["**/index.ts", "**/index.tsx", "**/index.js", "**/index.mjs"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Program", message: "No barrel index files: import from the module that defines the name (AGENTS.md)." },
      ],
    },
  },
  // Operator commands call lib/ functions and write no SQL of their own (AGENTS.md).
  {
    files: ["scripts/admin/**", "scripts/admin.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@/lib/db/client", importNames: ["db"], message: "Operator commands call lib/<domain> functions, not the database." },
          ],
          patterns: [
            {
              group: ["@/lib/db/generated/client", "@/lib/db/generated/client/*"],
              message: "Operator commands call lib/<domain> functions.",
            },
          ],
        },
      ],
    },
  },
  // No skipped or focused tests in commits (AGENTS.md).
  {
    files: ["tests/**", "e2e/**", "**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["describe", "it", "test"].flatMap((object) =>
          ["only", "skip", "fixme", "todo"].map((property) => ({
            object,
            property,
            message: "No skipped or focused tests in commits (AGENTS.md).",
          })),
        ),
      ],
      // Real databases, never a mocked database or Prisma client (AGENTS.md).
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/][arguments.0.value=/lib\\/db|@prisma|pglite|^pg$/]",
          message: "Tests use a real database, never a mocked one (AGENTS.md).",
        },
      ],
    },
  },
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
