import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { newId } from "@/lib/ids";
import { AppError, notFound, validationError } from "@/lib/errors";
import { hashPassword, needsRehash, verifyPassword } from "@/lib/auth/passwords";
import { countSignUp } from "@/lib/auth/sign-in-throttle";
import { mailSignUpExisting } from "@/lib/accounts/sign-in-mail";
import { env } from "@/lib/env";
import { limitsFor, PLANS } from "@/lib/accounts/plans";
import { toPlanPriceView } from "@/lib/accounts/me";
import { emitEvent } from "@/lib/events/emit";
import type { Plan } from "@/lib/db/generated/enums";
import { signUpInput, type SignUpInput } from "@/lib/accounts/sign-up-input";
import { queueVerificationMail } from "@/lib/accounts/email-verification";
import { kickJobs } from "@/lib/jobs/background";
import { freeHandle, randomHandle } from "@/lib/accounts/profile";

export { signUpInput, type SignUpInput };

function referralCodeFor(): string {
  return newId("ref", 10).slice(4).toUpperCase();
}

/**
 * Runs `create` with the name's free handle. A unique violation may be a concurrent sign-up taking the same handle:
 * one more try with a random suffix; if it was the email instead, the second try meets it again and the caller
 * answers as for a taken address (docs/catalog.md#seller-profiles).
 */
async function withHandle<T>(name: string, create: (pick: (tx: DbTx) => Promise<string>) => Promise<T>): Promise<T> {
  try {
    return await create((tx) => freeHandle(tx, name));
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return create(async () => randomHandle(name));
  }
}

/**
 * Creates an account. A new address is unconfirmed and gets a verify link by mail, in the same transaction;
 * `emailVerified` is for accounts whose address is known good (demo data, an operator's `user:create`, test factories).
 */
export async function createUser(
  input: SignUpInput & { plan?: Plan; emailVerified?: boolean },
): Promise<{ id: string; email: string; name: string; plan: Plan }> {
  const { plan = "FREE", emailVerified = false, ...fields } = input;
  const parsed = signUpInput.parse(fields);
  // Hashed before the lookup so a taken email answers no faster than a new one.
  const passwordHash = await hashPassword(parsed.password);
  const client = await db();
  const existing = await client.user.findUnique({ where: { email: parsed.email }, select: { id: true } });
  if (existing) throw validationError([{ path: "email", message: "An account with this email already exists" }]);
  try {
    const user = await withHandle(parsed.name, (pickHandle) =>
      client.$transaction(async (tx: DbTx) => {
        const created = await tx.user.create({
          data: {
            id: newId("usr"),
            email: parsed.email,
            name: parsed.name,
            handle: await pickHandle(tx),
            passwordHash,
            plan,
            referralCode: referralCodeFor(),
            emailVerifiedAt: emailVerified ? new Date() : null,
          },
          select: { id: true, email: true, name: true, plan: true },
        });
        if (!emailVerified) await queueVerificationMail(tx, created);
        return created;
      }),
    );
    if (!emailVerified) kickJobs();
    return user;
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw validationError([{ path: "email", message: "An account with this email already exists" }]);
    }
    throw err;
  }
}

export const signUpResponse = z.object({
  message: z.string().meta({ description: "The same answer whether or not an account already has this address" }),
  email: z.string(),
});

const SIGN_UP_ANSWER =
  "Check your email: we sent a message to this address. It says how to confirm it, or how to sign in if you already have an account.";

/**
 * Public sign-up (POST /accounts): the same answer whether or not the address is taken (docs/security.md). A new
 * address gets an account and a confirmation link; a taken one a mail to its owner, and nothing changes. The
 * password is hashed either way, so both cost the same time. SIGNUP_PER_IP_PER_HOUR sign-ups an hour per IP.
 */
