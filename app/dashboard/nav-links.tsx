"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { CATALOG_LINK, DASHBOARD_NAV, isActive } from "./nav";

/** The section links, shared by the desktop sidebar and the phone menu (`onNavigate` closes the menu). */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  const item = "flex items-center gap-2.5 rounded-md px-3 py-1.5 text-sm transition-colors [&_svg]:size-4 [&_svg]:shrink-0";
  return (
    <nav className="flex flex-col gap-4" aria-label="Dashboard">
      {DASHBOARD_NAV.map((group) => (
        <div key={group.heading ?? "top"} className="flex flex-col gap-0.5">
          {group.heading && <p className="px-3 pb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">{group.heading}</p>}
          {group.items.map(({ href, label, icon: Icon }) => {
            const active = isActive(href, pathname);
            return (
              <Link
                key={href}
                href={href}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={cn(
                  item,
                  active ? "bg-brand-soft font-medium text-link" : "text-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                <Icon aria-hidden />
                {label}
              </Link>
            );
          })}
        </div>
      ))}
      <Link href={CATALOG_LINK.href} onClick={onNavigate} className={cn(item, "text-foreground hover:bg-muted")}>
        <CATALOG_LINK.icon aria-hidden />
        {CATALOG_LINK.label}
      </Link>
    </nav>
  );
}
