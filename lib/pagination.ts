import { z } from "zod";

/** Pages past this are refused rather than turned into an offset the database cannot take. */
export const MAX_PAGE = 100_000;
export const MAX_LIMIT = 100;

const integer = (min: number, max: number, def: number) =>
  z.coerce
    .number({ error: "Must be an integer" })
    .int("Must be an integer")
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`)
    .default(def);

/** `page` and `limit` of every paginated list (docs/api.md#pagination: page defaults to 1, limit to 20, at most 100). */
export const pageFields = {
  page: integer(1, MAX_PAGE, 1).meta({ description: "Page number, from 1" }),
  limit: integer(1, MAX_LIMIT, 20).meta({ description: `Items per page, at most ${MAX_LIMIT}` }),
};

export const pageQuery = z.object(pageFields);
