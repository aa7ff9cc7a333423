"use client";

import { useQuery } from "@tanstack/react-query";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { api, call } from "@/lib/api-client/browser";
import { formatDate } from "@/lib/format/dates";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { ProductVersion } from "@/lib/api-client/types";

export const LATEST = "latest";

/** The product's versions (GET /products/{id}/versions), for the run forms: the latest unless the buyer pins one. */
export function useProductVersions(productId: string) {
  return useQuery({
    queryKey: queryKeys.products.versions(productId),
    queryFn: async () => (await call(api.GET("/products/{productId}/versions", { params: { path: { productId } } }))).data,
  });
}

/** A Select over the versions; its value is a label, or LATEST to follow the newest release. */
export function VersionPicker({
  versions,
  value,
  onChange,
  controlProps,
}: {
  versions: ProductVersion[];
  value: string;
  onChange: (v: string) => void;
  controlProps?: object;
}) {
  const latest = versions.find((v) => v.latest);
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...controlProps}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={LATEST}>Latest{latest ? ` (${latest.version})` : ""}</SelectItem>
        {versions
          .filter((v) => !v.latest)
          .map((v) => (
            <SelectItem key={v.version} value={v.version}>
              {v.version} · {formatDate(v.createdAt)}
            </SelectItem>
          ))}
      </SelectContent>
    </Select>
  );
}
