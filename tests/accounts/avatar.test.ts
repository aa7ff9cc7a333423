import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { baseUrl } from "../support/server";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { api } from "../support/http";
import { signIn } from "../support/session";
import { publishedProduct } from "../catalog/helpers";

// Profile pictures (docs/catalog.md#seller-profiles): uploaded in settings with the dashboard session, checked by
// content, cropped to a 256 px WebP, and shown on the seller page, product pages and catalog cards.

const photo = (width: number, height: number, background = { r: 200, g: 80, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function upload(cookie: string, bytes: Buffer, name: string, type = "application/octet-stream") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${await baseUrl()}/api/v1/account/avatar`, { method: "POST", headers: { cookie }, body: form });
  return { status: res.status, body: await res.json() };
}

async function seller() {
  const user = await makeUser();
  const product = await publishedProduct(user.key);
  const cookie = await signIn(user.email, TEST_PASSWORD);
  const handle = (await api("/account/profile", { headers: { cookie } })).body.data.handle as string;
  return { ...user, product, cookie, handle };
}

describe("profile pictures", () => {
  it("crops an uploaded photo to a 256 px WebP, serves it publicly, and shows it wherever the seller is named", async () => {
    const s = await seller();
    const res = await upload(s.cookie, await photo(900, 600), "me.jpg", "image/jpeg");
    expect(res.status).toBe(200);
    const url = res.body.data.avatarUrl as string;
    expect(url).toMatch(new RegExp(`^/api/v1/avatars/${s.id}/[0-9a-f]{16}$`));

    const served = await fetch(`${await baseUrl()}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: 256, height: 256 });

    expect((await api("/account/profile", { headers: { cookie: s.cookie } })).body.data.avatarUrl).toBe(url);
    expect((await api(`/sellers/${s.handle}`)).body.data.avatarUrl).toBe(url);
    expect((await api(`/products/${s.product}`, { key: s.key })).body.data.author.avatarUrl).toBe(url);
    // The catalog's cached list moves with the picture (a trigger bumps the catalog version).
    const listed = await api(`/products?author=${s.id}`, { key: s.key });
    expect(listed.body.data[0].author.avatarUrl).toBe(url);

    // A new picture replaces the old one, whose address stops answering; removing it brings the initials back.
    const next = await upload(s.cookie, await photo(300, 300, { r: 20, g: 120, b: 220 }), "square.png");
    expect(next.status).toBe(200);
    expect(next.body.data.avatarUrl).not.toBe(url);
    expect((await fetch(`${await baseUrl()}${url}`)).status).toBe(404);
    const removed = await api("/account/avatar", { method: "DELETE", headers: { cookie: s.cookie } });
    expect(removed.status).toBe(200);
    expect(removed.body.data.avatarUrl).toBeNull();
    expect((await fetch(`${await baseUrl()}${next.body.data.avatarUrl}`)).status).toBe(404);
    expect((await api(`/products?author=${s.id}`, { key: s.key })).body.data[0].author.avatarUrl).toBeNull();
  });

  it("refuses an SVG with a script, a PDF, a GIF, a renamed text file, an oversized file and a pixel bomb", async () => {
    const s = await seller();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    for (const [bytes, name, type] of [
      [svg, "me.svg", "image/svg+xml"],
      [svg, "me.png", "image/png"],
      [pdf, "me.jpg", "image/jpeg"],
      [gif, "me.gif", "image/gif"],
      [Buffer.from("just text"), "me.webp", "image/webp"],
    ] as const) {
      const res = await upload(s.cookie, bytes, name, type);
      expect(res.status, name).toBe(400);
      expect(res.body.error.details.fields).toEqual([{ path: "file", message: "Choose a PNG, JPEG or WebP image" }]);
    }
    const huge = await upload(s.cookie, Buffer.concat([await photo(10, 10), Buffer.alloc(5 * 1024 * 1024)]), "huge.jpg");
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe("VALIDATION_ERROR");
    // 100 megapixels of one colour compress to a small PNG; decoding it would take gigabytes.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const refused = await upload(s.cookie, bomb, "bomb.png");
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.fields[0].message).toMatch(/larger than 40 megapixels/);
    const json = await api("/account/avatar", { method: "POST", headers: { cookie: s.cookie }, json: { file: "x" } });
    expect(json.status).toBe(400);
    // Nothing was saved by any of them.
    expect((await api("/account/profile", { headers: { cookie: s.cookie } })).body.data.avatarUrl).toBeNull();
  });

  it("is the dashboard session's alone: an API key gets 403, no caller 401; an unknown avatar is 404, a malformed address 400", async () => {
    const s = await seller();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await photo(50, 50))]), "me.jpg");
    const withKey = await fetch(`${await baseUrl()}/api/v1/account/avatar`, {
      method: "POST",
      headers: { authorization: `Bearer ${s.key}` },
      body: form,
    });
    expect(withKey.status).toBe(403);
    expect((await api("/account/avatar", { method: "DELETE" })).status).toBe(401);
    expect((await api(`/avatars/${s.id}/0123456789abcdef`)).status).toBe(404);
    expect((await api(`/avatars/${s.id}/not-a-hash`)).status).toBe(400);
  });
});
