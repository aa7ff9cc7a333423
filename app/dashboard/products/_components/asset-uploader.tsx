"use client";

import { useMutation } from "@tanstack/react-query";
import { UploadIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { showApiError } from "@/components/ui/form";
import { Progress } from "@/components/ui/progress";
import { api, ApiClientError, call, fileBody } from "@/lib/api-client/browser";
import { fieldMessageFirst, PLAIN_UPLOAD_MAX_BYTES, uploadDirect, type UploadStage } from "./direct-upload";

type Props = { productId: string; kind: "images" | "files"; accept: string; label: string; hint?: string; onDone: () => void };

/**
 * multipart upload to /products/{id}/images|files; the server checks the content, not the name. A file over 25 MB
 * goes straight to object storage instead (./direct-upload.ts), with its progress shown. The file input stays a real
 * input (keyboard, screen readers, drag and drop) but is drawn as a kit button.
 */
export function AssetUploader({ productId, kind, accept, label, hint, onDone }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<UploadStage | null>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (kind === "files" && file.size > PLAIN_UPLOAD_MAX_BYTES) {
        await uploadDirect(productId, file, setProgress).finally(() => setProgress(null));
        return file.name;
      }
      await call(api.POST(`/products/{productId}/${kind}`, { params: { path: { productId } }, ...fileBody(file) })).catch((e: unknown) => {
        throw fieldMessageFirst(e);
      });
      return file.name;
    },
    onSuccess: (name) => {
      if (input.current) input.current.value = "";
      toast.success(`${name} uploaded`);
      onDone();
    },
    onError: (e) =>
      e instanceof ApiClientError && e.code === "DIRECT_UPLOAD_UNAVAILABLE"
        ? toast.error("Files over 25 MB need object storage, which this site has not set up. Upload a smaller file.")
        : showApiError(null, e, "The upload failed"),
  });
  return (
    <div className="flex flex-col gap-1 text-sm">
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        aria-label={label}
        className="peer sr-only"
        disabled={upload.isPending}
        onChange={(e) => e.target.files?.[0] && upload.mutate(e.target.files[0])}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "w-fit cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50",
          upload.isPending && "pointer-events-none opacity-50",
        )}
      >
        <UploadIcon aria-hidden />
        {upload.isPending ? "Uploading…" : label}
      </label>
      {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
      {progress && (
        <div className="flex max-w-xs flex-col gap-1" role="status">
          <span className="text-muted-foreground">
            {progress.stage === "checking" ? "Checking the file" : `Sending ${Math.floor(progress.fraction * 100)}%`}
          </span>
          <Progress value={Math.floor(progress.fraction * 100)} aria-label="Upload progress" />
        </div>
      )}
    </div>
  );
}
