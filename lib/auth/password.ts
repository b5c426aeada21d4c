import "server-only";
import { hash, verify } from "@node-rs/argon2";

const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed hash never matches
  }
}

// Verifying against this keeps the timing of an unknown username like that of a known one.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("stepwise-timing-equaliser");
  return dummyHash;
}
