import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { runnableProductOrThrow } from "@/lib/ai/product-access";
import { parseWorkflowDefinition, workflowRunForm } from "@/lib/ai/workflow-definition";
import { placeholdersOf } from "@/lib/ai/placeholders";
import { RunPromptForm } from "@/components/ai/run-prompt-form";
import { RunWorkflowForm } from "@/components/ai/run-workflow-form";

export const metadata: Metadata = { title: "Run a product" };

export const dynamic = "force-dynamic";

/**
 * Run a product you bought or wrote; the purchase page and the author's product page embed the same forms. The
 * forms get placeholder names and input fields only: the prompt or workflow text never reaches the browser from
 * here (reading it is GET /products/{id}, which records access).
 */
export default async function RunProductPage({ params }: { params: Promise<{ productId: string }> }) {
  const { productId } = await params;
  const user = await requireUser();
  const product = await runnableProductOrThrow(user.id, productId).catch((err) => {
    if (err instanceof AppError) return null;
    throw err;
  });
  if (!product) notFound();
  const definition = product.type === "WORKFLOW" ? parseWorkflowDefinition(product.content) : null;
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-semibold mb-1">Run: {product.title}</h1>
      <p className="text-sm text-muted-foreground mb-6">
        Runs with your own provider key. History and costs are under{" "}
        <Link href="/dashboard/executions" className="text-link underline">
          Executions
        </Link>
        .
      </p>
      {product.type === "PROMPT" && (
        <RunPromptForm productId={product.id} names={placeholdersOf(product.content)} compatibility={product.compatibility} />
      )}
      {definition?.ok && <RunWorkflowForm workflowId={product.id} fields={workflowRunForm(definition.definition)} />}
      {definition && !definition.ok && (
        <p className="text-sm text-destructive-text">This workflow&apos;s definition is invalid; its author has to fix it.</p>
      )}
    </div>
  );
}
