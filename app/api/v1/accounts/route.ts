import { defineRoute, publicOp } from "@/lib/api/handler";
import { accepted } from "@/lib/api/envelope";
import { clientIp } from "@/lib/api/client-ip";
import { signUp, signUpInput, signUpResponse } from "@/lib/accounts/users";

// Sign-up: the same 202 answer whether or not the address is taken (a taken one gets a mail instead). The
// dashboard's form posts here, then signs in through next-auth's credentials provider.
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/accounts", {
  POST: publicOp({
    operationId: "signUp",
    summary: "Create an account (sign-up); the same answer whether or not the address is taken; no authentication",
    description:
      "Answers 202 with the same message whether or not an account has the address: a new address gets an account and a " +
      "confirmation link, a taken one a mail to its owner. SIGNUP_PER_IP_PER_HOUR sign-ups an hour per IP (RATE_LIMIT_EXCEEDED beyond).",
    tags: ["Account"],
    errors: ["RATE_LIMIT_EXCEEDED"],
    body: signUpInput,
    response: signUpResponse,
    successStatus: 202,
    handler: async ({ body, req }) => accepted(await signUp(body, clientIp(req))),
  }),
});
