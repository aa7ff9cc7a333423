"use client";

import { LogOutIcon } from "lucide-react";
import Link from "next/link";
import { signOutHome } from "@/lib/auth/sign-out-client";
import { ACCOUNT_LINKS } from "./site-nav";
import { SellerAvatar } from "@/components/catalog/seller-avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { Account } from "./use-account";

export function AccountMenu({ account }: { account: Account }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Named by its content, not aria-label: axe's label-content-name-mismatch counts the initial as visible text. The picture, when the account has one, is decorative (alt=""). */}
        <Button variant="outline" size="sm" className="max-w-44">
          <SellerAvatar name={account.name} avatarUrl={account.image} className="size-5 text-xs" />
          <span className="truncate">
            <span className="sr-only">Account menu for </span>
            {account.name}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate text-xs font-normal text-muted-foreground">{account.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {ACCOUNT_LINKS.map(({ href, label, icon: Icon }) => (
          <DropdownMenuItem key={href} asChild>
            <Link href={href}>
              <Icon aria-hidden />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOutHome()}>
          <LogOutIcon aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
