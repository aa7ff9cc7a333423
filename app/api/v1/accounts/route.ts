import { defineRoute, publicOp } from "@/lib/api/handler";
import { created } from "@/lib/api/envelope";
import { createUser, newAccountResponse, signUpInput } from "@/lib/accounts/users";

// Sign-up: the dashboard's form posts here, then signs in through next-auth's credentials provider.
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/accounts", {
  POST: publicOp({
    operationId: "signUp",
    summary: "Create an account (sign-up); no authentication",
    tags: ["Account"],
    body: signUpInput,
    response: newAccountResponse,
    successStatus: 201,
    handler: async ({ body }) => created(await createUser(body)),
  }),
});
