import { ExecutionsTable } from "@/components/ai/executions-table";

export default function ExecutionsPage() {
  return (
    <div>
      <h1 className="text-2xl font-semibold mb-1">Executions</h1>
      <p className="text-slate-600 mb-6">Every prompt and workflow you ran, with tokens and estimated cost (provider list prices).</p>
      <ExecutionsTable />
    </div>
  );
}
