import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { newId } from "@/lib/ids";
import { AppError, notFound, validationError } from "@/lib/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { limitsFor, PLANS } from "@/lib/accounts/plans";
import { planPriceView, toPlanPriceView } from "@/lib/accounts/me";
import { emitEvent } from "@/lib/events/emit";
import type { Plan } from "@/lib/db/generated/enums";
import { signUpInput, type SignUpInput } from "@/lib/accounts/sign-up-input";

export { signUpInput, type SignUpInput };

export const newAccountResponse = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  plan: z.enum(PLANS),
});

function referralCodeFor(): string {
  return newId("ref", 10).slice(4).toUpperCase();
}

export async function createUser(input: SignUpInput & { plan?: Plan }): Promise<{ id: string; email: string; name: string; plan: Plan }> {
  const { plan = "FREE", ...fields } = input;
  const parsed = signUpInput.parse(fields);
  // Hashed before the lookup so a taken email answers no faster than a new one.
  const passwordHash = await hashPassword(parsed.password);
  const client = await db();
  const existing = await client.user.findUnique({ where: { email: parsed.email }, select: { id: true } });
  if (existing) throw validationError([{ path: "email", message: "An account with this email already exists" }]);
  try {
    return await client.user.create({
      data: {
        id: newId("usr"),
        email: parsed.email,
        name: parsed.name,
        passwordHash,
        plan,
        referralCode: referralCodeFor(),
      },
      select: { id: true, email: true, name: true, plan: true },
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw validationError([{ path: "email", message: "An account with this email already exists" }]);
    }
    throw err;
  }
}

/** Same answer and the same work whether the email is unknown or the password wrong. */
export async function verifyCredentials(email: string, password: string) {
  const user = await (await db()).user.findUnique({ where: { email: email.trim().toLowerCase() } });
  const ok = await verifyPassword(password, user?.passwordHash);
  return ok && user ? { id: user.id, email: user.email, name: user.name } : null;
}

export async function getUserOrThrow(id: string) {
  const user = await (await db()).user.findUnique({ where: { id } });
  if (!user) throw notFound("User");
  return user;
}

export async function findUserByEmailOrThrow(email: string) {
  const user = await (await db()).user.findUnique({ where: { email: email.trim().toLowerCase() } });
  if (!user) throw new AppError("NOT_FOUND", `No user with email ${email}`);
  return user;
}

export const changePlanInput = z.strictObject({
  plan: z.enum(PLANS),
  perMinute: z.number().int().min(1).max(1_000_000).optional(),
  perDay: z.number().int().min(1).max(100_000_000).optional(),
});

/** What a signed-in user may pick in the dashboard; ENTERPRISE limits are set by an operator (admin CLI). */
export const selfServePlanInput = z.strictObject({ plan: z.enum(["FREE", "PRO", "BUSINESS"]) });

export const planResponse = z.object({
  plan: z.enum(PLANS),
  limits: z.object({ perMinute: z.number().int(), perDay: z.number().int() }),
  price: planPriceView,
});

/** The one way a plan changes: updates the account and emits user.subscription.updated in one transaction. */
export async function changePlan(userId: string, input: z.input<typeof changePlanInput>) {
  const parsed = changePlanInput.parse(input);
  if (parsed.plan !== "ENTERPRISE" && (parsed.perMinute || parsed.perDay)) {
    throw validationError([{ path: "plan", message: "Custom limits apply to the ENTERPRISE plan only" }]);
  }
  const client = await db();
  return client.$transaction(async (tx: DbTx) => {
    const before = await tx.user.findUnique({ where: { id: userId } });
    if (!before) throw notFound("User");
    const after = await tx.user.update({
      where: { id: userId },
      data: {
        plan: parsed.plan,
        customPerMinute: parsed.plan === "ENTERPRISE" ? (parsed.perMinute ?? before.customPerMinute) : null,
        customPerDay: parsed.plan === "ENTERPRISE" ? (parsed.perDay ?? before.customPerDay) : null,
      },
    });
    if (before.plan !== after.plan) {
      await emitEvent(tx, {
        type: "user.subscription.updated",
        accountIds: [userId],
        data: {
          subscription: {
            userId,
            oldPlan: before.plan,
            newPlan: after.plan,
            effectiveDate: after.updatedAt.toISOString(),
          },
        },
      });
    }
    return { plan: after.plan, limits: limitsFor(after), price: toPlanPriceView(after.plan) };
  });
}
