-- AlterEnum
ALTER TYPE "ExecutionStatus" ADD VALUE 'CANCELLED';
