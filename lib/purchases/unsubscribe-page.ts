// The small HTML pages of the one-click unsubscribe link (app/unsubscribe/[token]/route.ts): a GET only asks (mail
// scanners follow links, and must not unsubscribe anybody), the POST does it (RFC 8058). Strings only: the route
// builds the Response.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function frame(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Promptly</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;max-width:560px;margin:48px auto;padding:0 20px;color:#0f172a;background:#f8fafc;line-height:1.5}
main{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:24px}h1{font-size:1.25rem;margin:0 0 12px}p{margin:0 0 16px}
form{display:inline}button{font:inherit;font-weight:600;border-radius:6px;padding:10px 16px;cursor:pointer;margin:0 8px 8px 0}
.primary{background:#4f46e5;color:#fff;border:1px solid #4f46e5}.secondary{background:#fff;color:#0f172a;border:1px solid #cbd5e1}
.muted{color:#475569;font-size:.875rem}a{color:#4338ca}
@media (prefers-color-scheme:dark){body{background:#020617;color:#e2e8f0}main{background:#0f172a;border-color:#1e293b}.secondary{background:#0f172a;color:#e2e8f0;border-color:#334155}.muted{color:#94a3b8}a{color:#a5b4fc}}</style>
</head><body><main>${body}</main></body></html>`;
}

const settings = (origin: string) =>
  `<p class="muted">Every kind of optional mail is in <a href="${escapeHtml(origin)}/dashboard/settings">Settings → Notifications</a>; a product's update mail can be turned back on from its order in your purchases.</p>`;

/** GET: what the link would do, with two buttons that POST to the same address. */
export function unsubscribeConfirmPage(productTitle: string, origin: string): string {
  const t = escapeHtml(productTitle);
  return frame(
    "Stop update mail",
    `<h1>Stop mail about new versions of ${t}?</h1>
<p>You get a mail when the seller releases a new version of ${t}, which you bought.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button class="primary" type="submit">Stop updates for this product</button></form>
<form method="post"><input type="hidden" name="scope" value="all"><button class="secondary" type="submit">Stop updates for every product</button></form>
${settings(origin)}`,
  );
}

/** POST: done. */
export function unsubscribedPage(productTitle: string, scope: "product" | "all", origin: string): string {
  const what = scope === "all" ? "any product you bought" : escapeHtml(productTitle);
  return frame(
    "Unsubscribed",
    `<h1>Done: no more update mail</h1><p>We will not mail you about new versions of ${what}.</p>${settings(origin)}`,
  );
}

/** A link that is malformed or was not made by this server. */
export function invalidUnsubscribePage(origin: string): string {
  return frame(
    "Link not valid",
    `<h1>This unsubscribe link is not valid</h1><p>It may have been cut short when it was copied. Use the link in the mail again, or turn product-update mail off after signing in.</p>${settings(origin)}`,
  );
}
