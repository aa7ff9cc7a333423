"use client";

import { useQuery } from "@tanstack/react-query";
import { api, call } from "@/lib/api-client/browser";
import { queryKeys } from "@/lib/api-client/query-keys";

export function useCategories() {
  return useQuery({
    queryKey: queryKeys.categories.all,
    queryFn: async () => (await call(api.GET("/categories"))).data,
    staleTime: 10 * 60_000,
  });
}
