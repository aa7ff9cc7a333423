import {
  McpServer,
  ProtocolError,
  ProtocolErrorCode,
  ResourceNotFoundError,
  ResourceTemplate,
  completable,
} from "@modelcontextprotocol/server";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { fillPlaceholders, placeholdersOf } from "@/lib/ai/placeholders";
import { AppError } from "@/lib/errors";
import { listProductVersions, runnableVersionOrThrow } from "@/lib/catalog/versions";
import { recordAccessNow } from "@/lib/purchases/access";
import { readFile } from "@/lib/catalog/assets";
import { ownedProducts, promptArguments, type OwnedProduct } from "@/lib/mcp/owned";
import { registerBuyerTools } from "@/lib/mcp/buyer-tools";
import { registerSellerTools } from "@/lib/mcp/seller-tools";
import { registerWorkflowTools } from "@/lib/mcp/workflow-tools";
import { hasProducts } from "@/lib/mcp/seller";

/** Who asks: resolved by the endpoint (lib/api/mcp-endpoint.ts) from an API key before the server is built. */
export type McpCaller = {
  userId: string;
  /** The API key's scopes: each prompt, tool and resource family is shown only with its scope (docs/mcp.md#scopes). */
  scopes: readonly string[];
  /** {base_url} of links in tool results, as /v1 responses have them (lib/api/urls.ts). */
  apiBaseUrl: string;
};

export const SERVER_INFO = { name: "promptly", title: "Promptly", version: "1.0.0" };

const INSTRUCTIONS =
  "Promptly serves the prompts and workflows you bought on the Promptly marketplace. Your purchased prompts are MCP " +
  "prompts (their placeholders are the arguments); run_prompt runs one on your own stored provider key; " +
  "search_catalog and get_product read the public catalog. Sellers also get read-only tools about their sales.";

/** Lists change as soon as a purchase or refund commits, so no client may reuse one (docs/mcp.md#caching). */
const NO_CACHE = { ttlMs: 0, cacheScope: "private" } as const;

/** Prompt names are the product ids: stable while titles change, and unique. */
const promptName = (p: OwnedProduct) => p.id;

const FILE_URI = "promptly://products/{productId}/files/{assetId}";

/**
 * One server for one request (the endpoint is stateless): what the caller owns is read now, so a refund that
 * committed before this request has already removed its prompts, tools and files.
 */
