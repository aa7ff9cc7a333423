import type { Metadata } from "next";
import { ExecutionDetail } from "@/components/ai/execution-detail";

export const metadata: Metadata = { title: "Execution" };

export default async function ExecutionPage({ params }: { params: Promise<{ executionId: string }> }) {
  const { executionId } = await params;
  return <ExecutionDetail executionId={executionId} />;
}
