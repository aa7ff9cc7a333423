import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

/**
 * A secret from the environment, or — on the embedded default only — one created once under DATA_DIR
 * so a fresh machine runs with no configuration. Production sets the variable.
 */
export function persistentSecret(envValue: string | undefined, fileName: string, what: string): string {
  if (envValue) return envValue;
  const file = path.resolve(env().DATA_DIR, fileName);
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  if (env().NODE_ENV === "production" && env().DATABASE_URL) {
    throw new Error(`${what} is not configured: set it in the environment`);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const value = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, value + "\n", { mode: 0o600 });
  log.warn(`created a new ${what} in ${file}; set it in the environment for production`);
  return value;
}

export const authSecret = () => persistentSecret(env().NEXTAUTH_SECRET, "nextauth-secret", "NEXTAUTH_SECRET");
