import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { ApiKeysManager } from "./api-keys-manager";

export const metadata: Metadata = { title: "API keys" };

export default function ApiKeysPage() {
  return (
    <>
      <PageHeader
        title="API keys"
        description={
          <>
            Keys authenticate your programs against /api/v1 with{" "}
            <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code>. A key is shown once, when you create it.
          </>
        }
      />
      <ApiKeysManager />
    </>
  );
}
