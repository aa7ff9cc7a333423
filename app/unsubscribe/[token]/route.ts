import { appOrigin } from "@/lib/accounts/account-links";
import { currentPagePolicy, newNonce, transportSecurityHeaders } from "@/lib/security/headers";
import { describeUnsubscribe, unsubscribeByToken } from "@/lib/purchases/product-updates";
import { invalidUnsubscribePage, unsubscribeConfirmPage, unsubscribedPage } from "@/lib/purchases/unsubscribe-page";

// The List-Unsubscribe address of product-update mail (docs/email.md#product-updates). No session: the signed token
// in the path is the authority. GET shows a confirm page and changes nothing (mail scanners open links); POST
// unsubscribes: the mail client's one-click `List-Unsubscribe=One-Click` (RFC 8058), or the page's buttons.
// It sets its own Content-Security-Policy; proxy.ts skips /unsubscribe/ as it does /docs.

function html(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-store",
      "referrer-policy": "no-referrer",
      "x-robots-tag": "noindex",
      "content-security-policy": currentPagePolicy(newNonce()),
      ...transportSecurityHeaders(),
    },
  });
}

type Params = { params: Promise<{ token: string }> };

export async function GET(_req: Request, { params }: Params) {
  const { token } = await params;
  const found = await describeUnsubscribe(token);
  return found ? html(unsubscribeConfirmPage(found.productTitle, appOrigin())) : html(invalidUnsubscribePage(appOrigin()), 400);
}

export async function POST(req: Request, { params }: Params) {
  const { token } = await params;
  let scope: "product" | "all" = "product";
  try {
    const text = (await req.text()).slice(0, 1000);
    if (new URLSearchParams(text).get("scope") === "all") scope = "all";
  } catch {
    // No readable body: the one-click default (this product) applies.
  }
  const done = await unsubscribeByToken(token, scope);
  return done ? html(unsubscribedPage(done.productTitle, scope, appOrigin())) : html(invalidUnsubscribePage(appOrigin()), 400);
}
