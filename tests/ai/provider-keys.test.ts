import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { decryptSecret } from "@/lib/crypto/secret-box";
import { assertProviderBaseUrl, unsealProviderKeyOrThrow } from "@/lib/ai/provider-keys";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { secret, setUpFakeProvider } from "./fixtures";
import { findInDatabase } from "./scan";

const fake = setUpFakeProvider();

describe("provider keys", () => {
  it("stores a key encrypted and only ever shows id, provider, label, last4, baseUrl, dates, its check and the month's spend", async () => {
    const u = await makeUser();
    const value = secret();
    const res = await api("/provider-keys", {
      key: u.key,
      json: { provider: "openai-compatible", label: "Local", key: value, baseUrl: `${fake.url}/` },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.data).sort()).toEqual([
      "baseUrl",
      "checkNote",
      "createdAt",
      "id",
      "label",
      "last4",
      "lastUsedAt",
      "monthlyBudget",
      "provider",
      "resetsAt",
      "spentThisMonth",
      "verified",
      "verifiedAt",
    ]);
    expect(res.body.data).toMatchObject({
      provider: "openai-compatible",
      label: "Local",
      last4: value.slice(-4),
      baseUrl: fake.url,
      lastUsedAt: null,
      monthlyBudget: null,
      spentThisMonth: 0,
      verified: true,
      checkNote: null,
    });
    expect(res.body.data.id).toMatch(/^pk_/);

    const listed = await api("/provider-keys", { key: u.key });
    expect(listed.body.data).toEqual([res.body.data]);
    expect(listed.text + res.text).not.toContain(value.slice(0, 20));

    const row = await (await db()).providerKey.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(row.ciphertext).toMatch(/^v\d+\./);
    expect(row.ciphertext).not.toContain(value);
    expect(decryptSecret(row.ciphertext, row.id)).toBe(value);
    expect(await findInDatabase(value)).toEqual([]);
    expect(await findInDatabase(value.slice(8, 28))).toEqual([]);
  });

  it("binds the ciphertext to its row: a sealed value copied onto another key does not decrypt", async () => {
    const u = await makeUser();
    const a = await api("/provider-keys", { key: u.key, json: { provider: "openai", key: secret() } });
    const b = await api("/provider-keys", { key: u.key, json: { provider: "openai", key: secret() } });
    const client = await db();
    const rowA = await client.providerKey.findUniqueOrThrow({ where: { id: a.body.data.id } });
    await client.providerKey.update({ where: { id: b.body.data.id }, data: { ciphertext: rowA.ciphertext } });
    await expect(unsealProviderKeyOrThrow(u.id, b.body.data.id)).rejects.toThrow();
  });

  it("validates provider, key and base URL", async () => {
    const u = await makeUser();
    const bad = async (json: unknown) => {
      const res = await api("/provider-keys", { key: u.key, json });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      return res.body.error.details.fields.map((f: { path: string }) => f.path);
    };
    expect(await bad({ provider: "openai-compatible", key: secret() })).toEqual(["baseUrl"]);
    expect(await bad({ provider: "cohere", key: secret() })).toEqual(["provider"]);
    expect(await bad({ provider: "openai", key: "short" })).toEqual(["key"]);
    expect(await bad({ provider: "openai", key: secret(), baseUrl: "ftp://example.test" })).toEqual(["baseUrl"]);
    expect(await bad({ provider: "openai", key: secret(), baseUrl: "https://user:pw@example.test" })).toEqual(["baseUrl"]);
    expect(await bad({ provider: "openai", key: secret(), extra: 1 })).toEqual(["extra"]);
  });

  it("needs the ai:execute scope", async () => {
    const u = await makeUser({ scopes: ["products:read"] });
    const res = await api("/provider-keys", { key: u.key });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });

  it("deletes only the caller's own keys: another user's id is 404 NOT_FOUND", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const created = await api("/provider-keys", { key: owner.key, json: { provider: "mistral", key: secret() } });
    const id = created.body.data.id;
    const foreign = await api(`/provider-keys/${id}`, { key: other.key, method: "DELETE" });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("NOT_FOUND");
    const own = await api(`/provider-keys/${id}`, { key: owner.key, method: "DELETE" });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({ id, deleted: true });
    expect((await api("/provider-keys", { key: owner.key })).body.data).toEqual([]);
  });

  it("checks a key with the provider on save: refused keys are not stored, unreachable ones are saved as not verified", async () => {
    const u = await makeUser();
    const refused = `sk-rejected-${randomBytes(8).toString("hex")}`;
    const bad = await api("/provider-keys", { key: u.key, json: { provider: "openai", key: refused, baseUrl: fake.url } });
    expect(bad.status).toBe(400);
    const field = bad.body.error.details.fields.find((f: { path: string }) => f.path === "key");
    expect(field.message).toBe("OpenAI did not accept this key (HTTP 401: Incorrect API key provided: [key])");
    expect(bad.text).not.toContain(refused);
    expect(fake.keyChecks.at(-1)).toEqual({ authorization: `Bearer ${refused}` });
    expect((await api("/provider-keys", { key: u.key })).body.data).toEqual([]);

    // Nothing listens on port 9 of 127.0.0.1: the provider cannot be reached, so the key is kept, marked.
    const offline = await api("/provider-keys", {
      key: u.key,
      json: { provider: "openai", key: secret(), baseUrl: "http://127.0.0.1:9/v1" },
    });
    expect(offline.status).toBe(201);
    expect(offline.body.data).toMatchObject({ verified: false, verifiedAt: null, checkNote: "Could not reach 127.0.0.1:9" });

    const checked = await api("/provider-keys", { key: u.key, json: { provider: "openai", key: secret(), baseUrl: fake.url } });
    expect(checked.body.data).toMatchObject({ verified: true, checkNote: null });
    expect(Date.parse(checked.body.data.verifiedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses a base URL naming a private or local address, in any notation, before connecting", async () => {
    for (const url of [
      "http://api.example.com/v1",
      "https://127.0.0.1/v1",
      "https://0x7f000001/v1",
      "https://2130706433/",
      "https://[::1]/",
      "https://169.254.169.254/latest",
      "https://10.1.2.3/",
      "https://localhost/v1",
    ]) {
      let caught: unknown;
      try {
        assertProviderBaseUrl(url, false);
      } catch (e) {
        caught = e;
      }
      expect(caught, url).toMatchObject({ code: "VALIDATION_ERROR", details: { fields: [{ path: "baseUrl" }] } });
    }
    expect(() => assertProviderBaseUrl("https://api.openai.com/v1", false)).not.toThrow();
  });
});
