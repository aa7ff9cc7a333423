import { createUser } from "@/lib/accounts/users";
import { db } from "@/lib/db/client";
import { DEMO_PASSWORD } from "@/lib/demo/accounts";
import type { Prisma } from "@/lib/db/generated/client";
import { newId } from "@/lib/ids";
import { toCents } from "@/lib/money";
import { providerLabel } from "@/lib/format/labels";
import { SEED_COMMENTS, SEED_EXAMPLES, SEED_PRODUCTS } from "@/lib/catalog/seed-data";
import { SEED_PROMPTS, SEED_WORKFLOWS } from "@/lib/catalog/seed-content";
import { PROVIDER_INFO, PROVIDERS, type Provider } from "@/lib/ai/providers";

// A seeded generator: the demo catalog looks the same on every machine.
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const CREATORS = [
  { email: "nadia@demo.test", name: "Nadia Prompts", bio: "Growth marketer turned prompt engineer.", verified: true },
  { email: "kenji@demo.test", name: "Kenji Builds", bio: "Staff engineer. Workflows for developers.", verified: true },
  { email: "lena@demo.test", name: "Lena Research", bio: "PhD, writes research and education prompts.", verified: false },
  { email: "omar@demo.test", name: "Omar Support", bio: "Ten years running support teams.", verified: false },
];
// Names people would recognise as names: the product page shows who wrote each review.
const REVIEWER_NAMES = [
  "Hannah Becker",
  "Diego Alvarez",
  "Grace Okafor",
  "Sam Whitfield",
  "Mina Park",
  "Oliver Grant",
  "Fatima Rahman",
  "Lucas Moreau",
  "Ingrid Olsen",
  "Ravi Menon",
  "Zoe Carter",
  "Kwame Mensah",
];

/** The product's own text (lib/catalog/seed-content.ts); a title without one is a mistake in the seed data. */
function promptContent(title: string): string {
  const text = SEED_PROMPTS[title];
  if (!text) throw new Error(`No demo prompt text for "${title}" in lib/catalog/seed-content.ts`);
  return text;
}

/** The product's own workflow, each step on the first provider the product lists. */
function workflowContent(title: string, providers: string[]): string {
  const workflow = SEED_WORKFLOWS[title];
  if (!workflow) throw new Error(`No demo workflow for "${title}" in lib/catalog/seed-content.ts`);
  const provider = (providers.find((p) => (PROVIDERS as readonly string[]).includes(p)) ?? "openai") as Provider;
  return JSON.stringify({
    inputs: workflow.inputs,
    steps: workflow.steps.map((s) => ({
      id: s.id,
      provider,
      model: PROVIDER_INFO[provider].defaultModel,
      prompt: s.prompt,
      dependsOn: s.dependsOn ?? [],
    })),
  });
}

/** The demo catalog: 60+ products from the demo sellers and a few creators, with reviews and 30 days of views. */
export async function seedCatalog(): Promise<void> {
  const client = await db();
  if ((await client.product.count()) > 0) return;
  const rnd = random(42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];

  const demoSellers = await client.user.findMany({
    where: { email: { in: ["seller@demo.test", "seller2@demo.test"] } },
    orderBy: { email: "asc" },
  });
  const authors = [...demoSellers.map((u) => u.id)];
  for (const c of CREATORS) {
    const u = await createUser({ email: c.email, name: c.name, password: DEMO_PASSWORD, emailVerified: true });
    await client.user.update({ where: { id: u.id }, data: { bio: c.bio, verified: c.verified } });
    authors.push(u.id);
  }
  const reviewers: string[] = [];
  for (const [i, name] of REVIEWER_NAMES.entries()) {
    reviewers.push((await createUser({ email: `reviewer${i + 1}@demo.test`, name, password: DEMO_PASSWORD, emailVerified: true })).id);
  }

  const now = Date.now();
  const day = 86_400_000;
  const products: Prisma.ProductCreateManyInput[] = SEED_PRODUCTS.map(([title, category, type, price, tags, providers, description], i) => {
    // The first demo seller also gets a draft and an unpublished product to manage in the dashboard: two without
    // sample outputs, as every product that shows samples is on sale.
    const status = i === 2 ? "DRAFT" : i === 3 ? "UNPUBLISHED" : "PUBLISHED";
    const createdAt = new Date(now - (90 - i) * day);
    return {
      id: newId("prod"),
      authorId: i < 4 ? authors[0] : authors[i % authors.length],
      title,
      description,
      type,
      categorySlug: category,
      priceCents: toCents(price),
      content: type === "WORKFLOW" ? workflowContent(title, providers) : promptContent(title),
      requirements: type === "WORKFLOW" ? ["An OpenAI API key"] : [`An API key for ${providerLabel(providers[0])}`],
      features: ["Reusable {{placeholders}}", "Tested on current models", "Markdown output"],
      tags,
      compatibility: providers,
      status,
      publishedAt: status === "DRAFT" ? null : new Date(createdAt.getTime() + day),
      createdAt,
    };
  });
  await client.product.createMany({ data: products });
  await client.productExample.createMany({
    data: products.flatMap((p) =>
      (SEED_EXAMPLES[p.title] ?? []).map((e, position) => ({
        id: newId("pex"),
        productId: p.id!,
        position,
        input: e.input,
        output: e.output,
      })),
    ),
  });

  const reviews: Prisma.ReviewCreateManyInput[] = [];
  const viewDays: Prisma.ProductViewDayCreateManyInput[] = [];
  for (const p of products) {
    if (p.status === "DRAFT") continue;
    const count = Math.floor(rnd() * 6);
    const who = [...reviewers].sort(() => rnd() - 0.5).slice(0, count);
    for (const authorId of who) {
      reviews.push({
        id: newId("rev"),
        productId: p.id,
        authorId,
        rating: pick([3, 4, 4, 5, 5, 5]),
        comment: pick(SEED_COMMENTS),
        createdAt: new Date(now - Math.floor(rnd() * 60) * day),
      });
    }
    for (let d = 0; d < 30; d++) {
      const date = new Date(now - d * day);
      viewDays.push({
        productId: p.id,
        day: new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())),
        views: Math.floor(rnd() * 25),
      });
    }
  }
  await client.review.createMany({ data: reviews });
  await client.productViewDay.createMany({ data: viewDays });
  // Counters follow the rows just written, as the live paths keep them.
  await client.$executeRaw`
    UPDATE "Product" p SET
      "ratingSum" = r.s, "ratingCount" = r.c, "ratingAverage" = r.s::float8 / r.c
    FROM (SELECT "productId", sum("rating")::int AS s, count(*)::int AS c FROM "Review" GROUP BY "productId") r
    WHERE r."productId" = p."id"`;
  await client.$executeRaw`
    UPDATE "Product" p SET "viewCount" = v.n
    FROM (SELECT "productId", sum("views")::int AS n FROM "ProductViewDay" GROUP BY "productId") v
    WHERE v."productId" = p."id"`;
}
