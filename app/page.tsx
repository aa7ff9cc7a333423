import Link from "next/link";

export default function Home() {
  return (
    <main className="mx-auto max-w-4xl px-6 py-20">
      <h1 className="text-4xl font-bold mb-4">Promptly</h1>
      <p className="text-lg text-slate-600 mb-8">
        The marketplace for AI prompts and multi-step workflows. Sellers list them, buyers run them with their own provider keys,
        integrators drive everything through a JSON API and webhooks.
      </p>
      <div className="flex gap-3">
        <Link href="/products" className="rounded bg-brand-600 px-4 py-2 text-white">
          Browse the catalog
        </Link>
        <Link href="/signup" className="rounded border border-slate-300 px-4 py-2">
          Create an account
        </Link>
        <Link href="/signin" className="rounded border border-slate-300 px-4 py-2">
          Sign in
        </Link>
        <Link href="/docs" className="rounded border border-slate-300 px-4 py-2">
          API docs
        </Link>
      </div>
    </main>
  );
}
