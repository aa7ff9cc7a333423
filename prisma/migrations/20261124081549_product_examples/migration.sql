-- CreateTable
CREATE TABLE "ProductExample" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "input" TEXT NOT NULL,
    "output" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductExample_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProductExample_productId_position_idx" ON "ProductExample"("productId", "position");

-- AddForeignKey
ALTER TABLE "ProductExample" ADD CONSTRAINT "ProductExample_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
