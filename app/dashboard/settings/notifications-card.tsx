"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { showApiError } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { api, call } from "@/lib/api-client/browser";
import {
  MAIL_CATEGORIES,
  MAIL_CATEGORY_KEYS,
  SALE_NOTICE_CHOICES,
  SALE_NOTICE_KEYS,
  type MailCategory,
  type SaleNoticeChoice,
} from "@/lib/mail/categories";
import { QueryState } from "../_shell/query-state";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { NotificationPreferences } from "@/lib/api-client/types";

/** Settings → Notifications: one switch per kind of optional mail, saved as soon as it is changed. */
export function NotificationsCard() {
  const id = useId();
  const queryClient = useQueryClient();
  const prefs = useQuery({
    queryKey: queryKeys.notificationPreferences.all,
    queryFn: async () => (await call(api.GET("/account/notifications"))).data,
  });
  const save = useMutation({
    mutationFn: (next: NotificationPreferences) => call(api.PUT("/account/notifications", { body: next })),
    onSuccess: (res, next) => {
      queryClient.setQueryData(queryKeys.notificationPreferences.all, res.data);
      const changed = MAIL_CATEGORY_KEYS.find((k) => prefs.data?.[k] !== next[k]);
      if (prefs.data && prefs.data.saleNotices !== next.saleNotices)
        toast.success(`Sale notices: ${SALE_NOTICE_CHOICES[next.saleNotices].label}`);
      else toast.success(changed ? `${MAIL_CATEGORIES[changed].label}: ${next[changed] ? "on" : "off"}` : "Saved");
    },
    onError: (e) => showApiError(null, e, "Your choice was not saved"),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          Choose which mail you get. Receipts, refunds and mail about your account&apos;s security (password, address, sign-in) are always
          sent.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={prefs} what="your notification choices">
          {(current) => (
            <ul className="space-y-4">
              <li className="grid gap-1.5">
                <Label htmlFor={`${id}-sale-notices`}>Sale notices</Label>
                <Select
                  value={current.saleNotices}
                  disabled={save.isPending}
                  onValueChange={(v) => save.mutate({ ...current, saleNotices: v as SaleNoticeChoice })}
                >
                  <SelectTrigger id={`${id}-sale-notices`} aria-describedby={`${id}-sale-notices-hint`} className="w-full sm:w-80">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {SALE_NOTICE_KEYS.map((k) => (
                      <SelectItem key={k} value={k}>
                        {SALE_NOTICE_CHOICES[k].label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <p id={`${id}-sale-notices-hint`} className="text-sm text-muted-foreground">
                  When someone buys one of your products. The daily mail comes after midnight UTC and lists the day&apos;s sales with their
                  amounts.
                </p>
              </li>
              {MAIL_CATEGORY_KEYS.map((k: MailCategory) => (
                <li key={k} className="flex items-start gap-3">
                  <Checkbox
                    id={`${id}-${k}`}
                    checked={current[k]}
                    disabled={save.isPending}
                    onCheckedChange={(v) => save.mutate({ ...current, [k]: v === true })}
                    aria-describedby={`${id}-${k}-hint`}
                    className="mt-0.5"
                  />
                  <div className="grid gap-0.5">
                    <Label htmlFor={`${id}-${k}`}>{MAIL_CATEGORIES[k].label}</Label>
                    <p id={`${id}-${k}-hint`} className="text-sm text-muted-foreground">
                      {MAIL_CATEGORIES[k].description}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
