"use client";

import Link from "next/link";

/** Any page that failed to render: say so plainly and offer a retry (the error itself is logged on the server). */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">This page could not be shown. Try again, or come back in a moment.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className="rounded bg-primary px-4 py-2 text-primary-foreground">
          Try again
        </button>
        <Link href="/products" className="rounded border border-input px-4 py-2">
          Browse the catalog
        </Link>
      </div>
    </main>
  );
}
