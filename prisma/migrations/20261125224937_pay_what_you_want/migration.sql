-- CreateEnum
CREATE TYPE "PriceMode" AS ENUM ('FIXED', 'PAY_WHAT_YOU_WANT');

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "priceMode" "PriceMode" NOT NULL DEFAULT 'FIXED',
ADD COLUMN     "suggestedPriceCents" INTEGER;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "priceMode" "PriceMode" NOT NULL DEFAULT 'FIXED';
