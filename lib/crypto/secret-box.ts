import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { persistentSecret } from "@/lib/secrets";

// AES-256-GCM for secrets we must be able to read back (provider keys, webhook signing secrets).
// MASTER_KEYS = "1:<base64 32 bytes>,2:<base64 32 bytes>": the highest version encrypts, every listed one decrypts.

type MasterKeys = { current: number; keys: Map<number, Buffer> };
let cached: MasterKeys | undefined;

function masterKeys(): MasterKeys {
  if (cached) return cached;
  const spec = env().MASTER_KEYS ?? `1:${persistentSecret(undefined, "master-key", "MASTER_KEYS")}`;
  const keys = new Map<number, Buffer>();
  for (const part of spec
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [v, b64] = part.split(":");
    const key = Buffer.from(b64 ?? "", "base64url");
    if (!/^\d+$/.test(v) || key.length !== 32) throw new Error("MASTER_KEYS must look like '1:<base64url of 32 bytes>,2:...'");
    keys.set(Number(v), key);
  }
  if (!keys.size) throw new Error("MASTER_KEYS is empty");
  cached = { current: Math.max(...keys.keys()), keys };
  return cached;
}

export function currentKeyVersion(): number {
  return masterKeys().current;
}

/** "v<version>.<iv>.<tag>.<ciphertext>", all base64url. */
export function encryptSecret(plaintext: string, aad = ""): string {
  const { current, keys } = masterKeys();
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keys.get(current)!, iv);
  cipher.setAAD(Buffer.from(aad));
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v" + current, iv, cipher.getAuthTag(), data].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

export function secretKeyVersion(sealed: string): number {
  return Number(sealed.slice(1, sealed.indexOf(".")));
}

export function decryptSecret(sealed: string, aad = ""): string {
  const [v, iv, tag, data] = sealed.split(".");
  const key = masterKeys().keys.get(Number(v?.slice(1)));
  if (!key || !iv || !tag || data === undefined) throw new Error("Cannot decrypt: unknown key version or malformed value");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
