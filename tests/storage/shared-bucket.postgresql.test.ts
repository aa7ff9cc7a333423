import { createHash } from "node:crypto";
import JSZip from "jszip";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { startAppProcess, type AppProcess } from "../support/app-process";
import { makeUser } from "../support/factories";
import { startFakeS3, type FakeS3 } from "../support/s3";
import { buy, publishedProduct } from "../catalog/helpers";

// Two app servers (real `next start` processes, each with its own data folder) on the run's PostgreSQL database and
// one bucket (s3rver): what one instance received, the other serves; purchased files leave through presigned URLs.
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
let s3: FakeS3;
const instances: AppProcess[] = [];

beforeAll(async () => {
  s3 = await startFakeS3();
  instances.push(...(await Promise.all([startAppProcess(s3.env), startAppProcess(s3.env)])));
}, 240_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await s3?.close().catch(() => {});
});

async function call(instance: AppProcess, pathname: string, key?: string) {
  const res = await fetch(`${instance.url}/api/v1${pathname}`, {
    headers: key ? { authorization: `Bearer ${key}` } : {},
    redirect: "manual",
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get("content-type")?.startsWith("application/json") ? JSON.parse(bytes.toString()) : null;
  return { status: res.status, headers: res.headers, bytes, json };
}

async function upload(instance: AppProcess, key: string, productId: string, kind: "images" | "files", bytes: Buffer, name: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${instance.url}/api/v1/products/${productId}/${kind}`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}` },
    body: form,
  });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data as { id: string; url: string };
}

