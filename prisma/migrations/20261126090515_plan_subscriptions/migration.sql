-- CreateTable
CREATE TABLE "PlanSubscription" (
    "userId" TEXT NOT NULL,
    "subscriptionRef" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "plan" "Plan" NOT NULL,
    "nextPlan" "Plan",
    "currentPeriodEnd" TIMESTAMP(3) NOT NULL,
    "nextInvoiceCents" INTEGER,
    "currency" TEXT NOT NULL,
    "paymentMethodRef" TEXT,
    "notice" TEXT,
    "noticeAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlanSubscription_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE UNIQUE INDEX "PlanSubscription_subscriptionRef_key" ON "PlanSubscription"("subscriptionRef");
