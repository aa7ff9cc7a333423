-- Bench data for one seller: 1,000 products, :orders orders (2 % refunded) and 5,000,000 views over the 730
-- days ending :end_day. Everything comes from generate_series, so the rollup triggers see bulk statements: the
-- orders in chunks of 1,000,000 (bench/analytics.ts runs the part between `-- chunk` and `-- end chunk` once per chunk).
-- Placeholders: :end_day (YYYY-MM-DD), :orders, :chunk_start, :chunk_end. Buyers: 20,000.

-- The seller's own limits are lifted so the rate limiter counts every request but never refuses one.
INSERT INTO "User" (id, email, name, handle, "passwordHash", "referralCode", plan, "customPerMinute", "customPerDay", "updatedAt")
VALUES ('usr_bench_seller', 'bench-seller@example.test', 'Bench seller', 'bench-seller', 'x', 'bench_ref_seller', 'ENTERPRISE', 100000000, 1000000000, now());

INSERT INTO "User" (id, email, name, handle, "passwordHash", "referralCode", "updatedAt")
SELECT 'usr_bench_' || g, 'bench-' || g || '@example.test', 'Bench buyer ' || g, 'bench-buyer-' || g, 'x', 'bench_ref_' || g, now()
FROM generate_series(1, 20000) g;

INSERT INTO "Category" (slug, name) VALUES ('bench', 'Bench');

INSERT INTO "Product" (id, "authorId", title, description, type, "categorySlug", "priceCents", content, status, "updatedAt")
SELECT 'prod_bench_' || lpad(g::text, 4, '0'), 'usr_bench_seller', 'Bench product ' || g, 'd',
       (CASE WHEN g % 4 = 0 THEN 'WORKFLOW' ELSE 'PROMPT' END)::"ProductType", 'bench', 500 + (g % 50) * 100, 'c',
       'PUBLISHED', now()
FROM generate_series(1, 1000) g;

-- chunk
-- Order g: product g % 1000, buyer g % 20000, a time spread evenly over the 730 days.
INSERT INTO "Order" (id, "buyerId", "sellerId", "productId", status, "amountCents", "feeCents", "referralCents",
                     "sellerNetCents", currency, "chargeRef", "refundedAt", "createdAt")
SELECT 'ord_bench_' || g, 'usr_bench_' || (1 + g % 20000), 'usr_bench_seller', 'prod_bench_' || lpad((1 + g % 1000)::text, 4, '0'),
       (CASE WHEN g % 50 = 0 THEN 'REFUNDED' ELSE 'COMPLETED' END)::"OrderStatus",
       amount, amount / 5, 0, amount - amount / 5, 'USD', 'ch_bench_' || g,
       CASE WHEN g % 50 = 0 THEN at + interval '1 day' END, at
FROM generate_series(:chunk_start, :chunk_end) g,
     LATERAL (SELECT 500 + (1 + g % 1000) % 50 * 100 AS amount,
                     (:end_day::date - 729)::timestamp + (g - 1) * (interval '730 days' / :orders) AS at) v;
-- end chunk

INSERT INTO "Refund" (id, "orderId", "amountCents", reason, "refundRef", "createdAt")
SELECT 'ref_' || o.id, o.id, o."amountCents", 'bench', 're_' || o.id, o."refundedAt"
FROM "Order" o WHERE o.status = 'REFUNDED' AND o."sellerId" = 'usr_bench_seller';

-- 730,000 product-days holding 5,000,000 views: 620,000 days of 7 and 110,000 days of 6.
INSERT INTO "ProductViewDay" ("productId", day, views)
SELECT 'prod_bench_' || lpad(p::text, 4, '0'), :end_day::date - d,
       CASE WHEN ((p - 1) * 730 + d)::bigint * 7919 % 730000 < 620000 THEN 7 ELSE 6 END
FROM generate_series(1, 1000) p, generate_series(0, 729) d;

ANALYZE;
