"use client";

import { useMutation } from "@tanstack/react-query";
import { UploadIcon } from "lucide-react";
import { useId, useRef } from "react";
import { toast } from "sonner";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { showApiError } from "@/components/ui/form";
import { ApiClientError } from "@/lib/api/client";

type Props = { productId: string; kind: "images" | "files"; accept: string; label: string; onDone: () => void };

/**
 * multipart upload to /products/{id}/images|files; the server checks the content, not the name. The file input
 * stays a real input (keyboard, screen readers, drag and drop) but is drawn as a kit button.
 */
export function AssetUploader({ productId, kind, accept, label, onDone }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append("file", file);
      const res = await fetch(`/api/v1/products/${productId}/${kind}`, { method: "POST", body: form });
      const body = await res.json().catch(() => null);
      if (!res.ok || !body?.success) {
        const e = body?.error ?? { code: "INTERNAL_ERROR", message: `Upload failed (${res.status})`, details: {} };
        throw new ApiClientError(e.code, e.details?.fields?.[0]?.message ?? e.message, res.status, e.details);
      }
      return file.name;
    },
    onSuccess: (name) => {
      if (input.current) input.current.value = "";
      toast.success(`${name} uploaded`);
      onDone();
    },
    onError: (e) => showApiError(null, e, "The upload failed"),
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
    </div>
  );
}
