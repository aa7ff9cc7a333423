"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { queryKeys } from "@/lib/api-client/query-keys";

export function useCategories() {
  return useQuery({
    queryKey: queryKeys.categories.all,
    queryFn: async () => (await apiFetch<{ slug: string; name: string }[]>("/categories")).data,
    staleTime: 10 * 60_000,
  });
}
