-- AlterTable
ALTER TABLE "ProductAsset" ADD COLUMN     "sha256" TEXT,
ADD COLUMN     "variantWidths" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
