"use client";

import { Skeleton } from "@/components/ui/skeleton";
import type { ProductDetail } from "@/lib/catalog/present";
import { useProductViewer } from "./product-viewer";

type Props = { productId: string; type: ProductDetail["type"]; files: ProductDetail["files"] };

/** A workflow's JSON indented for reading (it is stored as sent, often on one line); a prompt as written. */
function readable(type: Props["type"], content: string): string {
  if (type !== "WORKFLOW") return content;
  try {
    return JSON.stringify(JSON.parse(content), null, 2);
  } catch {
    return content;
  }
}

/**
 * The product itself: shown to its author and buyers (its text comes with the visitor's part, GET
 * /products/{id}/viewer); everyone else sees what buying unlocks. While that loads, a blank of the notice's size.
 */
export function ProductContent({ productId, type, files }: Props) {
  const { viewer } = useProductViewer();
  if (viewer === null) return <Skeleton className="h-[54px] w-full rounded-lg" data-testid="product-content-loading" />;
  if (viewer.content === null) {
    return (
      <section className="rounded-lg border border-dashed border-input bg-card p-4 text-sm text-muted-foreground">
        The {type === "WORKFLOW" ? "workflow definition" : "prompt"} and files are available after purchase.
      </section>
    );
  }
  return (
    <section className="rounded-lg border border-border bg-card p-4">
      <h2 className="mb-2 font-semibold">{type === "WORKFLOW" ? "Workflow definition" : "Prompt"}</h2>
      <pre className="max-h-96 overflow-auto rounded bg-subtle p-3 text-sm whitespace-pre-wrap">{readable(type, viewer.content)}</pre>
      {files.length > 0 && (
        <ul className="mt-3 text-sm">
          {files.map((f) => (
            <li key={f.id}>
              <a href={`/api/v1/products/${productId}/files/${f.id}`} className="text-link underline">
                Download {f.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
