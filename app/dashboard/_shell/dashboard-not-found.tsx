import { SearchXIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** Shown inside the dashboard shell for an unknown address or a record that does not exist (or is not yours). */
export function DashboardNotFound({ what = "page", back }: { what?: string; back?: { href: string; label: string } }) {
  return (
    <div className="mx-auto max-w-lg rounded-xl border bg-card p-6 text-center shadow-sm sm:p-8">
      <SearchXIcon className="mx-auto size-8 text-link" aria-hidden />
      <h1 className="mt-3 text-xl font-semibold">We could not find that {what}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        It may have been removed, or the link may be mistyped. Records of other accounts are not shown.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {back && (
          <Button asChild>
            <Link href={back.href}>{back.label}</Link>
          </Button>
        )}
        <Button variant={back ? "outline" : "default"} asChild>
          <Link href="/dashboard">Go to the overview</Link>
        </Button>
      </div>
    </div>
  );
}
