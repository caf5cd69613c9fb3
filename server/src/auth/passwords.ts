import { hash, verify } from '@node-rs/argon2';

// Argon2id (algorithm 2; the package's Algorithm enum is an ambient const enum), OWASP's m=19 MiB, t=2, p=1.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A fixed hash to verify against when the user does not exist, so both paths cost the same. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
