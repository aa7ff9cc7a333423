"use client";

import { useMutation } from "@tanstack/react-query";
import { CheckIcon, CopyIcon, KeyRoundIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { api, ApiClientError, call } from "@/lib/api-client/browser";
import type { Scope } from "@/lib/auth/scopes";

const KEY_PLACEHOLDER = "<your MCP key>";

/** The copy-paste configuration of each client, for the endpoint and key (docs/mcp.md#client-set-up). */
function configs(endpoint: string, key: string) {
  const json = (v: unknown) => JSON.stringify(v, null, 2);
  return [
    {
      id: "claude",
      label: "Claude Desktop",
      where: "Settings → Developer → Edit Config (claude_desktop_config.json), then restart Claude:",
      text: json({
        mcpServers: {
          promptly: {
            command: "npx",
            args: ["-y", "mcp-remote", endpoint, "--header", "Authorization:${PROMPTLY_AUTH}"],
            env: { PROMPTLY_AUTH: `Bearer ${key}` },
          },
        },
      }),
    },
    {
      id: "cursor",
      label: "Cursor",
      where: "~/.cursor/mcp.json (or .cursor/mcp.json in a project):",
      text: json({ mcpServers: { promptly: { url: endpoint, headers: { Authorization: `Bearer ${key}` } } } }),
    },
    {
      id: "vscode",
      label: "VS Code",
      where: ".vscode/mcp.json in your workspace (or MCP: Open User Configuration):",
      text: json({ servers: { promptly: { type: "http", url: endpoint, headers: { Authorization: `Bearer ${key}` } } } }),
    },
    {
      id: "remote",
      label: "mcp-remote",
      where: "Any client that starts local (stdio) servers, through the mcp-remote bridge:",
      text: `npx -y mcp-remote ${endpoint} --header "Authorization: Bearer ${key}"`,
    },
  ];
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(`${label} copied`);
    } catch {
      toast.error("Could not copy", { description: "Select the text and copy it by hand." });
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={copy} aria-label={`Copy ${label}`}>
      {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}

/** The endpoint, one click to create a key named "MCP" with the MCP scopes, and each client's configuration. */
export function McpSetup({ endpoint, scopes }: { endpoint: string; scopes: Scope[] }) {
  const [key, setKey] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => call(api.POST("/api-keys", { body: { name: "MCP", scopes } })),
    onSuccess: (res) => {
      setKey(res.data.key);
      toast.success("MCP key created", { description: "It is already in the configurations below. Copy it now: it is shown only once." });
    },
    onError: (e) => toast.error("The key was not created", { description: e instanceof ApiClientError ? e.message : undefined }),
  });
  const shown = configs(endpoint, key ?? KEY_PLACEHOLDER);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Connect a client</CardTitle>
        <CardDescription>
          Your MCP endpoint. Clients sign in with an API key sent as <code className="font-mono text-xs">Authorization: Bearer</code>.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex flex-wrap items-center gap-2">
          <code
            data-testid="mcp-endpoint"
            className="min-w-0 flex-1 rounded-md border border-border bg-subtle px-3 py-2 font-mono text-sm break-all"
          >
            {endpoint}
          </code>
          <CopyButton text={endpoint} label="Endpoint URL" />
        </div>

        {key ? (
          <div className="rounded-xl border border-success-border bg-success-soft p-4" role="status">
            <p className="text-sm font-medium text-success-text">Key “MCP” created and filled in below.</p>
            <p className="mt-1 text-sm text-success-text">Copy a configuration now: the key will not be shown again.</p>
            <code
              data-testid="mcp-key"
              className="mt-2 block rounded-md border border-success-border bg-card px-3 py-2 font-mono text-sm break-all"
            >
              {key}
            </code>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => create.mutate()} disabled={create.isPending}>
              <KeyRoundIcon aria-hidden />
              {create.isPending ? "Creating…" : "Create an MCP key"}
            </Button>
            <p className="text-sm text-muted-foreground">
              A key named “MCP” that may read your purchases, the catalog and your sales, and run prompts on your provider keys. Revoke it
              any time on the API keys page.
            </p>
          </div>
        )}

        <Tabs defaultValue="claude">
          <TabsList className="h-auto flex-wrap">
            {shown.map((c) => (
              <TabsTrigger key={c.id} value={c.id}>
                {c.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {shown.map((c) => (
            <TabsContent key={c.id} value={c.id} className="space-y-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-muted-foreground">{c.where}</p>
                <CopyButton text={c.text} label={`${c.label} configuration`} />
              </div>
              <pre
                // Scrolls sideways on a phone: focusable so a keyboard can scroll it too.
                tabIndex={0}
                aria-label={`${c.label} configuration`}
                data-testid={`mcp-config-${c.id}`}
                className="overflow-x-auto rounded-md border border-border bg-subtle p-3 font-mono text-xs leading-relaxed text-foreground"
              >
                {c.text}
              </pre>
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
