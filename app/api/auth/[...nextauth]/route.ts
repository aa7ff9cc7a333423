import NextAuth from "next-auth";
import { clientIp } from "@/lib/api/client-ip";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/next-auth";
import { AUTH_MAX_BODY_BYTES, withBodyCap } from "@/lib/api/body-cap";

// next-auth reads a POST's body whole: it is read first through the counted stream, 413 past 64 KiB. The signing-in
// browser's User-Agent and IP go on its session row, for the sessions list in settings.
const handler = withBodyCap(AUTH_MAX_BODY_BYTES, (req: NextRequest, ctx: unknown) =>
  NextAuth(authOptions({ userAgent: req.headers.get("user-agent") ?? "", ip: clientIp(req) }))(req, ctx),
);

export { handler as GET, handler as POST };
