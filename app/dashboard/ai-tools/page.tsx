import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requireUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { mcpOverview } from "@/lib/mcp/overview";
import { MCP_SCOPES } from "@/lib/mcp/scopes";
import { McpSetup } from "./mcp-setup";
import { ConnectedApps } from "../_components/connected-apps";

export const metadata: Metadata = { title: "Use in your AI tools" };

export default async function AiToolsPage() {
  const user = await requireUser();
  const host = (await headers()).get("host");
  const endpoint = `${env().APP_URL ?? `http://${host}`}/api/mcp`;
  const { prompts, tools } = await mcpOverview(user.id);

  return (
    <>
      <PageHeader
        title="Use in your AI tools"
        description="Claude, Cursor, VS Code and other MCP clients can load the prompts you bought and run them on your own provider keys."
      />
      <div className="space-y-6">
        <McpSetup endpoint={endpoint} scopes={[...MCP_SCOPES]} />
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Your prompts</CardTitle>
              <CardDescription>Every prompt you bought and have not had refunded, at its latest version.</CardDescription>
            </CardHeader>
            <CardContent>
              {prompts.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No prompts yet.{" "}
                  <Link href="/products" className="font-medium text-link underline underline-offset-2">
                    Browse the catalog
                  </Link>{" "}
                  and buy one to see it here.
                </p>
              ) : (
                <ul className="divide-y divide-border" data-testid="mcp-prompts">
                  {prompts.map((p) => (
                    <li key={p.name} className="py-2 text-sm">
                      <span className="font-medium text-foreground">{p.title}</span>{" "}
                      <span className="text-muted-foreground">version {p.version}</span>
                      <div className="mt-0.5 text-xs text-muted-foreground">
                        {p.arguments.length ? `Asks for: ${p.arguments.join(", ")}` : "Asks for nothing"}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Tools</CardTitle>
              <CardDescription>
                What your AI tool may call for you. Only reading tools and runs on your own keys: nothing is bought or changed.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="divide-y divide-border" data-testid="mcp-tools">
                {tools.map((t) => (
                  <li key={t.name} className="py-2 text-sm">
                    <code className="font-mono text-xs text-foreground">{t.name}</code>
                    <div className="mt-0.5 text-xs text-muted-foreground">{t.summary}</div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
        <ConnectedApps />
      </div>
    </>
  );
}
