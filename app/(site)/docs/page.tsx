import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import type { ReactNode } from "react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import {
  referenceEvents,
  referenceSections,
  type OpenApiDocument,
  type ReferenceField,
  type ReferenceOperation,
} from "@/lib/api/reference";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "API reference", alternates: { canonical: "/docs" } };
export const dynamic = "force-dynamic";

// The API reference, rendered on the server from the same OpenAPI document /api/v1/openapi.json serves: plain
// HTML under the pages' nonce policy, no script of its own, nothing from a CDN (ADR 053 says why not Scalar).
export default async function ApiReferencePage() {
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost:3000";
  const proto = h.get("x-forwarded-proto") ?? "http";
  const base = `${(env().APP_URL ?? `${proto}://${host}`).replace(/\/$/, "")}/api/v1`;
  // Read from the route that serves it, on this server: building it here would load every route module a second
  // time in the pages' bundle, and the operation registry (lib/api/openapi-registry.ts, shared across bundles) would
  // then mix two copies of each schema, which the document refuses as duplicate ids.
  const self = `${proto}://${h.get("host") ?? "localhost:3000"}`;
  const doc = (await (await fetch(`${self}/api/v1/openapi.json`, { cache: "no-store" })).json()) as OpenApiDocument;
  const sections = referenceSections(doc);
  const events = referenceEvents(doc);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
      <nav
        aria-label="API reference contents"
        className="mb-8 lg:sticky lg:top-6 lg:mb-0 lg:max-h-[calc(100vh-3rem)] lg:self-start lg:overflow-y-auto"
      >
        <h2 className="mb-2 text-sm font-semibold text-foreground">On this page</h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm lg:flex-col">
          <li>
            <a href="#quickstart" className="text-link underline-offset-2 hover:underline">
              Quickstart
            </a>
          </li>
          <li>
            <a href="#conventions" className="text-link underline-offset-2 hover:underline">
              Conventions
            </a>
          </li>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-link underline-offset-2 hover:underline">
                {s.tag}
              </a>
            </li>
          ))}
          <li>
            <a href="#events" className="text-link underline-offset-2 hover:underline">
              Webhook events
            </a>
          </li>
        </ul>
      </nav>

      <main className="min-w-0">
        <h1 className="text-3xl font-semibold tracking-tight text-foreground">Promptly API reference</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">
          Every endpoint under <Code>{base}</Code>, generated from the schemas the server validates with. The same description is{" "}
          <a href="/api/v1/openapi.json" className="text-link underline">
            machine-readable as OpenAPI 3.1
          </a>
          .
        </p>

        <section aria-labelledby="quickstart" className="mt-8 rounded-lg border border-border bg-card p-5 text-card-foreground">
          <h2 id="quickstart" className="text-xl font-semibold">
            Quickstart
          </h2>
          <ol className="mt-4 space-y-6">
            <Step n={1} title="Create a key">
              <p>
                Open{" "}
                <Link href="/dashboard/api-keys" className="text-link underline">
                  API keys in your dashboard
                </Link>
                , choose a name and the scopes the program needs, and copy the key: it is shown once. Send it on every call as{" "}
                <Code>Authorization: Bearer mk_live_…</Code>.
              </p>
            </Step>
            <Step n={2} title="Make your first call">
              <p>Ask who you are; the answer names your account and the key&apos;s scopes.</p>
              <Pre>{`curl ${base}/me \\\n  -H "Authorization: Bearer $PROMPTLY_KEY"`}</Pre>
              <p>
                Every answer is JSON in one envelope: <Code>{`{ "success": true, "data": … }`}</Code>, or{" "}
                <Code>{`{ "success": false, "error": { "code", "message" } }`}</Code>.
              </p>
            </Step>
            <Step n={3} title="Receive your first webhook">
              <p>
                Add an endpoint URL and the events you want in{" "}
                <Link href="/dashboard/webhooks" className="text-link underline">
                  Webhooks in your dashboard
                </Link>{" "}
                (or{" "}
                <a href="#createWebhookEndpoint" className="text-link underline">
                  POST /webhooks/endpoints
                </a>
                ), then send it a test event. Each delivery is signed: <Code>X-Service-Signature</Code> is <Code>sha256=</Code> and the
                HMAC-SHA256, with the endpoint&apos;s secret, of <Code>{"<X-Service-Timestamp>.<raw body>"}</Code>. Answer any 2xx; anything
                else is retried. The events and their data are listed under{" "}
                <a href="#events" className="text-link underline">
                  Webhook events
                </a>
                .
              </p>
            </Step>
            <Step n={4} title="Use the typed client">
              <p>
                From TypeScript,{" "}
                <a href="https://openapi-ts.dev/openapi-fetch/" className="text-link underline">
                  openapi-fetch
                </a>{" "}
                with types generated from this description checks every path, parameter, body and answer at compile time. In this
                repository, <Code>createPromptlyClient</Code> in <Code>lib/api-client/client.ts</Code> does it; elsewhere, generate the
                types with <Code>npx openapi-typescript {base}/openapi.json -o promptly.d.ts</Code>.
              </p>
              <Pre>{`import createClient from "openapi-fetch";
import type { paths } from "./promptly"; // generated from /api/v1/openapi.json

const api = createClient<paths>({
  baseUrl: "${base}",
  headers: { authorization: \`Bearer \${process.env.PROMPTLY_KEY}\` },
});
const { data, error } = await api.GET("/products", { params: { query: { search: "email", limit: 5 } } });
if (error) throw new Error(error.error.message);
for (const p of data.data) console.log(p.title, p.price, p.currency);`}</Pre>
            </Step>
          </ol>
        </section>

        <section aria-labelledby="conventions" className="mt-10">
          <h2 id="conventions" className="text-xl font-semibold text-foreground">
            Conventions
          </h2>
          <ul className="mt-3 max-w-3xl list-disc space-y-2 pl-5 text-foreground">
            <li>
              <strong>Authentication.</strong> An API key (<Code>Authorization: Bearer mk_live_…</Code>) unless the operation says{" "}
              <em>no authentication</em> or <em>dashboard session only</em>. A key without the operation&apos;s scope gets 403.
            </li>
            <li>
              <strong>Lists</strong> take <Code>page</Code> (from 1) and <Code>limit</Code> (at most 100) and answer{" "}
              <Code>{"meta: { page, limit, total }"}</Code>.
            </li>
            <li>
              <strong>Retries.</strong> POSTs that create something take an optional <Code>Idempotency-Key</Code> header: the first answer
              under a key is replayed for 24 hours.
            </li>
            <li>
              <strong>Errors</strong> carry a stable <Code>code</Code>; every answer has an <Code>X-Request-Id</Code> to quote when you ask
              for help.
            </li>
          </ul>
        </section>

        {sections.map((s) => (
          <section key={s.id} aria-labelledby={s.id} className="mt-12">
            <h2 id={s.id} className="border-b border-border pb-2 text-2xl font-semibold text-foreground">
              {s.tag}
            </h2>
            {s.description && <p className="mt-2 text-muted-foreground">{s.description}</p>}
            <div className="mt-4 space-y-6">
              {s.operations.map((o) => (
                <OperationCard key={o.id} op={o} />
              ))}
            </div>
          </section>
        ))}

        <section aria-labelledby="events" className="mt-12">
          <h2 id="events" className="border-b border-border pb-2 text-2xl font-semibold text-foreground">
            Webhook events
          </h2>
          <p className="mt-2 max-w-3xl text-muted-foreground">
            Delivered as a POST of <Code>{"{ id, type, created, data }"}</Code> with the headers <Code>X-Service-Event-ID</Code>,{" "}
            <Code>X-Service-Timestamp</Code>, <Code>X-Service-Signature</Code> and <Code>X-Service-Attempt</Code>. <Code>GET /events</Code>{" "}
            returns the same envelopes.
          </p>
          <div className="mt-4 space-y-4">
            {events.map((e) => (
              <article key={e.name} aria-labelledby={`event-${e.name}`} className="rounded-lg border border-border p-4">
                <h3 id={`event-${e.name}`} className="font-mono text-base font-semibold text-foreground">
                  {e.name}
                </h3>
                {e.summary && <p className="mt-1 text-sm text-muted-foreground">{e.summary}</p>}
                {e.fields.length > 0 && <Fields title="data" fields={e.fields} />}
              </article>
            ))}
          </div>
        </section>
      </main>
    </div>
  );
}

