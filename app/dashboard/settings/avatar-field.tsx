"use client";

import { useMutation } from "@tanstack/react-query";
import { Trash2Icon, UploadIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { SellerAvatar } from "@/components/catalog/seller-avatar";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { showApiError } from "@/components/ui/form";
import { api, ApiClientError, call, fileBody } from "@/lib/api-client/browser";
import type { ApiData } from "@/lib/api-client/types";

type Profile = ApiData<"getProfile">;

/**
 * The profile picture in Settings → Public profile: a real file input drawn as a button (keyboard and screen readers
 * keep working), sent as is; the server checks the content, crops it square and answers the saved profile.
 */
export function AvatarField({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // A refused picture is said beside the button, in the server's words for the file ("Choose a PNG, JPEG or WebP image").
  const [problem, setProblem] = useState<string | null>(null);
  const done = (message: string) => (res: { data: Profile }) => {
    if (input.current) input.current.value = "";
    setProblem(null);
    toast.success(message);
    onSaved(res.data);
  };
  const upload = useMutation({
    mutationFn: (file: File) => call(api.POST("/account/avatar", fileBody(file))),
    onSuccess: done("Profile picture saved"),
    onError: (e) => {
      if (input.current) input.current.value = "";
      if (e instanceof ApiClientError) setProblem(e.fieldErrors.file ?? e.message);
      else showApiError(null, e, "The picture was not saved");
    },
  });
  const remove = useMutation({
    mutationFn: () => call(api.DELETE("/account/avatar")),
    onSuccess: done("Profile picture removed"),
    onError: (e) => showApiError(null, e, "The picture was not removed"),
  });
  const busy = upload.isPending || remove.isPending;
  return (
    <div className="flex items-center gap-4" data-testid="avatar-field">
      <SellerAvatar name={profile.name} avatarUrl={profile.avatarUrl} className="size-16 text-2xl" />
      <div className="flex flex-col gap-1.5 text-sm">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-label={profile.avatarUrl ? "Change picture" : "Upload a picture"}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className="peer sr-only"
            disabled={busy}
            onChange={(e) => e.target.files?.[0] && upload.mutate(e.target.files[0])}
          />
          <label
            htmlFor={id}
            className={cn(
              buttonVariants({ variant: "outline", size: "sm" }),
              "w-fit cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50",
              busy && "pointer-events-none opacity-50",
            )}
          >
            <UploadIcon aria-hidden />
            {upload.isPending ? "Uploading…" : profile.avatarUrl ? "Change picture" : "Upload a picture"}
          </label>
          {profile.avatarUrl && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive-text"
              disabled={busy}
              onClick={() => remove.mutate()}
            >
              <Trash2Icon aria-hidden />
              Remove picture
            </Button>
          )}
        </div>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-destructive-text">
            {problem}
          </p>
        )}
        <span className="text-xs text-muted-foreground">PNG, JPEG or WebP, up to 5 MB. It is cropped to a square.</span>
      </div>
    </div>
  );
}
