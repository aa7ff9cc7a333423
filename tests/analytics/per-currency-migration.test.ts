import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { dropDatabase, testDatabase } from "../support/database";

// The rollups kept per currency (prisma/migrations/*_analytics_per_currency): a database an older version left, with
// dollar and euro orders, a partial refund, a full refund, a dispute and views, is upgraded by one migration, which
// rebuilds the seller days, the running totals and each product's latest totals per currency. Replayed on a throw-away
// database (PGlite, or in the PostgreSQL pass a fresh database on the server): every migration before it, rows as the
// older version's triggers left them, then the upgrade; then the new triggers keep it exact.
const dir = path.join(process.cwd(), "prisma/migrations");
const names = fs
  .readdirSync(dir)
  .filter((n) => fs.existsSync(path.join(dir, n, "migration.sql")))
  .sort();
const upgrade = names.find((n) => n.endsWith("_analytics_per_currency"))!;
const script = (name: string) => fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");

type Scratch = { exec: (sql: string) => Promise<void>; rows: (sql: string) => Promise<unknown[]>; close: () => Promise<void> };

async function scratchDatabase(): Promise<Scratch> {
  if (testDatabase.kind === "pglite") {
    const lite = new PGlite({ extensions: { pg_trgm } });
    return {
      exec: async (sql) => void (await lite.exec(sql)),
      rows: async (sql) => (await lite.query(sql)).rows,
      close: () => lite.close(),
    };
  }
  const name = `${testDatabase.name}_per_currency`;
  const admin = new pg.Client({ connectionString: testDatabase.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(testDatabase.adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async (sql) => (await client.query(sql)).rows,
    close: async () => {
      await client.end();
      await dropDatabase(name);
    },
  };
}

const order = (id: string, product: string, currency: string, cents: number, day: string) =>
  `INSERT INTO "Order" (id, "buyerId", "sellerId", "productId", "amountCents", "feeCents", "sellerNetCents", currency, "chargeRef", "createdAt")
   VALUES ('${id}', 'usr_b', 'usr_s', '${product}', ${cents}, ${cents / 5}, ${(cents * 4) / 5}, '${currency}', 'ch_${id}', '${day} 12:00');`;

const state = (db: Scratch) =>
  Promise.all([
    db.rows(`SELECT to_char(day, 'YYYY-MM-DD') AS day, currency, sales, "grossCents"::int AS gross, "refundCents"::int AS refund,
                    "feeCents"::int AS fee, "netCents"::int AS net
             FROM "AnalyticsSellerDay" ORDER BY day, currency`),
    db.rows(`SELECT to_char(day, 'YYYY-MM-DD') AS day, views::int AS views FROM "AnalyticsSellerViewDay" ORDER BY day`),
    db.rows(`SELECT "productId", currency, to_char(day, 'YYYY-MM-DD') AS day, orders::int AS orders, sales::int AS sales,
                    "revenueCents"::int AS revenue
             FROM "AnalyticsProductRunning" ORDER BY 1, 2, 3`),
    db.rows(`SELECT "productId", currency, to_char("lastDay", 'YYYY-MM-DD') AS day, orders::int AS orders, sales::int AS sales,
                    "revenueCents"::int AS revenue
             FROM "AnalyticsProductTotal" ORDER BY 1, 2`),
  ]);

describe("upgrade to rollups per currency", () => {
  // Replaying every migration on a fresh database takes 10–30 s on a busy machine.
  it(
    "rebuilds every rollup per currency from the product days, and the triggers keep them per currency",
    { timeout: 180_000 },
    async () => {
      const db = await scratchDatabase();
      try {
        for (const name of names.filter((n) => n < upgrade)) await db.exec(script(name));
        await db.exec(`
        INSERT INTO "User" (id, email, name, handle, "passwordHash", "referralCode", "updatedAt") VALUES
          ('usr_s', 's@example.test', 'S', 's', 'x', 'ref_s', now()), ('usr_b', 'b@example.test', 'B', 'b', 'x', 'ref_b', now());
        INSERT INTO "Category" (slug, name) VALUES ('c', 'C');
        INSERT INTO "Product" (id, "authorId", title, description, type, "categorySlug", "priceCents", content, status, "updatedAt") VALUES
          ('prod_1', 'usr_s', 'One', 'd', 'PROMPT', 'c', 1000, 'c', 'PUBLISHED', now()),
          ('prod_2', 'usr_s', 'Two', 'd', 'PROMPT', 'c', 500, 'c', 'PUBLISHED', now());
        ${order("o1", "prod_1", "USD", 1000, "2024-05-01")}
        ${order("o2", "prod_1", "EUR", 900, "2024-05-01")}
        ${order("o3", "prod_1", "EUR", 900, "2024-05-02")}
        ${order("o4", "prod_2", "USD", 500, "2024-05-02")}
        ${order("o5", "prod_2", "EUR", 800, "2024-05-02")}
        -- o3 partly refunded (3.00 of 9.00), o4 refunded in full, o5 disputed: as commerce writes them.
        UPDATE "Order" SET "refundedCents" = 300, "refundedFeeCents" = 60, "refundedNetCents" = 240 WHERE id = 'o3';
        INSERT INTO "Refund" (id, "orderId", "amountCents", reason, "refundRef") VALUES ('re_3', 'o3', 300, 'r', 're_3');
        UPDATE "Order" SET status = 'REFUNDED', "refundedCents" = 500, "refundedFeeCents" = 100, "refundedNetCents" = 400,
          "activeKey" = NULL WHERE id = 'o4';
        INSERT INTO "Refund" (id, "orderId", "amountCents", reason, "refundRef") VALUES ('re_4', 'o4', 500, 'r', 're_4');
        UPDATE "Order" SET status = 'DISPUTED' WHERE id = 'o5';
        INSERT INTO "ProductViewDay" ("productId", day, views) VALUES ('prod_1', '2024-05-01', 5), ('prod_2', '2024-05-02', 7);
      `);
        // Before: one seller row a day, dollars and euros added together (19.00 on May 1st).
        expect(await db.rows(`SELECT "grossCents"::int AS gross FROM "AnalyticsSellerDay" ORDER BY day`)).toEqual([
          { gross: 1900 },
          { gross: 2200 },
        ]);

        await db.exec(script(upgrade));

        const [sellerDays, views, running, totals] = await state(db);
        expect(sellerDays).toEqual([
          { day: "2024-05-01", currency: "EUR", sales: 1, gross: 900, refund: 0, fee: 180, net: 720 },
          { day: "2024-05-01", currency: "USD", sales: 1, gross: 1000, refund: 0, fee: 200, net: 800 },
          // o3 (9.00, 3.00 refunded: fee and net less their prorated parts) and o5 (8.00, disputed: counts as refunded).
          { day: "2024-05-02", currency: "EUR", sales: 1, gross: 1700, refund: 1100, fee: 120, net: 480 },
          { day: "2024-05-02", currency: "USD", sales: 0, gross: 500, refund: 500, fee: 0, net: 0 },
        ]);
        expect(views).toEqual([
          { day: "2024-05-01", views: 5 },
          { day: "2024-05-02", views: 7 },
        ]);
        expect(running).toEqual([
          { productId: "prod_1", currency: "EUR", day: "2024-05-01", orders: 1, sales: 1, revenue: 900 },
          { productId: "prod_1", currency: "EUR", day: "2024-05-02", orders: 2, sales: 2, revenue: 1500 },
          { productId: "prod_1", currency: "USD", day: "2024-05-01", orders: 1, sales: 1, revenue: 1000 },
          { productId: "prod_2", currency: "EUR", day: "2024-05-02", orders: 1, sales: 0, revenue: 0 },
          { productId: "prod_2", currency: "USD", day: "2024-05-02", orders: 1, sales: 0, revenue: 0 },
        ]);
        expect(totals).toEqual([
          { productId: "prod_1", currency: "EUR", day: "2024-05-02", orders: 2, sales: 2, revenue: 1500 },
          { productId: "prod_1", currency: "USD", day: "2024-05-01", orders: 1, sales: 1, revenue: 1000 },
          { productId: "prod_2", currency: "EUR", day: "2024-05-02", orders: 1, sales: 0, revenue: 0 },
          { productId: "prod_2", currency: "USD", day: "2024-05-02", orders: 1, sales: 0, revenue: 0 },
        ]);

        // After: a euro order on the earlier day moves only the euro rows (and every later euro running row); a view
        // only the views; a won dispute restores o5 in euros.
        const version = async () => (await db.rows(`SELECT version::int AS v FROM "AnalyticsSellerVersion"`)) as { v: number }[];
        const before = (await version())[0].v;
        await db.exec(`
        ${order("o6", "prod_1", "EUR", 600, "2024-05-01")}
        INSERT INTO "ProductViewDay" ("productId", day, views) VALUES ('prod_1', '2024-05-02', 3);
        UPDATE "Order" SET status = 'COMPLETED' WHERE id = 'o5';
      `);
        const [sellerDays2, views2, running2, totals2] = await state(db);
        expect(sellerDays2).toEqual([
          { day: "2024-05-01", currency: "EUR", sales: 2, gross: 1500, refund: 0, fee: 300, net: 1200 },
          sellerDays[1],
          { day: "2024-05-02", currency: "EUR", sales: 2, gross: 1700, refund: 300, fee: 280, net: 1120 },
          sellerDays[3],
        ]);
        expect(views2).toEqual([
          { day: "2024-05-01", views: 5 },
          { day: "2024-05-02", views: 10 },
        ]);
        expect(running2).toEqual([
          { productId: "prod_1", currency: "EUR", day: "2024-05-01", orders: 2, sales: 2, revenue: 1500 },
          { productId: "prod_1", currency: "EUR", day: "2024-05-02", orders: 3, sales: 3, revenue: 2100 },
          running[2],
          { productId: "prod_2", currency: "EUR", day: "2024-05-02", orders: 1, sales: 1, revenue: 800 },
          running[4],
        ]);
        expect(totals2).toEqual([
          { productId: "prod_1", currency: "EUR", day: "2024-05-02", orders: 3, sales: 3, revenue: 2100 },
          totals[1],
          { productId: "prod_2", currency: "EUR", day: "2024-05-02", orders: 1, sales: 1, revenue: 800 },
          totals[3],
        ]);
        expect((await version())[0].v).toBeGreaterThan(before);
      } finally {
        await db.close();
      }
    },
  );
});
