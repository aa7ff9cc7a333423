"use client";

import { useState } from "react";
import { ApiClientError } from "@/lib/api/client";
import { EVENT_TYPES } from "@/lib/events/types";
import { Button } from "@/components/ui";
import type { Endpoint } from "./types";

export type EndpointFormValues = { url: string; description: string; events: string[] };

/** Add or edit: URL, description, and either all events or a chosen list. */
export function EndpointForm(props: {
  initial?: Endpoint;
  submitLabel: string;
  onSubmit: (v: EndpointFormValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [url, setUrl] = useState(props.initial?.url ?? "");
  const [description, setDescription] = useState(props.initial?.description ?? "");
  const [all, setAll] = useState(props.initial ? props.initial.events.includes("*") : true);
  const [chosen, setChosen] = useState<string[]>(props.initial?.events.filter((e) => e !== "*") ?? []);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit({ url, description, events: all ? ["*"] : chosen });
    } catch (err) {
      const fields = err instanceof ApiClientError ? err.fieldErrors : {};
      setError({ message: err instanceof Error ? err.message : "Failed", fields });
    } finally {
      setBusy(false);
    }
  }

  const toggle = (t: string) => setChosen((c) => (c.includes(t) ? c.filter((x) => x !== t) : [...c, t]));

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">Endpoint URL</span>
        <input
          required
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://example.com/webhooks"
          className="rounded border border-slate-300 px-2 py-1.5"
        />
        {error?.fields.url && <span className="text-red-600">{error.fields.url}</span>}
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">Description (optional)</span>
        <input
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          className="rounded border border-slate-300 px-2 py-1.5"
        />
      </label>
      <fieldset className="text-sm">
        <legend className="font-medium mb-1">Events</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> All events
        </label>
        {!all && (
          <div className="grid grid-cols-2 gap-1 mt-2 pl-1">
            {EVENT_TYPES.map((t) => (
              <label key={t} className="flex items-center gap-2 font-mono text-xs">
                <input type="checkbox" checked={chosen.includes(t)} onChange={() => toggle(t)} /> {t}
              </label>
            ))}
          </div>
        )}
        {error?.fields.events && <span className="text-red-600">{error.fields.events}</span>}
      </fieldset>
      {error && !Object.keys(error.fields).length && <p className="text-sm text-red-600">{error.message}</p>}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy || (!all && !chosen.length)}>
          {busy ? "Saving…" : props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button variant="secondary" type="button" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
