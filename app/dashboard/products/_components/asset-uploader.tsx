"use client";

import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { ApiClientError } from "@/lib/api/client";

type Props = { productId: string; kind: "images" | "files"; accept: string; label: string; onDone: () => void };

/** multipart upload to /products/{id}/images|files; the server checks the content, not the name. */
export function AssetUploader({ productId, kind, accept, label, onDone }: Props) {
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
      return body.data;
    },
    onSuccess: () => {
      if (input.current) input.current.value = "";
      onDone();
    },
  });
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label className="flex items-center gap-2">
        <span>{label}</span>
        <input
          ref={input}
          type="file"
          accept={accept}
          aria-label={label}
          disabled={upload.isPending}
          onChange={(e) => e.target.files?.[0] && upload.mutate(e.target.files[0])}
        />
      </label>
      {upload.isPending && <span className="text-slate-500">Uploading…</span>}
      {upload.error && (
        <span role="alert" className="text-red-700">
          {upload.error.message}
        </span>
      )}
    </div>
  );
}
