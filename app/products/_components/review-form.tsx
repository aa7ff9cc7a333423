"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiFetch, ApiClientError } from "@/lib/api/client";

export function ReviewForm({ productId }: { productId: string }) {
  const router = useRouter();
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState("");
  const post = useMutation({
    mutationFn: () => apiFetch(`/products/${productId}/reviews`, { method: "POST", json: { rating, comment } }),
    onSuccess: () => router.refresh(),
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        post.mutate();
      }}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 className="font-semibold">Review this product</h3>
      <label className="text-sm">
        Rating{" "}
        <select value={rating} onChange={(e) => setRating(Number(e.target.value))} className="rounded border border-slate-300 px-2 py-1">
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {n} ★
            </option>
          ))}
        </select>
      </label>
      <textarea
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={2000}
        rows={3}
        placeholder="What did it do for you?"
        className="rounded border border-slate-300 p-2 text-sm"
      />
      {post.error && (
        <p role="alert" className="text-sm text-red-700">
          {(post.error as ApiClientError).message}
        </p>
      )}
      <button
        type="submit"
        disabled={post.isPending}
        className="self-start rounded bg-brand-600 px-4 py-1.5 text-sm text-white disabled:opacity-50"
      >
        {post.isPending ? "Posting…" : "Post review"}
      </button>
    </form>
  );
}
