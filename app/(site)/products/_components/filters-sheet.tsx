"use client";

import { SlidersHorizontalIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";

/** Phones: the catalog's filters open in a Sheet (the same GET form as the desktop row, stacked). */
export function FiltersSheet({ active, children }: { active: number; children: ReactNode }) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" className="md:hidden">
          <SlidersHorizontalIcon aria-hidden />
          Filters{active > 0 ? ` (${active})` : ""}
        </Button>
      </SheetTrigger>
      <SheetContent className="overflow-y-auto p-4">
        <SheetTitle className="text-lg">Filter and sort</SheetTitle>
        <SheetDescription className="sr-only">Narrow the catalog by type, category, provider and price</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  );
}
