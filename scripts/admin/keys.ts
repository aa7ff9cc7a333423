import { findUserByEmailOrThrow } from "@/lib/accounts/users";
import { createApiKey, revokeApiKey } from "@/lib/auth/api-keys";
import { SCOPES, type Scope } from "@/lib/auth/scopes";
import { integer, required, UsageError, type Command } from "./cli";

function scopes(value: string | undefined): Scope[] | undefined {
  if (value === undefined) return undefined;
  const list = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = list.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (unknown.length || list.length === 0) {
    throw new UsageError(
      `--scopes must be a comma-separated list of ${SCOPES.join(", ")}${unknown.length ? `; unknown: ${unknown.join(", ")}` : ""}`,
    );
  }
  return list as Scope[];
}

export const keyCommands: Record<string, Command> = {
  "key:create": {
    usage: "key:create --email E [--name N] [--scopes a,b] [--expires-in-days D]",
    options: { email: { type: "string" }, name: { type: "string" }, scopes: { type: "string" }, "expires-in-days": { type: "string" } },
    async run(flags) {
      const input = { name: flags.name ?? "CLI key", scopes: scopes(flags.scopes), expiresInDays: integer(flags, "expires-in-days") };
      const user = await findUserByEmailOrThrow(required(flags, "email"));
      const key = await createApiKey(user.id, input);
      const expiry = key.expiresAt ? `expires ${key.expiresAt}` : "never expires";
      return {
        message: `Created API key ${key.prefix} "${key.name}" for ${user.email} (scopes: ${key.scopes.join(" ")}; ${expiry}). It is shown once:`,
        value: key.key,
      };
    },
  },
  "key:revoke": {
    usage: "key:revoke --prefix P",
    options: { prefix: { type: "string" } },
    async run(flags) {
      const key = await revokeApiKey({ prefix: required(flags, "prefix") });
      return { message: `Revoked API key ${key.prefix} "${key.name}" (at ${key.revokedAt}).`, value: key.prefix };
    },
  },
};
