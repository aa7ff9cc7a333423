-- AlterTable
ALTER TABLE "PaymentMethod" ADD COLUMN     "fingerprint" TEXT;
