import { defineRoute, op } from "@/lib/api/handler";
import { notificationPreferences } from "@/lib/accounts/account-forms";
import { getNotificationPreferences, setNotificationPreferences } from "@/lib/accounts/notification-preferences";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/account/notifications", {
  GET: op({
    operationId: "getNotificationPreferences",
    summary: "Which optional mail you get (dashboard session)",
    description: "Receipts, refunds and mail about your account's security are always sent and not listed.",
    tags: ["Account"],
    auth: "session",
    response: notificationPreferences,
    handler: async ({ principal }) => getNotificationPreferences(principal.user.id),
  }),
  PUT: op({
    operationId: "setNotificationPreferences",
    summary: "Turn kinds of optional mail on or off (dashboard session)",
    tags: ["Account"],
    auth: "session",
    body: notificationPreferences,
    response: notificationPreferences,
    handler: async ({ principal, body }) => setNotificationPreferences(principal.user.id, body),
  }),
});
