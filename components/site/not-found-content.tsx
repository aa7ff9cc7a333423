import Link from "next/link";

/** Unknown pages and missing products: plain words and a way back. */
export function NotFoundContent() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="text-sm font-semibold text-link">404</p>
      <h1 className="text-3xl font-bold">We can’t find that page</h1>
      <p className="text-muted-foreground">The link may be old, or the product may no longer be for sale.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/products" className="rounded bg-primary px-4 py-2 text-primary-foreground">
          Browse the catalog
        </Link>
        <Link href="/" className="rounded border border-input px-4 py-2">
          Home
        </Link>
      </div>
    </main>
  );
}
