import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { StatusBadge } from "@/components/ui/status-badge";
import { formatDateTime } from "@/lib/format/dates";
import { devInboxEnabled } from "@/lib/mail/dev-inbox";
import { listMail, mailStatusLabel } from "@/lib/mail/outbox";
import { mailKindLabel } from "@/lib/mail/catalog";
import { mailTransportKind } from "@/lib/mail/transport";

export const metadata: Metadata = { title: "Development mailbox", robots: { index: false } };
export const dynamic = "force-dynamic";

/** Every message the app wrote, newest first (Mailpit / letter_opener style); ADR 030 says when it answers. */
export default async function DevMailboxPage() {
  if (!devInboxEnabled()) notFound();
  const messages = await listMail({ limit: 200 });
  const transport = mailTransportKind();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-foreground">Development mailbox</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        {transport === "inbox"
          ? "No SMTP server is configured (SMTP_URL), so mail stays here instead of being sent. Open a message to follow its links."
          : "Mail is sent to the SMTP server in SMTP_URL; this page shows a copy of each message."}
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No mail yet.</p>
      ) : (
        <ul className="mt-6 divide-y rounded-md border bg-card">
          {messages.map((m) => (
            <li key={m.id}>
              <Link
                href={`/dev/mail/${m.id}`}
                className="flex flex-col gap-1 px-4 py-3 hover:bg-subtle focus-visible:bg-subtle sm:flex-row sm:items-center sm:gap-4"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-foreground">{m.subject}</span>
                  <span className="block truncate text-sm text-muted-foreground">
                    To {m.to} · {mailKindLabel(m.kind)}
                  </span>
                </span>
                <span className="flex items-center gap-3 text-sm text-muted-foreground">
                  <StatusBadge status={m.status} label={mailStatusLabel[m.status]} />
                  <time dateTime={m.createdAt.toISOString()}>{formatDateTime(m.createdAt)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
