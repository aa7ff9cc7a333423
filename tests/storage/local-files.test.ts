import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { localStorageRoot } from "@/lib/storage/storage";
import { resizeStoredImages } from "@/lib/catalog/image-backfill";
import { baseUrl } from "../support/server";
import { makeUser } from "../support/factories";
import { api, rawFetch } from "../support/http";
import { buy, createProduct, publishedProduct } from "../catalog/helpers";

// Local disk, the default storage: a file whose bytes are gone answers FILE_UNAVAILABLE (503) in the envelope, never a
// 500; images get resized WebP/AVIF copies under content-hashed names (docs/catalog.md#images).
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function upload(key: string, productId: string, kind: "images" | "files", bytes: Buffer, name: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${await baseUrl()}/api/v1/products/${productId}/${kind}`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}` },
    body: form,
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data as { id: string; url: string };
}

async function storedPath(assetId: string) {
  const asset = await (await db()).productAsset.findUniqueOrThrow({ where: { id: assetId } });
  return path.join(localStorageRoot(env()), asset.storageKey);
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .png()
    .toBuffer();

describe("a file missing from the storage", () => {
  it("answers FILE_UNAVAILABLE (503) on the file route and the purchase download, and records no access", async () => {
    const seller = await makeUser();
    const buyer = await makeUser();
    const id = await publishedProduct(seller.key);
    const file = await upload(seller.key, id, "files", PDF, "guide.pdf");
    const order = await buy(buyer.id, id);
    const where = await storedPath(file.id);
    const kept = await fs.readFile(where);
    await fs.rm(where);

    const direct = await api(`/products/${id}/files/${file.id}`, { key: buyer.key });
    expect(direct.status).toBe(503);
    expect(direct.body.error).toMatchObject({ code: "FILE_UNAVAILABLE", details: { assetId: file.id, reason: "missing" } });
    const zip = await api(`/purchases/${order.id}/download`, { key: buyer.key });
    expect(zip.status).toBe(503);
    expect(zip.body.error).toMatchObject({ code: "FILE_UNAVAILABLE", details: { assetId: file.id } });
    // The author sees the same answer, not a 404 that would read as "no such file".
    expect((await api(`/products/${id}/files/${file.id}`, { key: seller.key })).body.error.code).toBe("FILE_UNAVAILABLE");
    // A download that could not happen is not an access (it would cost the buyer a refund before access).
    expect((await (await db()).order.findUniqueOrThrow({ where: { id: order.id } })).downloadedAt).toBeNull();

    await fs.writeFile(where, kept);
    const again = await api(`/purchases/${order.id}/download`, { key: buyer.key });
    expect(again.status).toBe(200);
    expect(again.headers.get("content-type")).toBe("application/zip");
    expect((await (await db()).order.findUniqueOrThrow({ where: { id: order.id } })).downloadedAt).not.toBeNull();
  });

  it("answers FILE_UNAVAILABLE for an image, and 404 stays for an image that does not exist", async () => {
    const seller = await makeUser();
    const id = await publishedProduct(seller.key);
    const image = await upload(seller.key, id, "images", await picture(300, 200), "cover.png");
    await fs.rm(await storedPath(image.id));
    const res = await api(`/products/${id}/images/${image.id}`);
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe("FILE_UNAVAILABLE");
    expect((await api(`/products/${id}/images/img_missing`)).status).toBe(404);
  });
});

describe("resized images", () => {
  it("stores WebP and AVIF copies at the storefront widths, served immutable under content-hashed names", async () => {
    const seller = await makeUser();
    const id = await publishedProduct(seller.key);
    const image = await upload(seller.key, id, "images", await picture(1000, 600), "wide.png");
    const asset = await (await db()).productAsset.findUniqueOrThrow({ where: { id: image.id } });
    // 1200 would be an enlargement of a 1000 px original.
    expect(asset.variantWidths).toEqual([400, 800]);
    expect(asset.sha256).toMatch(/^[0-9a-f]{64}$/);
    const hash = asset.sha256!.slice(0, 16);
    for (const [width, format] of [
      [400, "avif"],
      [800, "webp"],
    ] as const) {
      const res = await api(`/products/${id}/images/${image.id}/${hash}-${width}.${format}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(`image/${format}`);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const served = await rawFetch(`/api/v1/products/${id}/images/${image.id}/${hash}-${width}.${format}`);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.width).toBe(width);
      expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
    }
    // Names that are not this image's copies: another hash, a width not made, a format not made.
    for (const name of [`0000000000000000-400.webp`, `${hash}-1200.webp`, `${hash}-400.png`]) {
      expect((await api(`/products/${id}/images/${image.id}/${name}`)).status).toBe(404);
    }
    // The product page draws it through srcset; a product without images keeps its generated cover.
    const page = await (await rawFetch(`/products/${id}`)).text();
    expect(page).toContain(
      `/api/v1/products/${id}/images/${image.id}/${hash}-400.webp 400w, /api/v1/products/${id}/images/${image.id}/${hash}-800.webp 800w`,
    );
    expect(page).toContain(`type="image/avif"`);
    const bare = await publishedProduct(seller.key);
    const barePage = await (await rawFetch(`/products/${bare}`)).text();
    expect(barePage).toContain('data-testid="generated-cover"');
    expect(barePage).not.toContain("<picture");
  });

  it("makes one copy at the original width for a small image, and keeps a draft's copies private", async () => {
    const seller = await makeUser();
    const stranger = await makeUser();
    const draft = await createProduct(seller.key);
    const image = await upload(seller.key, draft, "images", await picture(320, 180), "small.png");
    const asset = await (await db()).productAsset.findUniqueOrThrow({ where: { id: image.id } });
    expect(asset.variantWidths).toEqual([320]);
    const name = `${asset.sha256!.slice(0, 16)}-320.webp`;
    const own = await api(`/products/${draft}/images/${image.id}/${name}`, { key: seller.key });
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect((await api(`/products/${draft}/images/${image.id}/${name}`, { key: stranger.key })).status).toBe(404);
    expect((await api(`/products/${draft}/images/${image.id}/${name}`)).status).toBe(404);
  });

  it("refuses an image that does not decode, and deletes the copies with the image", async () => {
    const seller = await makeUser();
    const id = await publishedProduct(seller.key);
    // A PNG signature over garbage: the content check passes, decoding does not.
    const broken = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(64, 7)]);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(broken)]), "broken.png");
    const res = await fetch(`${await baseUrl()}/api/v1/products/${id}/images`, {
      method: "POST",
      headers: { authorization: `Bearer ${seller.key}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("VALIDATION_ERROR");

    const image = await upload(seller.key, id, "images", await picture(500, 300), "a.png");
    const asset = await (await db()).productAsset.findUniqueOrThrow({ where: { id: image.id } });
    const copy = `${await storedPath(image.id)}-${asset.sha256!.slice(0, 16)}-400.avif`;
    await expect(fs.stat(copy)).resolves.toBeTruthy();
    expect((await api(`/products/${id}/images/${image.id}`, { key: seller.key, method: "DELETE" })).status).toBe(200);
    await expect(fs.stat(copy)).rejects.toThrow();
  });

  it("storage:resize-images makes the copies of an image uploaded before copies existed", async () => {
    const seller = await makeUser();
    const id = await publishedProduct(seller.key);
    const image = await upload(seller.key, id, "images", await picture(850, 400), "old.png");
    const client = await db();
    const made = await client.productAsset.findUniqueOrThrow({ where: { id: image.id } });
    const copies = path.dirname(await storedPath(image.id));
    // As an upload of before: no checksum, no widths, no copies on the disk.
    for (const f of await fs.readdir(copies)) if (f.startsWith(`${image.id}-`)) await fs.rm(path.join(copies, f));
    await client.productAsset.update({ where: { id: image.id }, data: { sha256: null, variantWidths: [] } });
    const before = await (await rawFetch(`/products/${id}`)).text();
    expect(before).not.toContain(`/images/${image.id}/`);

    const report = await resizeStoredImages();
    expect(report.failed.filter((f) => f.assetId === image.id)).toEqual([]);
    const row = await client.productAsset.findUniqueOrThrow({ where: { id: image.id } });
    expect(row).toMatchObject({ sha256: made.sha256, variantWidths: [400, 800] });
    const res = await api(`/products/${id}/images/${image.id}/${made.sha256!.slice(0, 16)}-800.webp`);
    expect(res.status).toBe(200);
    // Done images are not selected again.
    const seen: string[] = [];
    await resizeStoredImages({ onImage: (assetId) => seen.push(assetId) });
    expect(seen).not.toContain(image.id);
    expect((await client.productAsset.findUniqueOrThrow({ where: { id: image.id } })).variantWidths).toEqual([400, 800]);
  });
});
