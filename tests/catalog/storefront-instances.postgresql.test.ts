import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { storefrontChanged } from "@/lib/catalog/storefront-revalidation";
import { callInstance, startAppProcess, type AppProcess } from "../support/app-process";
import { makeUser } from "../support/factories";
import { publishedProduct } from "./helpers";

// Two app servers (real `next start` processes) on the run's PostgreSQL database, each with its own page cache: a
// change made through one, or outside any app server (a job, an operator command), reaches the other's cached
// storefront pages within 5 s (lib/catalog/storefront-revalidation.ts, ADR 062).
const instances: AppProcess[] = [];

beforeAll(async () => {
  instances.push(...(await Promise.all([startAppProcess(), startAppProcess()])));
}, 240_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
});

const ENGLISH = { "accept-language": "en-US,en;q=0.9" };

async function page(instance: AppProcess, path: string) {
  const res = await fetch(`${instance.url}${path}`, { headers: ENGLISH });
  return { status: res.status, cache: res.headers.get("x-nextjs-cache"), html: await res.text() };
}

/** Polls `instance`'s product page and home page until both show `text`; answers the milliseconds it took. */
async function showsWithin5s(instance: AppProcess, productId: string, text: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const pages = await Promise.all([page(instance, `/products/${productId}`), page(instance, "/products?sort=newest")]);
    if (pages.every((p) => p.html.includes(text))) return Date.now() - started;
    if (Date.now() - started > 5_000) throw new Error(`${instance.url} did not show "${text}" within 5 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("cached storefront pages on several instances", () => {
  it("follow a change made through another instance, or outside any, within 5 s", async () => {
    const [a, b] = instances;
    const seller = await makeUser();
    const title = `Two instance page ${randomBytes(3).toString("hex")}`;
    const id = await publishedProduct(seller.key, { title });

    // B has the product page and the catalog in its cache.
    await showsWithin5s(b, id, title);
    expect((await page(b, `/products/${id}`)).cache).toBe("HIT");
    expect((await page(b, "/products?sort=newest")).cache).toBe("HIT");

    // Edited through A: B renders its pages again.
    const edited = `${title} edited on A`;
    expect((await callInstance(a, `/products/${id}`, { method: "PATCH", key: seller.key, json: { title: edited } })).status).toBe(200);
    expect(await showsWithin5s(b, id, edited)).toBeLessThan(5_000);

    // Changed outside any app server (as a job or `npm run admin` would), then announced: both follow.
    const renamed = `${title} renamed by an operator`;
    await (await db()).product.update({ where: { id }, data: { title: renamed } });
    await storefrontChanged(id);
    for (const instance of [a, b]) expect(await showsWithin5s(instance, id, renamed)).toBeLessThan(5_000);
  });
});
