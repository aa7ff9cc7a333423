import { changePlan, createUser, findUserByEmailOrThrow } from "@/lib/accounts/users";
import { PLANS } from "@/lib/accounts/plans";
import { createPasswordResetLink } from "@/lib/accounts/password-reset";
import type { Plan } from "@/lib/db/generated/enums";
import { integer, required, UsageError, type Command } from "./cli";

function plan(value: string | undefined): Plan | undefined {
  if (value === undefined) return undefined;
  const upper = value.toUpperCase();
  if (!(PLANS as readonly string[]).includes(upper)) throw new UsageError(`--plan must be one of ${PLANS.join(", ")}, got "${value}"`);
  return upper as Plan;
}

export const userCommands: Record<string, Command> = {
  "user:create": {
    usage: "user:create --email E --password P [--name N] [--plan PRO]",
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" }, plan: { type: "string" } },
    async run(flags) {
      const email = required(flags, "email");
      const chosen = plan(flags.plan);
      const user = await createUser({
        email,
        password: required(flags, "password"),
        name: flags.name ?? email.split("@")[0],
        emailVerified: true,
      });
      // Paid plans go through changePlan so the change is recorded as an event like any other.
      const final = chosen && chosen !== "FREE" ? (await changePlan(user.id, { plan: chosen })).plan : user.plan;
      return { message: `Created user ${user.email} (${user.id}) on plan ${final}.`, value: user.id };
    },
  },
  "user:reset-password": {
    usage: "user:reset-password --email E",
    options: { email: { type: "string" } },
    async run(flags) {
      const { link, minutes } = await createPasswordResetLink(required(flags, "email"));
      return { message: `A one-time link to set a new password (valid ${minutes} minutes, earlier links stop working):`, value: link };
    },
  },
  "plan:set": {
    usage: "plan:set --email E --plan BUSINESS [--per-minute N --per-day N]",
    options: { email: { type: "string" }, plan: { type: "string" }, "per-minute": { type: "string" }, "per-day": { type: "string" } },
    async run(flags) {
      const input = { plan: plan(required(flags, "plan"))!, perMinute: integer(flags, "per-minute"), perDay: integer(flags, "per-day") };
      const user = await findUserByEmailOrThrow(required(flags, "email"));
      const result = await changePlan(user.id, input);
      return {
        message: `${user.email} is now on ${result.plan}: ${result.limits.perMinute} requests/minute, ${result.limits.perDay} requests/day.`,
        value: result.plan,
      };
    },
  },
};
