-- DropIndex
DROP INDEX "Product_status_categorySlug_publishedAt_id_idx";

-- CreateIndex
CREATE INDEX "Product_status_categorySlug_publishedAt_id_type_priceCents_idx" ON "Product"("status", "categorySlug", "publishedAt", "id", "type", "priceCents");
