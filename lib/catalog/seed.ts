import { createUser } from "@/lib/accounts/users";
import { db } from "@/lib/db/client";
import { DEMO_PASSWORD } from "@/lib/demo/accounts";
import type { Prisma } from "@/lib/db/generated/client";
import { newId } from "@/lib/ids";
import { toCents } from "@/lib/money";
import { SEED_COMMENTS, SEED_EXAMPLES, SEED_PRODUCTS } from "@/lib/catalog/seed-data";

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

function promptContent(title: string, description: string): string {
  return [
    `You are an expert assistant: ${title.toLowerCase()}.`,
    description,
    "",
    "Context: {{context}}",
    "Audience: {{audience}}",
    "Tone: {{tone}}",
    "",
    "Work step by step, then give the final answer in Markdown.",
  ].join("\n");
}

function workflowContent(title: string): string {
  return JSON.stringify({
    inputs: [{ name: "topic", description: `What the ${title.toLowerCase()} should work on` }],
    steps: [
      {
        id: "outline",
        provider: "openai",
        model: "gpt-4o-mini",
        prompt: `Plan the ${title.toLowerCase()} for: {{input.topic}}. Return a numbered outline.`,
      },
      {
        id: "draft",
        provider: "openai",
        model: "gpt-4o-mini",
        prompt: "Write the full result following this outline:\n{{steps.outline.output}}",
        dependsOn: ["outline"],
      },
    ],
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
    // The first demo seller also gets a draft and an unpublished product to manage in the dashboard.
    const status = i === 0 ? "DRAFT" : i === 1 ? "UNPUBLISHED" : "PUBLISHED";
    const createdAt = new Date(now - (90 - i) * day);
    return {
      id: newId("prod"),
      authorId: i < 2 ? authors[0] : authors[i % authors.length],
      title,
      description,
      type,
      categorySlug: category,
      priceCents: toCents(price),
      content: type === "WORKFLOW" ? workflowContent(title) : promptContent(title, description),
      requirements: type === "WORKFLOW" ? ["An OpenAI API key"] : [`An API key for ${providers[0]}`],
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