describe("two app instances sharing one bucket", () => {
  it("serve what either received: files by 302 to a 5-minute presigned URL after the access check, images from the bucket", async () => {
    const [a, b] = instances;
    const seller = await makeUser();
    const buyer = await makeUser();
    const stranger = await makeUser();
    const id = await publishedProduct(seller.key);
    const file = await upload(a, seller.key, id, "files", PDF, "guide.pdf");
    const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const image = await upload(a, seller.key, id, "images", png, "cover.png");
    const order = await buy(buyer.id, id);

    // In the bucket, with its checksum, and nowhere on either instance's disk.
    const asset = await (await db()).productAsset.findUniqueOrThrow({ where: { id: file.id } });
    expect(await s3.storage.head(asset.storageKey)).toEqual({ size: PDF.length, sha256: asset.sha256 });

    // The access check comes first: no URL for someone who did not buy.
    const refused = await call(b, `/products/${id}/files/${file.id}`, stranger.key);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("location")).toBeNull();

    const direct = await call(b, `/products/${id}/files/${file.id}`, buyer.key);
    expect(direct.status).toBe(302);
    expect(direct.headers.get("cache-control")).toBe("private, no-store");
    const location = new URL(direct.headers.get("location")!);
    expect(location.origin).toBe(s3.endpoint);
    expect(location.searchParams.get("X-Amz-Expires")).toBe("300");
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("content-type")).toBe("application/pdf");
    expect(fetched.headers.get("content-disposition")).toContain('attachment; filename="guide.pdf"');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await (await db()).order.findUniqueOrThrow({ where: { id: order.id } })).downloadedAt).not.toBeNull();

    // The purchase's zip is built once and kept in the bucket: both instances redirect to the same object.
    const viaB = await call(b, `/purchases/${order.id}/download`, buyer.key);
    const viaA = await call(a, `/purchases/${order.id}/download`, buyer.key);
    expect([viaB.status, viaA.status]).toEqual([302, 302]);
    const zipUrl = new URL(viaB.headers.get("location")!);
    expect(new URL(viaA.headers.get("location")!).pathname).toBe(zipUrl.pathname);
    expect(zipUrl.pathname).toMatch(new RegExp(`^/${s3.bucket}/bundles/${id}/[0-9a-f]{32}\\.zip$`));
    const zip = await JSZip.loadAsync(Buffer.from(await (await fetch(zipUrl)).arrayBuffer()));
    expect(Buffer.from(await zip.file("files/guide.pdf")!.async("uint8array")).equals(PDF)).toBe(true);

    // Images and their resized copies, uploaded through A, served by B from the bucket.
    const original = await call(b, `/products/${id}/images/${image.id}`);
    expect(original.status).toBe(200);
    expect(original.bytes.equals(png)).toBe(true);
    const img = await (await db()).productAsset.findUniqueOrThrow({ where: { id: image.id } });
    expect(img.variantWidths).toEqual([400, 800]);
    const copy = await call(b, `/products/${id}/images/${image.id}/${img.sha256!.slice(0, 16)}-800.avif`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(copy.bytes).metadata()).width).toBe(800);

    // An object gone from the bucket: a clear 503 in the envelope on either instance, never a 500.
    await s3.storage.delete(asset.storageKey);
    for (const instance of [a, b]) {
      const gone = await call(instance, `/products/${id}/files/${file.id}`, buyer.key);
      expect(gone.status).toBe(503);
      expect(gone.json.error).toMatchObject({ code: "FILE_UNAVAILABLE", details: { assetId: file.id, reason: "missing" } });
    }
  }, 120_000);

  it("take a large file straight into the bucket by presigned multipart upload, checked before it is shown", async () => {
    const [a, b] = instances;
    const seller = await makeUser();
    const buyer = await makeUser();
    const id = await publishedProduct(seller.key);
    // Two parts: 8 MiB and the rest, a PDF by its first bytes.
    const big = Buffer.concat([PDF, Buffer.alloc(8 * 1024 * 1024 + 123_456, 0x20)]);
    const sha256 = createHash("sha256").update(big).digest("hex");
    const post = (instance: AppProcess, pathname: string, json: unknown, key = seller.key) =>
      fetch(`${instance.url}/api/v1${pathname}`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(json),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const putParts = async (start: { partSize: number; parts: { partNumber: number; url: string }[] }, bytes: Buffer) =>
      Promise.all(
        start.parts.map(async (p) => {
          const url = new URL(p.url);
          expect(url.origin).toBe(s3.endpoint);
          const chunk = bytes.subarray((p.partNumber - 1) * start.partSize, p.partNumber * start.partSize);
          const res = await fetch(url, { method: "PUT", body: new Uint8Array(chunk) });
          expect(res.status).toBe(200);
          return { partNumber: p.partNumber, etag: res.headers.get("etag")! };
        }),
      );

    // Only the author may start one (another seller's published product: 403); the answer is a URL per part.
    const stranger = await makeUser();
    expect((await post(a, `/products/${id}/uploads`, { name: "big.pdf", size: big.length }, stranger.key)).status).toBe(403);
    const started = await post(a, `/products/${id}/uploads`, { name: "big.pdf", size: big.length });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.data.partSize).toBe(8 * 1024 * 1024);
    expect(started.body.data.parts.map((p: { partNumber: number }) => p.partNumber)).toEqual([1, 2]);
    const parts = await putParts(started.body.data, big);

    // A parts list that skips one is refused in plain words; the upload stays open for a right one.
    const partial = await post(a, `/products/${id}/uploads/${started.body.data.id}/complete`, { parts: parts.slice(0, 1), sha256 });
    expect(partial.status).toBe(400);
    expect(partial.body.error.details.fields[0]).toMatchObject({
      path: "parts",
      message: "List each of the 2 parts once, numbered 1 to 2",
    });

    // Completed through the other instance: checked, then a product file served by presigned URL like any other.
    const done = await post(b, `/products/${id}/uploads/${started.body.data.id}/complete`, { parts, sha256 });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.data).toMatchObject({ kind: "file", name: "big.pdf", size: big.length, type: "application/pdf" });
    const asset = await (await db()).productAsset.findUniqueOrThrow({ where: { id: done.body.data.id } });
    expect(asset.sha256).toBe(sha256);
    expect(await (await db()).fileUpload.count({ where: { productId: id } })).toBe(0);
    await buy(buyer.id, id);
    const direct = await call(a, `/products/${id}/files/${asset.id}`, buyer.key);
    expect(direct.status).toBe(302);
    const fetched = Buffer.from(await (await fetch(direct.headers.get("location")!)).arrayBuffer());
    expect(createHash("sha256").update(fetched).digest("hex")).toBe(sha256);

    // A file whose bytes are not what its checksum says is deleted and never shown.
    const lying = await post(a, `/products/${id}/uploads`, { name: "fake.pdf", size: big.length });
    const lyingParts = await putParts(lying.body.data, big);
    const refused = await post(a, `/products/${id}/uploads/${lying.body.data.id}/complete`, { parts: lyingParts, sha256: "0".repeat(64) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.fields[0]).toEqual({
      path: "sha256",
      message: "The uploaded file's SHA-256 does not match the one given",
    });
    const keys = await (await db()).productAsset.findMany({ where: { productId: id }, select: { id: true } });
    expect(keys.map((k) => k.id)).toEqual([asset.id]);
    expect((await post(a, `/products/${id}/uploads/${lying.body.data.id}/complete`, { parts: lyingParts, sha256 })).status).toBe(404);

    // Content outside the allowed types is refused the same way, whatever its checksum.
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(6 * 1024 * 1024, 0)]);
    const exeStart = await post(a, `/products/${id}/uploads`, { name: "tool.pdf", size: exe.length });
    const exeDone = await post(a, `/products/${id}/uploads/${exeStart.body.data.id}/complete`, {
      parts: await putParts(exeStart.body.data, exe),
      sha256: createHash("sha256").update(exe).digest("hex"),
    });
    expect(exeDone.status).toBe(400);
    expect(exeDone.body.error.details.fields[0].message).toMatch(/^Unsupported content/);

    // Abandoned: the row goes, and the id no longer answers.
    const abandoned = await post(a, `/products/${id}/uploads`, { name: "later.pdf", size: 1000 });
    const del = await fetch(`${b.url}/api/v1/products/${id}/uploads/${abandoned.body.data.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${seller.key}` },
    });
    expect(del.status).toBe(200);
    expect(await (await db()).fileUpload.count({ where: { productId: id } })).toBe(0);
  }, 120_000);

  it("answer FILE_UNAVAILABLE (503), not 500, while the bucket cannot be reached", async () => {
    const [a, b] = instances;
    const seller = await makeUser();
    const id = await publishedProduct(seller.key);
    const file = await upload(a, seller.key, id, "files", PDF, "guide.pdf");
    const image = await upload(
      b,
      seller.key,
      id,
      "images",
      await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000" } })
        .png()
        .toBuffer(),
      "x.png",
    );
    await s3.close();
    const down = await call(b, `/products/${id}/files/${file.id}`, seller.key);
    expect(down.status).toBe(503);
    expect(down.json.error).toMatchObject({ code: "FILE_UNAVAILABLE", details: { reason: "storage_unreachable" } });
    const pic = await call(a, `/products/${id}/images/${image.id}`);
    expect(pic.status).toBe(503);
    expect(pic.json.error.code).toBe("FILE_UNAVAILABLE");
    // An upload while the bucket is down is refused, and leaves no row pointing at nothing.
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(PDF)]), "later.pdf");
    const refused = await fetch(`${a.url}/api/v1/products/${id}/files`, {
      method: "POST",
      headers: { authorization: `Bearer ${seller.key}` },
      body: form,
    });
    expect(refused.status).toBe(503);
    expect((await refused.json()).error.code).toBe("FILE_UNAVAILABLE");
    expect(await (await db()).productAsset.count({ where: { productId: id, kind: "FILE" } })).toBe(1);
  }, 60_000);
});
