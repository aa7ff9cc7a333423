import { defineRoute, op } from "@/lib/api/handler";
import { profileInput } from "@/lib/accounts/account-forms";
import { getProfile, profileView, updateProfile } from "@/lib/accounts/profile";

// Settings → Public profile: the name, handle and bio buyers see (docs/catalog.md#seller-profiles).
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/account/profile", {
  GET: op({
    operationId: "getProfile",
    summary: "Your public profile: name, handle and bio (dashboard session)",
    tags: ["Account"],
    auth: "session",
    response: profileView,
    handler: async ({ principal }) => getProfile(principal.user.id),
  }),
  PATCH: op({
    operationId: "updateProfile",
    summary: "Change your name, handle or bio (dashboard session)",
    description:
      "Any of the three. A handle is 3 to 30 lowercase letters, digits and single hyphens, not a reserved word, and not another seller's (400 on handle).",
    tags: ["Account"],
    auth: "session",
    body: profileInput,
    response: profileView,
    handler: async ({ principal, body }) => updateProfile(principal.user.id, body),
  }),
});
