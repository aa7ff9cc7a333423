import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { requireUser } from "@/lib/auth/session";
import { checkAuthorizeRequest } from "@/lib/api/oauth-endpoint";
import { publicOrigin } from "@/lib/api/urls";
import { AuthCard } from "../../auth-card";
import { ConsentForm } from "./consent-form";

export const metadata: Metadata = { title: "Connect an app", referrer: "no-referrer" };
export const dynamic = "force-dynamic";

/** What each scope lets the app do, in plain words. */
const SCOPE_WORDS: Record<string, string> = {
  "purchases:read": "See the prompts and files you bought, and fill prompts in",
  "ai:execute": "Run your purchased prompts and workflows on your own provider keys",
  "products:read": "Search the public catalog and read your own product list",
  "analytics:read": "Read your sales summary, if you sell",
};

export default async function AuthorizePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  const raw = await searchParams;
  const q = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === "string" ? v : undefined]));
  const h = await headers();
  const origin = publicOrigin({
    headers: h,
    nextUrl: new URL(`${h.get("x-forwarded-proto") ?? "http"}://${h.get("host") ?? "localhost"}`),
  });
  const checked = await checkAuthorizeRequest(q, `${origin}/api/mcp`);
  if ("redirect" in checked) redirect(checked.redirect);
  if ("page" in checked) {
    return (
      <AuthCard title="This app cannot connect" subtitle="Nothing was shared." footer="Close this page and check the app's set-up.">
        <Alert>{checked.page}</Alert>
      </AuthCard>
    );
  }
  const p = checked.ok;
  return (
    <AuthCard
      title={`Connect ${p.clientName} to Promptly?`}
      subtitle={`Signed in as ${user.email}. You can disconnect it at any time under API keys → Connected apps.`}
      footer={`It will return you to ${new URL(p.redirectUri).origin}.`}
    >
      <div className="space-y-4">
        <p className="text-sm text-foreground">
          <span className="font-medium">{p.clientName}</span> asks to:
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-foreground" data-testid="consent-scopes">
          {p.scopes.map((s) => (
            <li key={s}>{SCOPE_WORDS[s] ?? s}</li>
          ))}
        </ul>
        <p className="break-all text-xs text-muted-foreground">App id: {p.clientId}</p>
        <ConsentForm
          fields={{
            client_id: p.clientId,
            redirect_uri: p.redirectUri,
            response_type: "code",
            scope: p.scopes.join(" "),
            state: p.state ?? "",
            code_challenge: p.codeChallenge,
            code_challenge_method: "S256",
            resource: p.resource,
          }}
        />
      </div>
    </AuthCard>
  );
}
