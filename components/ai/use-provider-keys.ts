"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { ModelList, ProviderKey } from "@/lib/api-client/types";

type ModelListView = ModelList;

export const PROVIDER_KEYS_QUERY = ["provider-keys"] as const;

export function useProviderKeys() {
  return useQuery({ queryKey: PROVIDER_KEYS_QUERY, queryFn: async () => (await apiFetch<ProviderKey[]>("/provider-keys")).data });
}

/** Known models with prices (GET /ai/models): suggestions for the model field, never a limit on it. */
export function useModelCatalog() {
  return useQuery({
    queryKey: queryKeys.aiModels.all,
    queryFn: async () => (await apiFetch<ModelListView>("/ai/models")).data,
    staleTime: 5 * 60_000,
  });
}
