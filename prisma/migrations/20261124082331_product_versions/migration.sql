-- AlterTable
ALTER TABLE "Execution" ADD COLUMN     "productVersion" TEXT;

-- CreateTable
CREATE TABLE "ProductVersion" (
    "productId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "changelog" TEXT NOT NULL DEFAULT '',
    "content" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductVersion_pkey" PRIMARY KEY ("productId","seq")
);

-- CreateIndex
CREATE UNIQUE INDEX "ProductVersion_productId_label_key" ON "ProductVersion"("productId", "label");

-- AddForeignKey
ALTER TABLE "ProductVersion" ADD CONSTRAINT "ProductVersion_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
