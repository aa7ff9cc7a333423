import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { StatusBadge } from "@/components/ui/status-badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDateTime } from "@/lib/format/dates";
import { devInboxEnabled } from "@/lib/mail/dev-inbox";
import { findMail, mailStatusLabel } from "@/lib/mail/outbox";
import { mailKindLabel } from "@/lib/mail/catalog";
import { mailFrom } from "@/lib/mail/transport";

export const metadata: Metadata = { title: "Message · Development mailbox", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function DevMailMessagePage({ params }: { params: Promise<{ id: string }> }) {
  if (!devInboxEnabled()) notFound();
  const m = await findMail((await params).id);
  if (!m) notFound();
  const headers: [string, string][] = [
    ["From", mailFrom()],
    ["To", m.to],
    ["Subject", m.subject],
    ["Date", formatDateTime(m.createdAt)],
    ["Message-ID", m.messageId],
    ["Kind", mailKindLabel(m.kind)],
    ["Attempts", String(m.attempts)],
    ...(m.lastError ? ([["Last error", m.lastError]] as [string, string][]) : []),
    ...Object.entries((m.headers ?? {}) as Record<string, string>),
    ...((m.attachments ?? []) as { filename: string; contentType: string; base64: string }[]).map(
      (a) => ["Attachment", `${a.filename} (${a.contentType}, ${Math.round((a.base64.length * 3) / 4 / 1024)} KB)`] as [string, string],
    ),
  ];
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Link href="/dev/mail" className="text-sm font-medium text-link hover:underline">
        ← All mail
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-xl font-semibold break-words text-foreground">{m.subject}</h1>
        <StatusBadge status={m.status} label={mailStatusLabel[m.status]} />
      </div>
      <Tabs defaultValue="html" className="mt-4">
        <TabsList>
          <TabsTrigger value="html">Message</TabsTrigger>
          <TabsTrigger value="text">Plain text</TabsTrigger>
          <TabsTrigger value="headers">Headers</TabsTrigger>
        </TabsList>
        <TabsContent value="html">
          {/* Sandboxed with no scripts and an opaque origin: the message cannot run code or reach this page. Its links open
              in a new tab (base target), the one way out a sandbox allows without also allowing scripts. */}
          <iframe
            title="The message as HTML"
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={m.html.replace("<head>", '<head><base target="_blank">')}
            className="h-[70vh] w-full rounded-md border bg-card"
          />
        </TabsContent>
        <TabsContent value="text">
          <pre className="overflow-x-auto rounded-md border bg-card p-4 text-sm whitespace-pre-wrap text-foreground">{m.text}</pre>
        </TabsContent>
        <TabsContent value="headers">
          <dl className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-md border bg-card p-4 text-sm sm:grid-cols-[10rem_1fr]">
            {headers.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-medium text-muted-foreground">{name}</dt>
                <dd className="break-all text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        </TabsContent>
      </Tabs>
    </main>
  );
}
