import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from "@/lib/db/backup";
import { required, type Command } from "./cli";

export const dbCommands: Record<string, Command> = {
  "db:backup": {
    usage: "db:backup --to <file.tar.gz>   (a consistent copy of the embedded database; the running server makes it, else this command)",
    options: { to: { type: "string" } },
    async run(flags) {
      const r = await backupEmbeddedDatabase(required(flags, "to"));
      return {
        message: `Backed up the embedded database (${r.bytes} bytes, ${r.via === "server" ? `written by the running server, pid ${r.pid}` : "no server was running"}).`,
        value: r.file,
      };
    },
  },
  "db:restore": {
    usage:
      "db:restore --from <file.tar.gz>   (fills an empty PGLITE_DIR from a db:backup file; stop the server and move the old folder aside first)",
    options: { from: { type: "string" } },
    async run(flags) {
      const r = await restoreEmbeddedDatabase(required(flags, "from"));
      return { message: `Restored ${r.bytes} bytes of backup into ${r.dir}; start the server on it.`, value: r.dir };
    },
  },
};
