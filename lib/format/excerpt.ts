/**
 * A receiver's answer, short and readable: an HTML error page becomes its text (tags, scripts and styles
 * dropped, whitespace collapsed), and anything past `max` characters is cut with an ellipsis.
 */
export function responseExcerpt(body: string, max = 300): string {
  const looksHtml = /^\s*</.test(body) && /<\/?[a-z][\s\S]*>/i.test(body);
  const text = looksHtml
    ? body
        .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
        .replace(/<[^>]+>/g, " ")
        .replace(/&nbsp;/g, " ")
        .replace(/\s+/g, " ")
        .trim()
    : body.trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
