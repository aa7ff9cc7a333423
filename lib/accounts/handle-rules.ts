import { z } from "zod";

// Handles: the address of a seller's public profile, /sellers/<handle> (docs/catalog.md#seller-profiles). No
// database import, so the settings form validates with the same rules in the browser.

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;

/** Words that name pages, roles or the site itself: nobody may take them as a handle. */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  "about",
  "account",
  "admin",
  "api",
  "app",
  "billing",
  "dashboard",
  "docs",
  "help",
  "login",
  "logout",
  "me",
  "new",
  "oauth",
  "privacy",
  "products",
  "promptly",
  "refunds",
  "root",
  "security",
  "seller",
  "sellers",
  "settings",
  "signin",
  "signout",
  "signup",
  "staff",
  "support",
  "system",
  "terms",
  "www",
]);

const PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** What is wrong with a handle, in words for the field, or null when it is well formed and not reserved. */
export function handleProblem(handle: string): string | null {
  if (handle.length < HANDLE_MIN) return `Use at least ${HANDLE_MIN} characters`;
  if (handle.length > HANDLE_MAX) return `Use at most ${HANDLE_MAX} characters`;
  if (!PATTERN.test(handle)) return "Use lowercase letters, digits and single hyphens, starting and ending with a letter or digit";
  if (handle.includes("--")) return "Use single hyphens";
  if (RESERVED_HANDLES.has(handle)) return `"${handle}" is reserved; choose another`;
  return null;
}

/** The handle field: trimmed and lower-cased, then checked (a wrong one: one message on the field). */
export const handleField = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((h, ctx) => {
    const problem = handleProblem(h);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/**
 * The handle a name suggests: accents folded, lower-cased, every run of other characters one hyphen, at most 24
 * characters (room for a suffix). Null when that leaves fewer than 3 characters or a reserved word.
 */
export function handleFromName(name: string): string | null {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 24)
    .replace(/-+$/, "");
  return handleProblem(slug) === null ? slug : null;
}

/** Whether a path segment could be a handle at all: lets /sellers/<x> answer 404 without reading the database. */
export const looksLikeHandle = (s: string) => s.length >= HANDLE_MIN && s.length <= HANDLE_MAX && PATTERN.test(s);
