"use client";

import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client/browser";
import { queryKeys } from "@/lib/api-client/query-keys";

export function useProviderKeys() {
  return useQuery({ queryKey: queryKeys.providerKeys.all, queryFn: async () => (await call(api.GET("/provider-keys"))).data });
}

/** Known models with prices (GET /ai/models): suggestions for the model field, never a limit on it. */
export function useModelCatalog() {
  return useQuery({
    queryKey: queryKeys.aiModels.all,
    queryFn: async () => (await call(api.GET("/ai/models"))).data,
    staleTime: 5 * 60_000,
  });
}
