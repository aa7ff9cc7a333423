import { reencryptProviderKeys } from "@/lib/ai/provider-keys";
import type { Command } from "./cli";

export const providerKeyCommands: Record<string, Command> = {
  "provider-keys:reencrypt": {
    usage: "provider-keys:reencrypt   (after adding a new master key version to MASTER_KEYS)",
    options: {},
    async run() {
      const r = await reencryptProviderKeys();
      return {
        message: `Re-encrypted ${r.reencrypted} provider key(s) under master key version ${r.current}; ${r.alreadyCurrent} already used it.`,
        value: String(r.reencrypted),
      };
    },
  },
};
