import { readFileSync, statSync } from "node:fs";
import { z } from "zod";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { PROVIDER_INFO, providerSchema, type Provider } from "@/lib/ai/providers";

// The models we know a price (and an output limit) for. Any other name still runs: it is passed to the provider as
// given and costed at 0 ("unpriced"). The operator extends or overrides this table with the JSON file named by
// AI_MODEL_CATALOG_FILE, re-read when it changes, so a new model or a price change needs no code change or restart.

export const modelEntrySchema = z.strictObject({
  provider: providerSchema,
  model: z.string().trim().min(1).max(200),
  inputUsdPerMTok: z.number().min(0).max(10_000).describe("USD per million input tokens"),
  outputUsdPerMTok: z.number().min(0).max(10_000).describe("USD per million output tokens"),
  maxOutputTokens: z.number().int().min(1).nullable().optional().describe("The model's output limit; maxTokens above it is refused"),
});
export type ModelEntry = z.output<typeof modelEntrySchema>;

export const catalogFileSchema = z.strictObject({
  asOf: z.iso.date().describe("The date the prices were read from the providers"),
  models: z.array(modelEntrySchema),
});
export type CatalogFile = z.output<typeof catalogFileSchema>;

const m = (provider: Provider, model: string, input: number, output: number, maxOutputTokens: number): ModelEntry => ({
  provider,
  model,
  inputUsdPerMTok: input,
  outputUsdPerMTok: output,
  maxOutputTokens,
});

/** List prices as each provider published them on `asOf`. */
export const BUILT_IN_CATALOG: CatalogFile = {
  asOf: "2026-11-01",
  models: [
    m("openai", "gpt-4o-mini", 0.15, 0.6, 16_384),
    m("openai", "gpt-4o", 2.5, 10, 16_384),
    m("openai", "gpt-4.1", 2, 8, 32_768),
    m("openai", "gpt-4.1-mini", 0.4, 1.6, 32_768),
    m("openai", "gpt-4.1-nano", 0.1, 0.4, 32_768),
    m("openai", "o4-mini", 1.1, 4.4, 100_000),
    m("anthropic", "claude-3-5-haiku-latest", 0.8, 4, 8_192),
    m("anthropic", "claude-3-7-sonnet-latest", 3, 15, 64_000),
    m("anthropic", "claude-sonnet-4-0", 3, 15, 64_000),
    m("anthropic", "claude-opus-4-0", 15, 75, 32_000),
    m("google", "gemini-2.0-flash", 0.1, 0.4, 8_192),
    m("google", "gemini-2.5-flash", 0.3, 2.5, 65_536),
    m("google", "gemini-2.5-pro", 1.25, 10, 65_536),
    m("mistral", "mistral-small-latest", 0.1, 0.3, 32_000),
    m("mistral", "mistral-medium-latest", 0.4, 2, 32_000),
    m("mistral", "mistral-large-latest", 2, 6, 32_000),
  ],
};

export type Catalog = { asOf: string; source: "built-in" | "file"; models: ModelEntry[] };

/** Reads and validates an operator file; throws with every faulty path in the message. */
export function readCatalogFile(path: string): CatalogFile {
  const raw = JSON.parse(readFileSync(path, "utf8"));
  const parsed = catalogFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `${i.path.join(".") || "(file)"}: ${i.message}`).join("; "));
  }
  return parsed.data;
}

/** The file's entries replace built-in ones of the same provider and model and add the rest. */
export function mergeCatalog(base: CatalogFile, file: CatalogFile): Catalog {
  const key = (e: ModelEntry) => `${e.provider}\u0000${e.model}`;
  const byKey = new Map(base.models.map((e) => [key(e), e]));
  for (const e of file.models) byKey.set(key(e), e);
  return { asOf: file.asOf, source: "file", models: [...byKey.values()] };
}

let cached: { path: string; mtimeMs: number; catalog: Catalog } | undefined;
let warnedMissing: string | undefined;

/** The catalog in force: built-in, merged with AI_MODEL_CATALOG_FILE (re-read when its mtime changes). */
export function modelCatalog(): Catalog {
  const path = env().AI_MODEL_CATALOG_FILE;
  if (!path) return { ...BUILT_IN_CATALOG, source: "built-in" };
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch (err) {
    if (warnedMissing !== path) log.warn("AI model catalog file not found; using the built-in prices", { path, error: String(err) });
    warnedMissing = path;
    cached = undefined;
    return { ...BUILT_IN_CATALOG, source: "built-in" };
  }
  warnedMissing = undefined;
  if (cached?.path === path && cached.mtimeMs === mtimeMs) return cached.catalog;
  try {
    cached = { path, mtimeMs, catalog: mergeCatalog(BUILT_IN_CATALOG, readCatalogFile(path)) };
  } catch (err) {
    // A bad edit must not stop runs: keep the last good table and say why (npm run admin -- ai:models checks a file).
    log.error("AI model catalog file invalid; keeping the previous prices", { path, error: (err as Error).message });
    if (!cached) return { ...BUILT_IN_CATALOG, source: "built-in" };
    cached = { ...cached, mtimeMs };
  }
  return cached.catalog;
}

/** Providers report dated names ("gpt-4o-mini-2024-07-18"): those are the alias's entry. */
export function findModel(provider: Provider, names: string[], catalog = modelCatalog()): ModelEntry | undefined {
  for (const name of names) {
    const undated = name.replace(/-\d{4}-\d{2}-\d{2}$/, "");
    const hit = catalog.models.find((e) => e.provider === provider && (e.model === name || e.model === undated));
    if (hit) return hit;
  }
  return undefined;
}

export type ResolvedModel = { provider: Provider; model: string; maxOutputTokens: number | null };

/** The model to call: any name is passed through; a known one also brings its output limit. */
export function resolveModel(provider: Provider, requested: string | undefined): ResolvedModel {
  const model = requested ?? PROVIDER_INFO[provider].defaultModel;
  return { provider, model, maxOutputTokens: findModel(provider, [model])?.maxOutputTokens ?? null };
}

export const listModelsQuery = z.strictObject({ provider: providerSchema.optional() });

export const modelListView = z
  .object({
    asOf: z.string().describe("The date the prices were read"),
    source: z.enum(["built-in", "file"]).describe("file: the operator's AI_MODEL_CATALOG_FILE is merged in"),
    models: z.array(
      z.object({
        provider: providerSchema,
        model: z.string(),
        inputUsdPerMTok: z.number(),
        outputUsdPerMTok: z.number(),
        maxOutputTokens: z.number().int().nullable(),
        isDefault: z.boolean().describe("Used when a run names no model"),
      }),
    ),
  })
  .meta({ id: "ModelCatalog" });

/** Known models with prices, by provider then name; any other name still runs, unpriced. */
export function listModels(q: z.output<typeof listModelsQuery>): z.output<typeof modelListView> {
  const catalog = modelCatalog();
  const models = catalog.models
    .filter((e) => !q.provider || e.provider === q.provider)
    .map((e) => ({ ...e, maxOutputTokens: e.maxOutputTokens ?? null, isDefault: PROVIDER_INFO[e.provider].defaultModel === e.model }))
    .sort((a, b) => a.provider.localeCompare(b.provider) || a.model.localeCompare(b.model));
  return { asOf: catalog.asOf, source: catalog.source, models };
}
