import type { DbTx } from "@/lib/db/client";
import { newId } from "@/lib/ids";

/** A sample the seller shows before purchase: an input and the output the product gave for it. */
export type ProductExampleView = { input: string; output: string };

/** A product's examples in the seller's order. */
export async function readExamples(client: DbTx, productId: string): Promise<ProductExampleView[]> {
  return client.productExample.findMany({
    where: { productId },
    orderBy: { position: "asc" },
    select: { input: true, output: true },
  });
}

/** Replaces a product's examples with `examples` (the list is small and edited as a whole). Call inside the product's transaction. */
export async function replaceExamples(tx: DbTx, productId: string, examples: ProductExampleView[]): Promise<void> {
  await tx.productExample.deleteMany({ where: { productId } });
  if (examples.length === 0) return;
  await tx.productExample.createMany({
    data: examples.map((e, position) => ({ id: newId("pex"), productId, position, input: e.input, output: e.output })),
  });
}
