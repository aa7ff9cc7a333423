import { McpServer, ProtocolError, ProtocolErrorCode, ResourceNotFoundError, ResourceTemplate } from "@modelcontextprotocol/server";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { fillPlaceholders } from "@/lib/ai/placeholders";
import { recordAccess } from "@/lib/purchases/access";
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
export async function buildMcpServer(caller: McpCaller): Promise<McpServer> {
  const can = (scope: string) => caller.scopes.includes(scope);
  const [owned, seller] = await Promise.all([
    can("purchases:read") || can("ai:execute") ? ownedProducts(caller.userId) : Promise.resolve([]),
    can("products:read") || can("analytics:read") || can("purchases:read") ? hasProducts(caller.userId) : Promise.resolve(false),
  ]);
  const server = new McpServer(SERVER_INFO, {
    instructions: INSTRUCTIONS,
    // No list-changed notifications: every request reads the lists afresh (docs/mcp.md#caching).
    capabilities: {
      ...(can("purchases:read") ? { prompts: { listChanged: false }, resources: { listChanged: false } } : {}),
      tools: { listChanged: false },
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

function registerPrompt(server: McpServer, caller: McpCaller, p: OwnedProduct): void {
  const names = promptArguments(p);
  const args = z.object(Object.fromEntries(names.map((n) => [n, z.string().max(100_000).describe(`Fills {{${n}}} in the prompt`)])));
  server.registerPrompt(
    promptName(p),
    {
      title: p.title,
      description: `${p.description} (version ${p.version})`,
      argsSchema: args,
    },
    async (values: Record<string, string>) => {
      // Reading the filled prompt delivers the content: it counts as access (docs/commerce.md), and a refund that
      // committed since the list was read ends here with the answer an unknown name gets.
      if (!(await recordAccess(await db(), caller.userId, p.id, "contentRead"))) {
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Prompt ${promptName(p)} not found`);
      }
      const given = Object.fromEntries(names.map((n) => [n, values[n]]));
      return {
        description: `${p.title}, version ${p.version}`,
        messages: [{ role: "user" as const, content: { type: "text" as const, text: fillPlaceholders(p.content, given) } }],
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