const METHOD_BADGE: Record<string, BadgeVariant> = {
  GET: "default",
  POST: "success",
  PUT: "warning",
  PATCH: "warning",
  DELETE: "destructive",
};

function OperationCard({ op }: { op: ReferenceOperation }) {
  return (
    <article
      id={op.id}
      aria-labelledby={`${op.id}-title`}
      className="scroll-mt-6 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <h3 id={`${op.id}-title`} className="flex flex-wrap items-center gap-2 text-base font-semibold">
        <Badge variant={METHOD_BADGE[op.method] ?? "secondary"} className="font-mono">
          {op.method}
        </Badge>{" "}
        <span className="font-mono break-all">{op.path}</span>
      </h3>
      <p className="mt-2 text-foreground">{op.summary}</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {op.auth === "none" ? "No authentication." : op.auth === "session" ? "Dashboard session only." : "API key."}{" "}
        {op.description && <Prose text={op.description.replace(/\n*Dashboard session only\.$/, "")} />}
      </p>
      {op.fields.length > 0 && <Fields title="Parameters" fields={op.fields} />}
      {op.bodyType && (
        <p className="mt-3 text-sm text-foreground">
          Body: <Code>{op.bodyType}</Code>
        </p>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-link">Answers ({op.responses.map((r) => r.status).join(", ")})</summary>
        <dl className="mt-2 space-y-1">
          {op.responses.map((r) => (
            <div key={r.status} className="flex gap-3">
              <dt className="w-10 shrink-0 font-mono font-semibold text-foreground">{r.status}</dt>
              <dd className="min-w-0 text-muted-foreground">
                <Prose text={r.description} />
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </article>
  );
}

function Fields({ title, fields }: { title: string; fields: ReferenceField[] }) {
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-foreground">{title}</h4>
      <dl className="mt-1 divide-y divide-border text-sm">
        {fields.map((f) => (
          <div key={`${f.where}-${f.name}`} className="py-2 sm:grid sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:gap-4">
            <dt className="min-w-0">
              <span className="font-mono font-semibold break-all text-foreground">{f.name}</span>{" "}
              <span className="text-muted-foreground">
                {f.where && f.where !== "body" ? `${f.where}, ` : ""}
                {f.required ? "required" : "optional"}
              </span>
            </dt>
            <dd className="min-w-0 text-foreground">
              <span className="font-mono break-words text-muted-foreground">{f.type}</span>
              {f.description && (
                <>
                  {" — "}
                  <Prose text={f.description} />
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="space-y-2">
      <h3 className="font-semibold text-foreground">
        {n}. {title}
      </h3>
      <div className="space-y-2 text-foreground">{children}</div>
    </li>
  );
}

function Code({ children }: { children: ReactNode }) {
  return <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em] break-words text-foreground">{children}</code>;
}

/** A code block that wraps rather than scrolls, so it needs no keyboard focus of its own. */
function Pre({ children }: { children: string }) {
  return (
    <pre className="rounded-md bg-muted p-3 font-mono text-sm break-words whitespace-pre-wrap text-foreground">
      <code>{children}</code>
    </pre>
  );
}

/** Text from the document, with its `backticked` words set as code. */
function Prose({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/(`[^`]+`)/)
        .map((part, i) =>
          part.startsWith("`") && part.endsWith("`") && part.length > 1 ? (
            <Code key={i}>{part.slice(1, -1)}</Code>
          ) : (
            <span key={i}>{part}</span>
          ),
        )}
    </>
  );
}
