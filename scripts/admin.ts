// npm run admin -- <command> --flags — operator CLI. Each group of commands lives in scripts/admin/<group>.ts;
// add yours with one line below. Output: a human line, then the requested value (a key, an id) alone on the
// last stdout line, so scripts can take it with `| tail -n1`.
import { runCli, type Command } from "./admin/cli";
import { userCommands } from "./admin/users";
import { keyCommands } from "./admin/keys";
import { payoutCommands } from "./admin/payouts";
import { paymentCommands } from "./admin/payments";
import { secretCommands } from "./admin/secrets";
import { aiModelCommands } from "./admin/ai-models";
import { demoCommands } from "./admin/demo";
import { mailCommands } from "./admin/mail";
import { storageCommands } from "./admin/storage";
import { oauthCommands } from "./admin/oauth";
import { dbCommands } from "./admin/db";
import { disputeCommands } from "./admin/disputes";

const commands: Record<string, Command> = {
  ...userCommands,
  ...keyCommands,
  ...payoutCommands,
  ...paymentCommands,
  ...secretCommands,
  ...aiModelCommands,
  ...demoCommands,
  ...mailCommands,
  ...storageCommands,
  ...oauthCommands,
  ...dbCommands,
  ...disputeCommands,
};

process.exit(await runCli(commands, process.argv.slice(2)));
