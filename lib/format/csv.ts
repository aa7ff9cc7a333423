/**
 * Rows → CSV text (RFC 4180: comma-separated, CRLF line ends, a field with a comma, quote or line break quoted
 * with its quotes doubled). A text field that a spreadsheet would run as a formula (=, +, -, @, tab, CR first)
 * gets a leading apostrophe; numbers are written as they are, so negative amounts stay numbers.
 */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

function csvField(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A decimal amount as a CSV cell: fixed to the currency's digits (19.5 → "19.50"), no symbol, no grouping. */
export function csvAmount(amount: number, fractionDigits = 2): string {
  return amount.toFixed(fractionDigits);
}
