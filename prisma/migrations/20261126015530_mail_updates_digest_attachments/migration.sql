-- CreateEnum
CREATE TYPE "SaleNotices" AS ENUM ('EACH', 'DAILY', 'OFF');

-- AlterTable
ALTER TABLE "MailMessage" ADD COLUMN     "attachments" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "dedupeKey" TEXT,
ADD COLUMN     "headers" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "saleNotices" "SaleNotices" NOT NULL DEFAULT 'EACH';

-- CreateTable
CREATE TABLE "ProductUpdateOptOut" (
    "userId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductUpdateOptOut_pkey" PRIMARY KEY ("userId","productId")
);

-- CreateIndex
CREATE UNIQUE INDEX "MailMessage_dedupeKey_key" ON "MailMessage"("dedupeKey");

-- AddForeignKey
ALTER TABLE "ProductUpdateOptOut" ADD CONSTRAINT "ProductUpdateOptOut_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Sale notices were a category of mailOptOut ("sales" = off); they are a column now (each, daily, off).
UPDATE "User" SET "saleNotices" = 'OFF' WHERE 'sales' = ANY("mailOptOut");
UPDATE "User" SET "mailOptOut" = array_remove("mailOptOut", 'sales') WHERE 'sales' = ANY("mailOptOut");
