"use client";

import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormField, showApiError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { EVENT_TYPES } from "@/lib/events/types";
import { eventTypeLabel } from "@/lib/format/labels";
import { createEndpointInput } from "@/lib/webhooks/endpoint-input";
import type { ApiBody, WebhookEndpoint as Endpoint } from "@/lib/api-client/types";

export type EndpointFormValues = { url: string; description: string; events: ApiBody<"createWebhookEndpoint">["events"] };

/** Add or edit: URL, description, and either all events or a chosen list; checked with the API's own schema. */
export function EndpointForm(props: {
  initial?: Endpoint;
  title: string;
  submitLabel: string;
  onSubmit: (v: EndpointFormValues) => Promise<unknown>;
  onCancel?: () => void;
  /** What did not happen, for the toast when the API refuses for a reason no field shows. */
  failure: string;
}) {
  const form = useEndpointForm(props.initial);
  const submit = form.handleSubmit(async () => {
    const v = form.getValues();
    try {
      await props.onSubmit({ url: v.url.trim(), description: (v.description ?? "").trim(), events: v.events });
    } catch (err) {
      showApiError(form, err, props.failure);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <FormField name="url" label="Endpoint URL" hint="HTTPS, reachable from the internet.">
              <Input type="url" placeholder="https://example.com/webhooks" {...form.register("url")} />
            </FormField>
            <FormField name="description" label="Description (optional)">
              <Input maxLength={500} {...form.register("description")} />
            </FormField>
            <Controller
              control={form.control}
              name="events"
              render={({ field, fieldState }) => {
                const all = field.value.includes("*");
                const set = (type: string, on: boolean) =>
                  field.onChange(on ? [...field.value.filter((e) => e !== "*"), type] : field.value.filter((e) => e !== type));
                return (
                  <fieldset className="min-w-0" aria-describedby={fieldState.error ? "events-error" : undefined}>
                    <legend className="mb-2 text-sm font-medium">Events</legend>
                    <div className="flex items-center gap-2">
                      <Checkbox
                        id="events-all"
                        checked={all}
                        onCheckedChange={(on) => field.onChange(on === true ? ["*"] : [])}
                        onBlur={field.onBlur}
                      />
                      <Label htmlFor="events-all" className="font-normal">
                        All events, including ones added later
                      </Label>
                    </div>
                    {!all && (
                      <div className="mt-3 grid gap-2 pl-1 sm:grid-cols-2">
                        {EVENT_TYPES.filter((t) => t !== "test").map((t) => (
                          <div key={t} className="flex items-center gap-2">
                            <Checkbox id={`event-${t}`} checked={field.value.includes(t)} onCheckedChange={(on) => set(t, on === true)} />
                            <Label htmlFor={`event-${t}`} className="font-normal">
                              {eventTypeLabel(t)}
                            </Label>
                          </div>
                        ))}
                      </div>
                    )}
                    {fieldState.error && (
                      <p id="events-error" className="mt-2 text-sm text-destructive-text">
                        Choose at least one event, or all events
                      </p>
                    )}
                  </fieldset>
                );
              }}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? "Saving…" : props.submitLabel}
              </Button>
              {props.onCancel && (
                <Button variant="outline" type="button" onClick={props.onCancel}>
                  Cancel
                </Button>
              )}
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

function useEndpointForm(initial?: Endpoint) {
  return useZodForm(createEndpointInput, {
    defaultValues: {
      url: initial?.url ?? "",
      description: initial?.description ?? "",
      events: (initial?.events ?? ["*"]) as (typeof createEndpointInput)["_input"]["events"],
    },
  });
}
