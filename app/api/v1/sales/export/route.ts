import { defineRoute, op } from "@/lib/api/handler";
import { fileBody } from "@/lib/api/common-views";
import { csvResponse } from "@/lib/api/csv-response";
import { SALES_CSV_HEADER, saleCsvRows } from "@/lib/purchases/customers";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/sales/export", {
  GET: op({
    operationId: "exportSales",
    summary: "Every order of your products as a CSV file (with the buyer's email), oldest first",
    tags: ["Sales"],
    scope: "purchases:read",
    produces: ["text/csv"],
    response: fileBody,
    handler: async ({ principal }) => csvResponse("sales.csv", SALES_CSV_HEADER, saleCsvRows(principal.user.id)),
  }),
});
