import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { localStorageRoot } from "@/lib/storage/storage";
import { baseUrl } from "../support/server";
import { makeUser } from "../support/factories";
import { api } from "../support/http";
import { publishedProduct } from "../catalog/helpers";

// The disk holding uploads fills (docs/operations.md#disk-full): a real, small filesystem (a 2 MiB tmpfs, mounted
// by this test, which runs as root) is mounted over one product's folder of the local storage, so only that
// product's uploads land on it. A full disk answers 507 STORAGE_FULL in the envelope, leaves no partial file and no
// row behind, and the server keeps serving everything else.
const run = promisify(execFile);
const mounted: string[] = [];

afterAll(async () => {
  for (const dir of mounted) await run("umount", [dir]).catch(() => {});
});

async function smallDisk(productId: string, size = "2m") {
  const dir = path.join(localStorageRoot(env()), "products", productId);
  await fs.mkdir(dir, { recursive: true });
  await run("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir]).catch((err: Error) => {
    throw new Error(`this test mounts a tmpfs and must run as root: ${err.message}`);
  });
  mounted.push(dir);
  return dir;
}

async function upload(key: string, productId: string, kind: "images" | "files", bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${await baseUrl()}/api/v1/products/${productId}/${kind}`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

/** Every file under `dir`, with its size. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name).slice(dir.length + 1));
}

const pdf = (bytes: number) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(bytes - 9, "a")]);

/** A PNG that does not compress (pixels from a fixed pseudo-random sequence): its resized copies are large too. */
async function noisePng(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let x = 2463534242;
  for (let i = 0; i < pixels.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    pixels[i] = x & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe("the disk holding uploads is full", () => {
  it("answers 507 STORAGE_FULL, keeps no partial file or row, frees what it wrote, and keeps serving reads", async () => {
    const seller = await makeUser();
    const buyer = await makeUser();
    const elsewhere = await publishedProduct(seller.key);
    const kept = await upload(seller.key, elsewhere, "files", pdf(1000), "kept.pdf");
    expect(kept.status).toBe(201);

    const id = await publishedProduct(seller.key);
    const dir = await smallDisk(id);
    const tooBig = await upload(seller.key, id, "files", pdf(3 * 1024 * 1024), "big.pdf");
    expect(tooBig.status).toBe(507);
    expect(tooBig.body).toMatchObject({
      success: false,
      error: { code: "STORAGE_FULL", details: { assetId: expect.stringMatching(/^file_/) } },
    });
    expect(await filesIn(dir)).toEqual([]);
    expect(await (await db()).productAsset.count({ where: { productId: id } })).toBe(0);

    // The server keeps serving: the product and another product's file.
    expect((await api(`/products/${id}`, { key: buyer.key })).status).toBe(200);
    const file = await api(`/products/${elsewhere}/files/${kept.body.data.id}`, { key: seller.key });
    expect(file.status).toBe(200);
    // The failed write's space was given back: a file that fits is stored.
    const fits = await upload(seller.key, id, "files", pdf(1024 * 1024), "fits.pdf");
    expect(fits.status).toBe(201);
    expect(await filesIn(dir)).toEqual([fits.body.data.id]);
  });

  it("an image whose original fits but whose resized copies do not leaves none of them behind", async () => {
    const seller = await makeUser();
    const id = await publishedProduct(seller.key);
    const dir = await smallDisk(id);
    const png = await noisePng(600, 400);
    // Room for the original and a few pages more, not for its WebP and AVIF copies.
    const statfs = await fs.statfs(dir);
    await fs.writeFile(path.join(dir, "filler"), Buffer.alloc(statfs.bavail * statfs.bsize - png.length - 16 * 1024));
    const res = await upload(seller.key, id, "images", png, "noise.png");
    expect(res.status).toBe(507);
    expect(res.body.error.code).toBe("STORAGE_FULL");
    expect(await filesIn(dir)).toEqual(["filler"]);
    expect(await (await db()).productAsset.count({ where: { productId: id } })).toBe(0);
  });
});
