import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

function handler(req: Request, ctx: unknown) {
  return NextAuth(authOptions())(req, ctx);
}

export { handler as GET, handler as POST };
