"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormField, showApiError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { profileInput, type ProfileInput } from "@/lib/accounts/account-forms";
import { HANDLE_MAX } from "@/lib/accounts/handle-rules";
import { api, call } from "@/lib/api-client/browser";
import { AvatarField } from "./avatar-field";
import type { ApiData } from "@/lib/api-client/types";

type Profile = ApiData<"getProfile">;

/** Settings → Public profile: the picture, name, handle and bio that product pages and /sellers/<handle> show. */
export function ProfileCard({ profile, published }: { profile: Profile; published: boolean }) {
  const router = useRouter();
  const form = useZodForm(profileInput, { defaultValues: { name: profile.name, handle: profile.handle, bio: profile.bio } });
  // The saved handle at once: the link must not wait for router.refresh() to bring the new props.
  const [saved, setSaved] = useState(profile);
  const save = useMutation({
    mutationFn: (v: ProfileInput) => call(api.PATCH("/account/profile", { body: v })),
    onSuccess: (res) => {
      toast.success("Profile saved", { description: `Your page is /sellers/${res.data.handle}` });
      form.reset({ name: res.data.name, handle: res.data.handle, bio: res.data.bio });
      setSaved(res.data);
      router.refresh();
    },
    onError: (e) => showApiError(form, e, "The profile was not saved"),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Public profile</CardTitle>
        <CardDescription>
          {published ? (
            <>
              Buyers see this on your products and on{" "}
              <Link href={`/sellers/${saved.handle}`} className="font-medium text-link underline">
                your seller page
              </Link>
              .
            </>
          ) : (
            <>Buyers see this on your products. Your seller page at /sellers/{saved.handle} opens once you publish a product.</>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <AvatarField
          profile={saved}
          onSaved={(p) => {
            setSaved(p);
            router.refresh();
          }}
        />
        <Form {...form}>
          <form onSubmit={form.handleSubmit((v) => save.mutate(v))} className="space-y-4" noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField name="name" label="Name">
                <Input autoComplete="name" {...form.register("name")} />
              </FormField>
              <FormField
                name="handle"
                label="Handle"
                hint={`Your page's address, /sellers/<handle>: 3 to ${HANDLE_MAX} lowercase letters, digits and hyphens`}
              >
                <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register("handle")} />
              </FormField>
            </div>
            <FormField name="bio" label="Bio" hint="A few lines about you and what you make, up to 500 characters">
              <Textarea rows={3} {...form.register("bio")} />
            </FormField>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving…" : "Save profile"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
