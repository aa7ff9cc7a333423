import { env } from "@/lib/env";
import { listModels, readCatalogFile } from "@/lib/ai/model-catalog";
import type { Command } from "./cli";

export const aiModelCommands: Record<string, Command> = {
  "ai:models": {
    usage: "ai:models [--check FILE]   (the price table in force; --check validates a file before it goes live)",
    options: { check: { type: "string" } },
    async run(flags) {
      if (flags.check) {
        const file = readCatalogFile(flags.check);
        return { message: `${flags.check} is valid: ${file.models.length} model(s), prices as of ${file.asOf}.`, value: "ok" };
      }
      const { asOf, source, models } = listModels({});
      const lines = models.map(
        (m) =>
          `  ${m.provider.padEnd(18)} ${m.model.padEnd(28)} in $${m.inputUsdPerMTok}/MTok  out $${m.outputUsdPerMTok}/MTok` +
          (m.maxOutputTokens ? `  max ${m.maxOutputTokens} tokens` : ""),
      );
      const from = source === "file" ? `built-in merged with ${env().AI_MODEL_CATALOG_FILE}` : "built-in";
      return { message: [`Prices as of ${asOf} (${from}):`, ...lines].join("\n"), value: String(models.length) };
    },
  },
};
