"use client";

import { MenuIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { NavLinks } from "./nav-links";

/** Below 768 px the sidebar gives way to this menu button; the same links open in a Sheet. */
export function MobileNav({ account }: { account: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <MenuIcon className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent className="overflow-y-auto p-4">
        <SheetTitle className="px-3 text-lg font-bold text-link">Promptly</SheetTitle>
        <SheetDescription className="sr-only">Dashboard sections</SheetDescription>
        <NavLinks onNavigate={() => setOpen(false)} />
        <div className="mt-auto">{account}</div>
      </SheetContent>
    </Sheet>
  );
}
