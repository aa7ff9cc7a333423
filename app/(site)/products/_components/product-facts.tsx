import type { ProductDetail } from "@/lib/catalog/present";
import { formatDate } from "@/lib/format/dates";
import { providerLabel } from "@/lib/format/labels";

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold">{title}</h3>
      <ul className="list-disc pl-5 text-sm text-foreground">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </div>
  );
}

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

export function ProductFacts({ product }: { product: ProductDetail }) {
  return (
    <section aria-labelledby="details" className="flex flex-col gap-3">
      <h2 id="details" className="text-xl font-semibold">
        Details
      </h2>
      <div className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-2">
        <List title="What it does" items={product.features} />
        <List title="You need" items={product.requirements} />
        <List title="Works with" items={product.compatibility.map(providerLabel)} />
        <List title="Files included" items={product.files.map((f) => `${f.name} (${size(f.size)})`)} />
        <div className="text-sm text-muted-foreground">
          <h3 className="mb-1 text-sm font-semibold text-foreground">Version {product.version}</h3>
          <p>Updated {formatDate(product.updatedAt)}</p>
          {product.changelog && <p className="mt-1 whitespace-pre-line">{product.changelog}</p>}
        </div>
        {product.tags.length > 0 && (
          <div>
            <h3 className="mb-1 text-sm font-semibold">Tags</h3>
            <ul className="flex flex-wrap gap-1">
              {product.tags.map((t) => (
                <li key={t} className="rounded-full bg-muted px-2 py-0.5 text-xs text-foreground">
                  {t}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
