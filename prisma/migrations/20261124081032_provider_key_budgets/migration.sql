-- AlterTable
ALTER TABLE "ProviderKey" ADD COLUMN     "monthlyBudgetMicros" BIGINT;

-- CreateTable
CREATE TABLE "ProviderKeySpend" (
    "keyId" TEXT NOT NULL,
    "month" DATE NOT NULL,
    "spentMicros" BIGINT NOT NULL DEFAULT 0,
    "reservedMicros" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "ProviderKeySpend_pkey" PRIMARY KEY ("keyId","month")
);

-- AddForeignKey
ALTER TABLE "ProviderKeySpend" ADD CONSTRAINT "ProviderKeySpend_keyId_fkey" FOREIGN KEY ("keyId") REFERENCES "ProviderKey"("id") ON DELETE CASCADE ON UPDATE CASCADE;