export async function buildMcpServer(caller: McpCaller, era: "modern" | "legacy" = "modern"): Promise<McpServer> {
  const can = (scope: string) => caller.scopes.includes(scope);
  const [owned, seller] = await Promise.all([
    can("purchases:read") || can("ai:execute") ? ownedProducts(caller.userId) : Promise.resolve([]),
    can("products:read") || can("analytics:read") || can("purchases:read") ? hasProducts(caller.userId) : Promise.resolve(false),
  ]);
  const server = new McpServer(SERVER_INFO, {
    instructions: INSTRUCTIONS,
    // List-changed notifications travel on a 2026-07-28 `subscriptions/listen` stream (lib/mcp/list-changes.ts); a
    // 2025-era client served statelessly has no stream to receive them on (GET is 405), so it is not promised them.
    capabilities: {
      ...(can("purchases:read") ? { prompts: { listChanged: era === "modern" }, resources: { listChanged: era === "modern" } } : {}),
      tools: { listChanged: era === "modern" },
    },
    cacheHints: {
      "tools/list": NO_CACHE,
      "prompts/list": NO_CACHE,
      "resources/list": NO_CACHE,
      "resources/templates/list": NO_CACHE,
      "resources/read": NO_CACHE,
    },
  });
  if (can("purchases:read")) {
    const prompts = owned.filter((o) => o.type === "PROMPT");
    for (const p of prompts) registerPrompt(server, caller, p);
    // The SDK installs the prompt handlers with the first prompt: a buyer with none still answers an empty list.
    if (prompts.length === 0) {
      server.server.setRequestHandler("prompts/list", () => ({ prompts: [] }));
      server.server.setRequestHandler("prompts/get", (request) => {
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Prompt ${request.params.name} not found`);
      });
    }
    registerFiles(server, caller, owned);
  }
  const tools =
    registerBuyerTools(server, caller, owned) +
    (caller.scopes.includes("ai:execute") ? registerWorkflowTools(server, caller, owned) : 0) +
    (seller ? registerSellerTools(server, caller) : 0);
  if (tools === 0) server.server.setRequestHandler("tools/list", () => ({ tools: [] }));
  return server;
}

/**
 * The optional argument that pins a version (docs/mcp.md#versions-and-budgets): `version`, unless the prompt has a
 * `{{version}}` placeholder of its own, in which case `promptly_version`.
 */
export const versionArgument = (placeholders: readonly string[]) => (placeholders.includes("version") ? "promptly_version" : "version");

function registerPrompt(server: McpServer, caller: McpCaller, p: OwnedProduct): void {
  const names = promptArguments(p);
  const pin = versionArgument(names);
  const versionLabels = async () => (await listProductVersions(caller.userId, p.id).catch(() => [])).map((v) => v.version);
  const args = z.looseObject({
    ...Object.fromEntries(names.map((n) => [n, z.string().max(100_000).describe(`Fills {{${n}}} in the prompt`)])),
    // optional() outside: the SDK finds the completer under an optional wrapper, not inside one.
    [pin]: completable(
      z
        .string()
        .trim()
        .min(1)
        .max(20)
        .describe(
          `The version to render, e.g. 1.0.0 (the labels of GET /products/{productId}/versions); default: the latest, ${p.version}`,
        ),
      async (value) => (await versionLabels()).filter((label) => label.startsWith(value ?? "")),
    ).optional(),
  });
  server.registerPrompt(
    promptName(p),
    {
      title: p.title,
      description: `${p.description} (version ${p.version})`,
      argsSchema: args,
    },
    async (values: Record<string, string | undefined>) => {
      // The content at the version the buyer pins (as POST /ai/execute's `version`), else the latest.
      const release = await runnableVersionOrThrow(p, values[pin], pin).catch(async (thrown: unknown) => {
        if (!(thrown instanceof AppError) || thrown.code !== "VALIDATION_ERROR") throw thrown;
        const labels = (await versionLabels()).join(", ");
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, `This prompt has no version ${values[pin]}; its versions: ${labels}`, {
          argument: pin,
        });
      });
      // An older version may use other placeholders than the latest one listed: each of its own is needed.
      const used = placeholdersOf(release.content);
      const missing = used.filter((n) => typeof values[n] !== "string");
      if (missing.length) {
        throw new ProtocolError(
          ProtocolErrorCode.InvalidParams,
          `Version ${release.label} of this prompt also needs: ${missing.join(", ")}`,
          { missing },
        );
      }
      // Reading the filled prompt delivers the content: it counts as access (docs/commerce.md), and a refund that
      // committed since the list was read ends here with the answer an unknown name gets.
      if (!(await recordAccessNow(caller.userId, p.id, "contentRead"))) {
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Prompt ${promptName(p)} not found`);
      }
      const given = Object.fromEntries(used.map((n) => [n, values[n] as string]));
      return {
        description: `${p.title}, version ${release.label}`,
        messages: [{ role: "user" as const, content: { type: "text" as const, text: fillPlaceholders(release.content, given) } }],
      };
    },
  );
}

function registerFiles(server: McpServer, caller: McpCaller, owned: OwnedProduct[]): void {
  const titles = new Map(owned.map((p) => [p.id, p.title]));
  const template = new ResourceTemplate(FILE_URI, {
    list: async () => {
      if (owned.length === 0) return { resources: [] };
      const client = await db();
      const files = await client.productAsset.findMany({
        where: { productId: { in: owned.map((p) => p.id) }, kind: "FILE" },
        select: { id: true, productId: true, name: true, mediaType: true, size: true },
        orderBy: [{ productId: "asc" }, { position: "asc" }, { createdAt: "asc" }],
      });
      return {
        resources: files.map((f) => ({
          uri: `promptly://products/${f.productId}/files/${f.id}`,
          name: f.name,
          title: `${f.name} (${titles.get(f.productId) ?? "purchase"})`,
          mimeType: f.mediaType,
          size: Number(f.size),
        })),
      };
    },
  });
  server.registerResource(
    "purchased-files",
    template,
    { title: "Files of your purchases", description: "The files that come with the products you bought" },
    async (uri, variables) => {
      const productId = String(variables.productId);
      const assetId = String(variables.assetId);
      // Authorised exactly like a download: the author, or a buyer with an active purchase (recorded as access).
      const delivery = await readFile(caller.userId, productId, assetId, { inline: true }).catch(() => null);
      if (!delivery) throw new ResourceNotFoundError(uri.toString());
      // Past what fits in a reply (lib/catalog/assets.ts), the file is a link to fetch, valid 5 minutes.
      if ("redirect" in delivery) {
        const text = `This file is too large to send here. Download it within 5 minutes from: ${delivery.redirect}`;
        return { contents: [{ uri: uri.toString(), mimeType: "text/plain", text }] };
      }
      const file = delivery.content;
      const textual = /^text\/|^application\/(json|xml|yaml|x-yaml)\b/i.test(file.mediaType);
      const contents = textual
        ? { uri: uri.toString(), mimeType: file.mediaType, text: new TextDecoder().decode(file.bytes) }
        : { uri: uri.toString(), mimeType: file.mediaType, blob: Buffer.from(file.bytes).toString("base64") };
      return { contents: [contents] };
    },
  );
}
