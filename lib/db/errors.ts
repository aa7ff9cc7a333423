/** Prisma's unique-constraint violation (P2002), e.g. the loser of two concurrent inserts of one key. */
export const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === "P2002";