export async function signUp(input: SignUpInput, ip: string): Promise<z.infer<typeof signUpResponse>> {
  const parsed = signUpInput.parse(input);
  const passwordHash = await hashPassword(parsed.password);
  const client = await db();
  try {
    await withHandle(parsed.name, (pickHandle) =>
      client.$transaction(async (tx: DbTx) => {
        const limit = await countSignUp(tx, ip, env().SIGNUP_PER_IP_PER_HOUR);
        if (!limit.allowed) {
          throw new AppError("RATE_LIMIT_EXCEEDED", "Too many sign-ups from this network; try again later", {
            retryAfterSeconds: limit.retryAfterSeconds,
          });
        }
        const existing = await tx.user.findUnique({ where: { email: parsed.email }, select: { id: true, name: true, email: true } });
        if (existing) return mailSignUpExisting(tx, existing);
        const created = await tx.user.create({
          data: {
            id: newId("usr"),
            email: parsed.email,
            name: parsed.name,
            handle: await pickHandle(tx),
            passwordHash,
            plan: "FREE",
            referralCode: referralCodeFor(),
          },
          select: { id: true, email: true, name: true },
        });
        await queueVerificationMail(tx, created);
      }),
    );
  } catch (err) {
    // Two sign-ups of one new address at once: the second loses the race, and answers as for a taken address.
    if (!isUniqueViolation(err)) throw err;
  }
  kickJobs();
  return { message: SIGN_UP_ANSWER, email: parsed.email };
}

/**
 * Same answer and the same work whether the email is unknown or the password wrong (sign-in throttling is
 * lib/auth/sign-in.ts). A hash older than argon2id at today's cost is replaced on a successful check.
 */
export async function verifyCredentials(email: string, password: string) {
  const client = await db();
  const user = await client.user.findUnique({ where: { email: email.trim().toLowerCase() } });
  const ok = await verifyPassword(password, user?.passwordHash);
  if (!ok || !user) return null;
  if (needsRehash(user.passwordHash)) {
    // Only if unchanged meanwhile: a password reset at the same moment wins.
    const passwordHash = await hashPassword(password);
    await client.user.updateMany({ where: { id: user.id, passwordHash: user.passwordHash }, data: { passwordHash } });
  }
  return { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion };
}

export async function getUserOrThrow(id: string) {
  const client = await db();
  const user = await client.user.findUnique({ where: { id } });
  if (!user) throw notFound("User");
  return user;
}

export async function findUserByEmailOrThrow(email: string) {
  const client = await db();
  const user = await client.user.findUnique({ where: { email: email.trim().toLowerCase() } });
  if (!user) throw new AppError("NOT_FOUND", `No user with email ${email}`);
  return user;
}

export const changePlanInput = z.strictObject({
  plan: z.enum(PLANS),
  perMinute: z.number().int().min(1).max(1_000_000).optional(),
  perDay: z.number().int().min(1).max(100_000_000).optional(),
});

/**
 * An operator's plan change (admin CLI, ENTERPRISE limits) and the test fixtures: updates the account and emits
 * user.subscription.updated in one transaction. Self-served changes are paid and go through lib/payments/plan-billing.ts.
 */
export async function changePlan(userId: string, input: z.input<typeof changePlanInput>) {
  const parsed = changePlanInput.parse(input);
  if (parsed.plan !== "ENTERPRISE" && (parsed.perMinute || parsed.perDay)) {
    throw validationError([{ path: "plan", message: "Custom limits apply to the ENTERPRISE plan only" }]);
  }
  const client = await db();
  return client.$transaction(async (tx: DbTx) => {
    const before = await tx.user.findUnique({ where: { id: userId } });
    if (!before) throw notFound("User");
    const after = await setPlanInTx(tx, before, parsed.plan, new Date(), {
      customPerMinute: parsed.plan === "ENTERPRISE" ? (parsed.perMinute ?? before.customPerMinute) : null,
      customPerDay: parsed.plan === "ENTERPRISE" ? (parsed.perDay ?? before.customPerDay) : null,
    });
    return { plan: after.plan, limits: limitsFor(after), price: toPlanPriceView(after.plan) };
  });
}

/**
 * The one way a plan changes, inside the caller's transaction: the account's plan, and user.subscription.updated
 * with the date the change took effect when the plan is another one.
 */
export async function setPlanInTx(
  tx: DbTx,
  before: { id: string; plan: Plan },
  plan: Plan,
  effectiveDate: Date,
  limits: { customPerMinute: number | null; customPerDay: number | null } = { customPerMinute: null, customPerDay: null },
) {
  const after = await tx.user.update({ where: { id: before.id }, data: { plan, ...limits } });
  if (before.plan !== after.plan) {
    await emitEvent(tx, {
      type: "user.subscription.updated",
      accountIds: [before.id],
      data: {
        subscription: { userId: before.id, oldPlan: before.plan, newPlan: after.plan, effectiveDate: effectiveDate.toISOString() },
      },
    });
  }
  return after;
}
