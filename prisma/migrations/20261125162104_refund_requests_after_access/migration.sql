-- CreateEnum
CREATE TYPE "RefundPolicy" AS ENUM ('BEFORE_ACCESS', 'SELLER_REVIEW', 'ALWAYS');

-- CreateEnum
CREATE TYPE "RefundRequestStatus" AS ENUM ('PENDING', 'APPROVED', 'DECLINED');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "contentReadAt" TIMESTAMP(3),
ADD COLUMN     "downloadedAt" TIMESTAMP(3),
ADD COLUMN     "ranAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "refundPolicy" "RefundPolicy" NOT NULL DEFAULT 'SELLER_REVIEW';

-- CreateTable
CREATE TABLE "RefundRequest" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "buyerId" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "status" "RefundRequestStatus" NOT NULL DEFAULT 'PENDING',
    "reason" TEXT NOT NULL,
    "details" TEXT,
    "declineReason" TEXT,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "decidedAt" TIMESTAMP(3),
    "decidedBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RefundRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RefundRequest_orderId_key" ON "RefundRequest"("orderId");

-- CreateIndex
CREATE INDEX "RefundRequest_sellerId_status_createdAt_idx" ON "RefundRequest"("sellerId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "RefundRequest_status_dueAt_idx" ON "RefundRequest"("status", "dueAt");

-- AddForeignKey
ALTER TABLE "RefundRequest" ADD CONSTRAINT "RefundRequest_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
