import { parseArgs, type ParseArgsConfig } from "node:util";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { closeDb } from "@/lib/db/client";

export type Command = {
  usage: string;
  options: NonNullable<ParseArgsConfig["options"]>;
  /** Returns the human line and the value for the last line. */
  run(flags: Record<string, string | undefined>): Promise<{ message: string; value: string }>;
};

export class UsageError extends Error {}

export function required(flags: Record<string, string | undefined>, name: string): string {
  const v = flags[name];
  if (!v) throw new UsageError(`--${name} is required`);
  return v;
}

export function integer(flags: Record<string, string | undefined>, name: string): number | undefined {
  const v = flags[name];
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) throw new UsageError(`--${name} must be a whole number, got "${v}"`);
  return Number(v);
}

function describe(err: unknown): string {
  if (err instanceof UsageError) return err.message;
  if (err instanceof z.ZodError) return err.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`).join("; ");
  if (err instanceof AppError) {
    const fields = (err.details.fields as { path: string; message: string }[] | undefined) ?? [];
    return fields.length ? fields.map((f) => `${f.path}: ${f.message}`).join("; ") : err.message;
  }
  return err instanceof Error ? err.message : String(err);
}

function help(commands: Record<string, Command>): string {
  return ["Usage: npm run admin -- <command> [--flags]", "", ...Object.values(commands).map((c) => `  ${c.usage}`)].join("\n");
}

/** Runs one command; returns the process exit code (0 ok, 1 failed, 2 bad usage). */
export async function runCli(commands: Record<string, Command>, argv: string[]): Promise<number> {
  // Logs would mix with the command's output; the CLI prints only its result unless asked.
  process.env.LOG_LEVEL ??= "warn";
  const [name, ...rest] = argv;
  if (!name || name === "help" || name === "--help") {
    console.log(help(commands));
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${help(commands)}`);
    return 2;
  }
  let flags: Record<string, string | undefined>;
  try {
    flags = parseArgs({ args: rest, options: command.options, strict: true, allowPositionals: false }).values as Record<
      string,
      string | undefined
    >;
  } catch (err) {
    console.error(`${(err as Error).message}\nUsage: npm run admin -- ${command.usage}`);
    return 2;
  }
  try {
    const { message, value } = await command.run(flags);
    console.log(message);
    console.log(value);
    return 0;
  } catch (err) {
    console.error(`Error: ${describe(err)}`);
    return err instanceof UsageError ? 2 : 1;
  } finally {
    await closeDb().catch(() => {});
  }
}
