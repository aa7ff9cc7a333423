import { sealedAiColumns } from "@/lib/ai/sealed-columns";
import { countSealedBefore, resealColumn } from "@/lib/crypto/reseal";
import { sealedEndpointSecrets } from "@/lib/webhooks/endpoints";
import { sealedLicenseKeys } from "@/lib/licenses/issue";
import type { Command } from "./cli";

/** Every column sealed with a master key; a new one is listed here so rotation cannot miss it. */
export const SEALED_COLUMNS = [...sealedAiColumns, sealedEndpointSecrets, sealedLicenseKeys];

export const secretCommands: Record<string, Command> = {
  "secrets:reencrypt": {
    usage: "secrets:reencrypt   (after adding a new master key version to MASTER_KEYS)",
    options: {},
    async run() {
      const lines: string[] = [];
      let total = 0;
      let current = 0;
      for (const column of SEALED_COLUMNS) {
        const r = await resealColumn(column);
        total += r.resealed;
        current = r.current;
        lines.push(`  ${column.label}: ${r.resealed}`);
      }
      let remaining = 0;
      for (const column of SEALED_COLUMNS) remaining += await countSealedBefore(column, current);
      const verdict =
        remaining === 0
          ? "Nothing sealed under an older version remains: older versions can be dropped from MASTER_KEYS."
          : `${remaining} value(s) changed while this ran and still use an older version: run it again.`;
      return {
        message: [`Re-encrypted ${total} secret(s) under master key version ${current}:`, ...lines, verdict].join("\n"),
        value: String(total),
      };
    },
  },
};
