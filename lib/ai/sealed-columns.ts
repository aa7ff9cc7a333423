import type { SealedColumn } from "@/lib/crypto/reseal";

// The AI domain's sealed values are bound to their own row id (lib/ai/provider-keys.ts, lib/ai/start-workflow.ts).
const byRowId = (id: string) => id;

export const sealedAiColumns: SealedColumn[] = [
  { label: "provider keys", table: "ProviderKey", column: "ciphertext", aad: byRowId, versionColumn: "keyVersion" },
  { label: "workflow run inputs", table: "Execution", column: "inputSealed", aad: byRowId },
  { label: "workflow run notification secrets", table: "Execution", column: "webhookSecret", aad: byRowId },
];
