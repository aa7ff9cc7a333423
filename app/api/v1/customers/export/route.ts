import { defineRoute, op } from "@/lib/api/handler";
import { fileBody } from "@/lib/api/common-views";
import { csvResponse } from "@/lib/api/csv-response";
import { CUSTOMER_CSV_HEADER, customerCsvRows } from "@/lib/purchases/customers";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/customers/export", {
  GET: op({
    operationId: "exportCustomers",
    summary: "Your customers as a CSV file",
    tags: ["Sales"],
    scope: "purchases:read",
    produces: ["text/csv"],
    response: fileBody,
    handler: async ({ principal }) => csvResponse("customers.csv", CUSTOMER_CSV_HEADER, customerCsvRows(principal.user.id)),
  }),
});
