import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { baseUrl } from "../support/server";
import { makeUser } from "../support/factories";
import { api } from "../support/http";
import { buy, createProduct, publishedProduct } from "./helpers";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

const LETTERS = "bcdfghjklmnpqrstvwxz";
/**
 * A word no other test writes: letters only, 9+ long so a two-letter typo of it is corrected when it is known.
 * No letter repeats its neighbour, so swapping two neighbours always makes a different word (CI once drew "zqvnccc…").
 */
function secretWord(): string {
  let word = "zq";
  while (word.length < 12) {
    const letter = LETTERS[Math.floor(Math.random() * LETTERS.length)];
    if (letter !== word[word.length - 1]) word += letter;
  }
  return word;
}
/** The same word with two neighbouring letters swapped: a typo search corrects. */
const typoOf = (w: string) => w.slice(0, 4) + w[5] + w[4] + w.slice(6);

async function vocabularyCount(word: string): Promise<number | null> {
  const row = await (await db()).searchWord.findUnique({ where: { word } });
  return row?.products ?? null;
}

async function didYouMean(key: string, query: string) {
  const res = await api(`/products?search=${encodeURIComponent(query)}`, { key });
  expect(res.status).toBe(200);
  return res.body.meta.search.correctedQuery as string | null;
}

describe("search reveals only public words", () => {
  it("never suggests a word found only in a draft, and does once it is published", async () => {
    const seller = await makeUser();
    const visitor = await makeUser();
    const word = secretWord();
    const id = await createProduct(seller.key, { title: `Launch plan ${word}`, tags: [word] });

    expect(await vocabularyCount(word)).toBeNull();
    expect(await didYouMean(visitor.key, typoOf(word))).toBeNull();
    expect(await didYouMean(visitor.key, word.slice(0, 6))).toBeNull();
    const prefix = await api(`/products?search=${word.slice(0, 6)}`, { key: visitor.key });
    expect(prefix.body.meta.total).toBe(0);

    expect((await api(`/products/${id}/publish`, { key: seller.key, method: "POST" })).status).toBe(200);
    expect(await vocabularyCount(word)).toBe(1);
    expect(await didYouMean(visitor.key, typoOf(word))).toBe(word);
  });

  it("removes a product's words when it is unpublished or deleted, keeping words other products share", async () => {
    const seller = await makeUser();
    const visitor = await makeUser();
    const shared = secretWord();
    const own = secretWord();
    const first = await publishedProduct(seller.key, { title: `Sequence ${shared} ${own}` });
    const second = await publishedProduct(seller.key, { title: `Playbook ${shared}` });
    expect(await vocabularyCount(shared)).toBe(2);
    expect(await vocabularyCount(own)).toBe(1);

    expect((await api(`/products/${first}/unpublish`, { key: seller.key, method: "POST" })).status).toBe(200);
    expect(await vocabularyCount(own)).toBeNull();
    expect(await vocabularyCount(shared)).toBe(1);
    expect(await didYouMean(visitor.key, typoOf(own))).toBeNull();
    expect(await didYouMean(visitor.key, typoOf(shared))).toBe(shared);

    // A draft edited while withdrawn does not bring its words back.
    const renamed = secretWord();
    await api(`/products/${first}`, { key: seller.key, method: "PATCH", json: { title: `Sequence ${renamed}` } });
    expect(await vocabularyCount(renamed)).toBeNull();

    expect((await api(`/products/${second}`, { key: seller.key, method: "DELETE" })).status).toBe(200);
    expect(await vocabularyCount(shared)).toBeNull();
    expect(await didYouMean(visitor.key, typoOf(shared))).toBeNull();
  });
});

async function uploadImage(key: string, productId: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(PNG)]), "cover.png");
  const res = await fetch(`${await baseUrl()}/api/v1/products/${productId}/images`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

async function getImage(url: string, key?: string) {
  return fetch(`${await baseUrl()}${url}`, { headers: key ? { authorization: `Bearer ${key}` } : {} });
}

describe("images of products that are not public", () => {
  it("serves a draft's image to its author only, never publicly cached", async () => {
    const seller = await makeUser();
    const stranger = await makeUser();
    const draft = await createProduct(seller.key);
    const url = await uploadImage(seller.key, draft);

    expect((await getImage(url)).status).toBe(404);
    expect((await getImage(url, stranger.key)).status).toBe(404);
    const own = await getImage(url, seller.key);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await own.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("serves a published image publicly, and a deleted product's only to its buyers", async () => {
    const seller = await makeUser();
    const buyer = await makeUser();
    const id = await publishedProduct(seller.key);
    const url = await uploadImage(seller.key, id);
    const open = await getImage(url);
    expect(open.status).toBe(200);
    expect(open.headers.get("cache-control")).toMatch(/^public/);

    await buy(buyer.id, id);
    expect((await api(`/products/${id}`, { key: seller.key, method: "DELETE" })).status).toBe(200);
    expect((await getImage(url)).status).toBe(404);
    const bought = await getImage(url, buyer.key);
    expect(bought.status).toBe(200);
    expect(bought.headers.get("cache-control")).toBe("private, no-store");
  });
});
