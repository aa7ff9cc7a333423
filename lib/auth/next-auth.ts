import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { endSessionById, SESSION_MAX_AGE_SECONDS, startSession, type SessionClient } from "@/lib/auth/sessions";
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
      session({ session, token }) {
        if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
        return session;
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === "string") await endSessionById(token.sid);
      },
    },
  };
}
