-- AlterTable
ALTER TABLE "Payout" ADD COLUMN     "transferError" TEXT,
ADD COLUMN     "transferId" TEXT;
