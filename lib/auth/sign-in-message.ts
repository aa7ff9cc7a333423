/** next-auth's `error` for a throttled attempt ("SignInThrottled:<seconds>", lib/auth/sign-in-throttle.ts) in words. */
export function throttledMessage(error: string | null | undefined): string | null {
  const m = /^SignInThrottled:(\d+)$/.exec(error ?? "");
  if (!m) return null;
  return `Too many failed sign-ins for this email or from this network. Try again in ${waitWords(Number(m[1]))}.`;
}

function waitWords(seconds: number): string {
  return seconds < 90 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${Math.ceil(seconds / 60)} minutes`;
}

/** The two-factor and magic-link answers of a sign-in (lib/auth/sign-in.ts) as the form's next step and message. */
export function signInStep(error: string | null | undefined): { needsCode: boolean; message: string | null } {
  const e = error ?? "";
  if (e === "TwoFactorRequired") return { needsCode: true, message: null };
  if (e === "TwoFactorInvalid")
    return { needsCode: true, message: "That code is not right. Try the newest code from your app, or a recovery code." };
  const locked = /^TwoFactorLocked:(\d+)$/.exec(e);
  if (locked) return { needsCode: true, message: `Too many wrong codes. Signing in is paused for ${waitWords(Number(locked[1]))}.` };
  const link = /^MagicLink:(invalid|expired|used)$/.exec(e);
  if (link) {
    const why = {
      invalid: "This sign-in link is not valid.",
      expired: "This sign-in link has expired.",
      used: "This sign-in link was already used.",
    }[link[1] as "invalid" | "expired" | "used"];
    return { needsCode: false, message: `${why} Ask for a new one.` };
  }
  return { needsCode: false, message: null };
}
