import { render } from "@react-email/render";
import { MAIL_TEMPLATES, type MailKind, type MailProps } from "@/lib/mail/catalog";

export type RenderedMail = { subject: string; html: string; text: string };

// Subjects go into a header: no line breaks (header injection), one line of plain words, a sane length.
function oneLine(text: string): string {
  return text
    .replace(/[\r\n\t\u0000-\u001f\u007f]+/g, " ")
    .trim()
    .slice(0, 200);
}

/** One email's subject, HTML part and plain-text part, all from its one template. */
export async function renderMail<K extends MailKind>(kind: K, props: MailProps<K>): Promise<RenderedMail> {
  const template = MAIL_TEMPLATES[kind] as unknown as { subject(p: MailProps<K>): string; element(p: MailProps<K>): React.ReactElement };
  const element = template.element(props);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: oneLine(template.subject(props)), html, text };
}
