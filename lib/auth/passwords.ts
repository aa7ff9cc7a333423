import bcrypt from "bcryptjs";

const COST = 10;
// A real hash of a random string: checked when no user matches so both paths cost the same time.
const DUMMY_HASH = bcrypt.hashSync("timing-equaliser-" + Math.random(), COST);

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && !!hash;
}
