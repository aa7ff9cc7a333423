-- AlterTable
ALTER TABLE "ProviderKey" ADD COLUMN     "checkNote" TEXT,
ADD COLUMN     "verifiedAt" TIMESTAMP(3);
