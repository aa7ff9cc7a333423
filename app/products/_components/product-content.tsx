import type { ProductDetail } from "@/lib/catalog/present";

/** The product itself: shown to its author and buyers; everyone else sees what buying unlocks. */
export function ProductContent({ product }: { product: ProductDetail }) {
  if (product.content === null) {
    return (
      <section className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
        The {product.type === "WORKFLOW" ? "workflow definition" : "prompt"} and files are available after purchase.
      </section>
    );
  }
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-2 font-semibold">{product.type === "WORKFLOW" ? "Workflow definition" : "Prompt"}</h2>
      <pre className="max-h-96 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-3 text-sm">{product.content}</pre>
      {product.files.length > 0 && (
        <ul className="mt-3 text-sm">
          {product.files.map((f) => (
            <li key={f.id}>
              <a href={`/api/v1/products/${product.id}/files/${f.id}`} className="text-brand-600 underline">
                Download {f.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
