import { newId } from "@/lib/ids";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it is a plain token, else a new one: every answer carries one. */
export function requestIdOf(req: Request): string {
  const given = req.headers.get("x-request-id");
  return given && REQUEST_ID.test(given) ? given : newId("req", 20);
}
