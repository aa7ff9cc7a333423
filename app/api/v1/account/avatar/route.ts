import { defineRoute, op } from "@/lib/api/handler";
import { AVATAR_RULES, removeAvatar, uploadAvatar } from "@/lib/accounts/avatar";
import { profileView } from "@/lib/accounts/profile";
import { MULTIPART_OVERHEAD } from "@/lib/catalog/assets";

// Settings → Public profile: the picture beside your name on product pages, cards and /sellers/<handle>
// (docs/catalog.md#seller-profiles).
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/account/avatar", {
  POST: op({
    operationId: "uploadAvatar",
    summary: 'Set your profile picture (multipart field "file"; PNG, JPEG or WebP up to 5 MB, checked by content; dashboard session)',
    description:
      "The image is cropped to a 256 px square and stored as WebP (only that copy is kept and served); the previous picture is removed. Anything that is not a PNG, JPEG or WebP by its content (an SVG, a PDF, a renamed file) is refused with 400 on file; over 5 MB, 413.",
    tags: ["Account"],
    auth: "session",
    upload: { maxBytes: AVATAR_RULES.maxBytes + MULTIPART_OVERHEAD },
    errors: ["FILE_UNAVAILABLE", "STORAGE_FULL"],
    response: profileView,
    handler: async ({ principal, form }) => uploadAvatar(principal.user.id, form?.get("file")),
  }),
  DELETE: op({
    operationId: "removeAvatar",
    summary: "Remove your profile picture: your initials are shown instead (dashboard session)",
    tags: ["Account"],
    auth: "session",
    response: profileView,
    handler: async ({ principal }) => removeAvatar(principal.user.id),
  }),
});
