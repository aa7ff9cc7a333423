import type { ProductDetail } from "@/lib/catalog/present";

/** A workflow's JSON indented for reading (it is stored as sent, often on one line); a prompt as written. */
function readable(product: ProductDetail): string {
  if (product.type !== "WORKFLOW" || product.content === null) return product.content ?? "";
  try {
    return JSON.stringify(JSON.parse(product.content), null, 2);
  } catch {
    return product.content;
  }
}

/** The product itself: shown to its author and buyers; everyone else sees what buying unlocks. */
export function ProductContent({ product }: { product: ProductDetail }) {
  if (product.content === null) {
    return (
      <section className="rounded-lg border border-dashed border-input bg-card p-4 text-sm text-muted-foreground">
        The {product.type === "WORKFLOW" ? "workflow definition" : "prompt"} and files are available after purchase.
      </section>
    );
  }
  return (
    <section className="rounded-lg border border-border bg-card p-4">
      <h2 className="mb-2 font-semibold">{product.type === "WORKFLOW" ? "Workflow definition" : "Prompt"}</h2>
      <pre className="max-h-96 overflow-auto rounded bg-subtle p-3 text-sm whitespace-pre-wrap">{readable(product)}</pre>
      {product.files.length > 0 && (
        <ul className="mt-3 text-sm">
          {product.files.map((f) => (
            <li key={f.id}>
              <a href={`/api/v1/products/${product.id}/files/${f.id}`} className="text-link underline">
                Download {f.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
