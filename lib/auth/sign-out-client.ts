import { signOut } from "next-auth/react";

/**
 * Signs out and goes home on the origin the browser is on. next-auth would send the browser to the URL it builds
 * from NEXTAUTH_URL, which is http://localhost:3000 when that is unset, whatever site the user was on.
 */
export async function signOutHome(): Promise<void> {
  await signOut({ redirect: false });
  // A full load: every client cache of the signed-in user goes with it.
  window.location.assign(new URL("/", window.location.href));
}
