import { lockDemoAccounts } from "@/lib/demo/live-guard";
import type { Command } from "./cli";

export const demoCommands: Record<string, Command> = {
  "demo:lock": {
    usage: "demo:lock   (gives every demo.test account a random password, so a live deployment may start)",
    options: {},
    async run() {
      const count = await lockDemoAccounts();
      return { message: `Locked ${count} demo account(s): none signs in with the demo password any more.`, value: String(count) };
    },
  },
};
