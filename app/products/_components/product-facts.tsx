import type { ProductDetail } from "@/lib/catalog/present";

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold">{title}</h3>
      <ul className="list-disc pl-5 text-sm text-slate-700">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </div>
  );
}

export function ProductFacts({ product }: { product: ProductDetail }) {
  return (
    <section className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <List title="Features" items={product.features} />
      <List title="Requirements" items={product.requirements} />
      <List title="Works with" items={product.compatibility} />
      <List title="Files" items={product.files.map((f) => `${f.name} (${Math.ceil(f.size / 1024)} KB)`)} />
      <div className="text-sm text-slate-600">
        Version {product.version}
        {product.changelog && <p className="mt-1 whitespace-pre-line text-slate-500">{product.changelog}</p>}
      </div>
      {product.tags.length > 0 && (
        <div className="flex flex-wrap gap-1">
          {product.tags.map((t) => (
            <span key={t} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              #{t}
            </span>
          ))}
        </div>
      )}
    </section>
  );
}
