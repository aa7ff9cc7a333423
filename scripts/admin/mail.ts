import { listMail, mailStatusLabel, resendMail, type MailSummary } from "@/lib/mail/outbox";
import { mailKindLabel } from "@/lib/mail/catalog";
import { integer, required, UsageError, type Command } from "./cli";

const STATUSES = ["PENDING", "SENT", "FAILED"] as const;

function line(m: MailSummary): string {
  const error = m.lastError ? `  last error: ${m.lastError}` : "";
  return `${m.id}  ${m.createdAt.toISOString()}  ${mailStatusLabel[m.status].padEnd(15)}  ${m.to}  "${m.subject}" (${mailKindLabel(m.kind)}, ${m.attempts} attempt${m.attempts === 1 ? "" : "s"})${error}`;
}

export const mailCommands: Record<string, Command> = {
  "mail:list": {
    usage: "mail:list [--status FAILED|PENDING|SENT] [--to ADDRESS] [--limit 50]",
    options: { status: { type: "string" }, to: { type: "string" }, limit: { type: "string" } },
    async run(flags) {
      const status = flags.status?.toUpperCase();
      if (status && !(STATUSES as readonly string[]).includes(status))
        throw new UsageError(`--status must be one of ${STATUSES.join(", ")}`);
      const rows = await listMail({ status: status as MailSummary["status"] | undefined, to: flags.to, limit: integer(flags, "limit") });
      const failed = rows.filter((r) => r.status === "FAILED").length;
      return {
        message: rows.length ? rows.map(line).join("\n") : "No messages.",
        value: `${rows.length} message${rows.length === 1 ? "" : "s"}, ${failed} failed`,
      };
    },
  },
  "mail:resend": {
    usage: "mail:resend --id mail_…",
    options: { id: { type: "string" } },
    async run(flags) {
      const row = await resendMail(required(flags, "id"));
      return { message: `Queued ${row.id} to ${row.to} again ("${row.subject}"), with the same Message-ID.`, value: row.id };
    },
  },
};
