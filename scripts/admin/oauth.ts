import { listPreRegisteredClients, preRegisterClient, removePreRegisteredClient } from "@/lib/oauth/clients";
import { required, UsageError, type Command } from "./cli";

// Pre-registered OAuth clients of /api/mcp (docs/mcp.md#oauth): for an MCP client that neither publishes a Client ID
// Metadata Document nor is one of ours.

/** Every `--redirect-uri` given (repeatable), or a comma-separated list in one. */
function redirectUris(values: string[] | undefined): string[] {
  const list = (values ?? [])
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.length === 0) throw new UsageError("--redirect-uri is required (repeat it for several)");
  return list;
}

export const oauthCommands: Record<string, Command> = {
  "oauth:client-add": {
    usage: "oauth:client-add --name N --redirect-uri U [--redirect-uri U2 …] [--client-uri U] [--confidential]",
    options: {
      name: { type: "string" },
      "redirect-uri": { type: "string", multiple: true },
      "client-uri": { type: "string" },
      confidential: { type: "boolean" },
    },
    async run(flags) {
      const raw = flags as unknown as Record<string, string | string[] | boolean | undefined>;
      const confidential = raw.confidential === true;
      const made = await preRegisterClient({
        name: required(flags, "name"),
        redirectUris: redirectUris(raw["redirect-uri"] as string[] | undefined),
        clientUri: flags["client-uri"],
        confidential,
      });
      if (made.secret) {
        return {
          message: `Registered confidential OAuth client "${flags.name}".\nclient_id: ${made.id}\nIts client_secret follows; it is shown once and stored hashed:`,
          value: made.secret,
        };
      }
      return { message: `Registered public OAuth client "${flags.name}" (no secret: PKCE binds its codes). client_id:`, value: made.id };
    },
  },
  "oauth:client-list": {
    usage: "oauth:client-list",
    options: {},
    async run() {
      const clients = await listPreRegisteredClients();
      const lines = clients.map(
        (c) =>
          `${c.id}  "${c.name}"  ${c.confidential ? "confidential" : "public"}  ${c.redirectUris.join(" ")}  (added ${c.createdAt.toISOString()})`,
      );
      return { message: lines.length ? lines.join("\n") : "No pre-registered OAuth clients.", value: String(clients.length) };
    },
  },
  "oauth:client-remove": {
    usage: "oauth:client-remove --id ID",
    options: { id: { type: "string" } },
    async run(flags) {
      const removed = await removePreRegisteredClient(required(flags, "id"));
      return {
        message: `Removed OAuth client "${removed.name}" with its codes and tokens (every connection to it ended).`,
        value: removed.id,
      };
    },
  },
};
