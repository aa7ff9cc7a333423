import { z } from "zod";

// Response schemas every domain's operations share, for the OpenAPI document.

export const deletedView = z.strictObject({ id: z.string(), deleted: z.literal(true) });

/** The bytes of a file response (downloads, images, receipts). */
export const fileBody = z.string().meta({ format: "binary" });
