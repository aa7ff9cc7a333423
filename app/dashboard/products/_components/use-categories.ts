"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";

export function useCategories() {
  return useQuery({
    queryKey: ["categories"],
    queryFn: async () => (await apiFetch<{ slug: string; name: string }[]>("/categories")).data,
    staleTime: 10 * 60_000,
  });
}
