// Password hashing with argon2id (OWASP parameters: 19 MiB, 2 iterations, 1 lane).
import { hash, verify } from '@node-rs/argon2';

// 2 is Algorithm.Argon2id; the package declares it as an ambient const enum, which isolatedModules
// cannot read.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the account does not exist keeps the timing of a failed
// login the same whether or not the e-mail is known.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
