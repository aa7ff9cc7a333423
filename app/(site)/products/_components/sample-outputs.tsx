import type { ProductExampleView } from "@/lib/catalog/examples";

/** The seller's example runs, shown to everyone before purchase: what went in and what came out. */
export function SampleOutputs({ examples }: { examples: ProductExampleView[] }) {
  if (examples.length === 0) return null;
  return (
    <section aria-labelledby="samples" className="flex flex-col gap-3">
      <h2 id="samples" className="text-xl font-semibold">
        Sample outputs
      </h2>
      <ol className="flex flex-col gap-4">
        {examples.map((e, i) => (
          <li key={i} className="overflow-hidden rounded-xl border border-border bg-card">
            <div className="border-b bg-subtle p-4">
              <p className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Input</p>
              <p className="text-sm whitespace-pre-line text-foreground">{e.input}</p>
            </div>
            <div className="p-4">
              <p className="mb-1 text-xs font-semibold tracking-wide text-link uppercase">Output</p>
              <p className="text-sm whitespace-pre-line text-foreground">{e.output}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
