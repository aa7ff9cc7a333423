import type { Metadata } from "next";
import { ExecutionsTable } from "@/components/ai/executions-table";

export const metadata: Metadata = { title: "Executions" };

export default function ExecutionsPage() {
  return (
    <div>
      <h1 className="text-2xl font-semibold mb-1">Executions</h1>
      <p className="text-muted-foreground mb-6">
        Every prompt and workflow you ran, with tokens and estimated cost (provider list prices).
      </p>
      <ExecutionsTable />
    </div>
  );
}
