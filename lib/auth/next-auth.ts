import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { avatarUrl } from "@/lib/accounts/avatar-url";
import { endSessionById, sessionAccount, SESSION_MAX_AGE_SECONDS, startSession, type SessionClient } from "@/lib/auth/sessions";
import { clientIpFromHeaders } from "@/lib/api/client-ip";
import { signInWithMagicLink, signInWithPassword } from "@/lib/auth/sign-in";
import { authSecret } from "@/lib/secrets";

/** `from`: the browser signing in (User-Agent and IP), for the session row it gets (docs/accounts.md#sessions). */
export function authOptions(from: SessionClient = { userAgent: "", ip: "" }): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/signin" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
          code: { label: "Two-factor code", type: "text" },
        },
        async authorize(credentials, req) {
          if (!credentials?.email || !credentials.password) return null;
          // next-auth hands the headers over as a plain object with lower-case names.
          const headers = (req?.headers ?? {}) as Record<string, string | undefined>;
          return signInWithPassword(
            credentials.email,
            credentials.password,
            clientIpFromHeaders((name) => headers[name]),
            credentials.code || undefined,
          );
        },
      }),
      // The link mailed by POST /api/v1/accounts/magic-link, opened at /magic-link (docs/accounts.md#magic-link-sign-in).
      CredentialsProvider({
        id: "magic-link",
        name: "Sign-in link",
        credentials: { token: { label: "Token", type: "text" }, code: { label: "Two-factor code", type: "text" } },
        async authorize(credentials, req) {
          if (!credentials?.token) return null;
          const headers = (req?.headers ?? {}) as Record<string, string | undefined>;
          return signInWithMagicLink(
            credentials.token,
            clientIpFromHeaders((name) => headers[name]),
            credentials.code || undefined,
          );
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          // Each sign-in is a row of UserSession; every request checks the row still exists (lib/auth/sessions.ts).
          token.sid = await startSession(user.id, from);
        }
        return token;
      },
      // What /api/auth/session answers, and so what the public header shows (components/site/use-account.ts): the
      // account as it is now (name, email, profile picture), read under the same session check as every request.
      // An ended session or a deleted account answers {}, which next-auth's client reads as signed out.
      async session({ session, token }) {
        const user = token.sub ? await sessionAccount(token.sub, typeof token.sid === "string" ? token.sid : undefined) : null;
        if (!user) return {} as typeof session;
        return {
          ...session,
          user: { id: user.id, name: user.name, email: user.email, image: avatarUrl(user.id, user.avatarHash) },
        } as typeof session;
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === "string") await endSessionById(token.sid);
      },
    },
  };
}
