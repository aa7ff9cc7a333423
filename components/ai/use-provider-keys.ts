"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { ProviderKeyView } from "@/lib/ai/provider-keys";

export const PROVIDER_KEYS_QUERY = ["provider-keys"] as const;

export function useProviderKeys() {
  return useQuery({ queryKey: PROVIDER_KEYS_QUERY, queryFn: async () => (await apiFetch<ProviderKeyView[]>("/provider-keys")).data });
}
