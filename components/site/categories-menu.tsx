"use client";

import { ChevronDownIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { categoryStyle } from "@/components/catalog/category-style";
import type { CategoryCount } from "./site-nav";

export function CategoriesMenu({ categories }: { categories: CategoryCount[] }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm">
          Categories
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        {categories.map((c) => {
          const Icon = categoryStyle(c.slug).icon;
          return (
            <DropdownMenuItem key={c.slug} asChild>
              <Link href={`/products?category=${c.slug}`}>
                <Icon aria-hidden className="text-muted-foreground" />
                <span className="flex-1">{c.name}</span>
                <span className="text-xs text-muted-foreground">{c.products}</span>
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
