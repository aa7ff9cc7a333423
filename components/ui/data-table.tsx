"use client";

import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type SortingState,
} from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import Link from "next/link";
import { useState, type ReactNode } from "react";
import { Button } from "./button";
import { cn } from "./cn";

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData, TValue> {
    /** Right-align numbers and money. */
    numeric?: boolean;
    /** On a phone the row is a card; this column is its title (and carries the row link). */
    primary?: boolean;
    /** Leave this column out of the phone card (e.g. a detail repeated elsewhere). */
    hideOnCard?: boolean;
    /** Keeps TData/TValue used, as TanStack's declaration requires. */
    _types?: [TData, TValue];
  }
}

export type { ColumnDef };

/**
 * The one table: sortable headers (buttons), client-side pagination, an empty state, and row links that are
 * real <a> elements (keyboard, middle-click, "open in new tab"). Below 768 px each row becomes a card, so no
 * page scrolls sideways on a phone.
 */
export function DataTable<T>({
  columns,
  data,
  rowHref,
  empty,
  caption,
  pageSize = 20,
  initialSorting = [],
  serverPages,
}: {
  columns: ColumnDef<T, unknown>[];
  data: T[];
  rowHref?: (row: T) => string;
  empty: ReactNode;
  caption: string;
  pageSize?: number;
  initialSorting?: SortingState;
  /** The API pages this list: show its page and ask for others; sorting a single page would mislead, so it is off. */
  serverPages?: { page: number; pageCount: number; onPageChange: (page: number) => void };
}) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  // TanStack Table's hook returns functions the React Compiler must not memoise (a documented incompatibility).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageSize } },
    enableSorting: !serverPages,
    manualPagination: !!serverPages,
  });
  const pager = serverPages
    ? {
        index: serverPages.page - 1,
        count: serverPages.pageCount,
        previous: () => serverPages.onPageChange(serverPages.page - 1),
        next: () => serverPages.onPageChange(serverPages.page + 1),
      }
    : {
        index: table.getState().pagination.pageIndex,
        count: table.getPageCount(),
        previous: () => table.previousPage(),
        next: () => table.nextPage(),
      };

  if (data.length === 0) {
    return (
      <div className="rounded-lg border border-dashed bg-background px-6 py-10 text-center text-sm text-muted-foreground">{empty}</div>
    );
  }

  const rows = table.getRowModel().rows;
  const linked = (row: Row<T>, content: ReactNode) =>
    rowHref ? (
      <Link href={rowHref(row.original)} className="font-medium text-link hover:underline focus-visible:underline">
        {content}
      </Link>
    ) : (
      content
    );

  return (
    <div className="min-w-0 space-y-3">
      <div className="hidden overflow-x-auto rounded-lg border bg-background md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b bg-subtle text-left text-xs font-medium text-muted-foreground">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const numeric = header.column.columnDef.meta?.numeric;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                      className={cn("h-10 px-3 whitespace-nowrap", numeric && "text-right")}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className={cn(
                            "inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                          )}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {sorted === "asc" ? (
                            <ArrowUpIcon className="size-3.5" aria-hidden />
                          ) : sorted === "desc" ? (
                            <ArrowDownIcon className="size-3.5" aria-hidden />
                          ) : (
                            <ArrowUpDownIcon className="size-3.5 opacity-40" aria-hidden />
                          )}
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={row.id} className="hover:bg-subtle">
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  return (
                    <td key={cell.id} className={cn("px-3 py-2.5 align-middle", meta?.numeric && "text-right tabular-nums")}>
                      {meta?.primary ? linked(row, content) : content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-2 md:hidden" aria-label={caption}>
        {rows.map((row) => {
          const cells = row.getVisibleCells();
          const title = cells.find((c) => c.column.columnDef.meta?.primary) ?? cells[0];
          return (
            <li key={row.id} className="rounded-lg border bg-background p-3 text-sm">
              <div className="mb-2 break-words">{linked(row, flexRender(title.column.columnDef.cell, title.getContext()))}</div>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                {cells
                  .filter((c) => c !== title && !c.column.columnDef.meta?.hideOnCard)
                  .map((c) => (
                    <div key={c.id} className="contents">
                      <dt className="text-muted-foreground">
                        {typeof c.column.columnDef.header === "string" ? c.column.columnDef.header : c.column.id}
                      </dt>
                      <dd className="min-w-0 text-right break-words">{flexRender(c.column.columnDef.cell, c.getContext())}</dd>
                    </div>
                  ))}
              </dl>
            </li>
          );
        })}
      </ul>

      {pager.count > 1 && (
        <nav className="flex items-center justify-between gap-2 text-sm text-muted-foreground" aria-label={`${caption} pages`}>
          <span>
            Page {pager.index + 1} of {pager.count}
          </span>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={pager.previous} disabled={pager.index === 0}>
              Previous
            </Button>
            <Button variant="outline" size="sm" onClick={pager.next} disabled={pager.index + 1 >= pager.count}>
              Next
            </Button>
          </div>
        </nav>
      )}
    </div>
  );
}
