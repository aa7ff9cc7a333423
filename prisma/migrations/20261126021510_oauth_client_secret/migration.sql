-- AlterTable
ALTER TABLE "OAuthClient" ADD COLUMN     "secretHash" TEXT;
