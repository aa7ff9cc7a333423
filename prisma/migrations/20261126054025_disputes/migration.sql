-- AlterEnum
ALTER TYPE "LedgerKind" ADD VALUE 'DISPUTE';

-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'DISPUTED';

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "disputeClosedAt" TIMESTAMP(3),
ADD COLUMN     "disputeHeldCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "disputeReason" TEXT,
ADD COLUMN     "disputeRef" TEXT,
ADD COLUMN     "disputeStatus" TEXT,
ADD COLUMN     "disputedAt" TIMESTAMP(3);

-- CreateIndex
CREATE UNIQUE INDEX "Order_disputeRef_key" ON "Order"("disputeRef");
