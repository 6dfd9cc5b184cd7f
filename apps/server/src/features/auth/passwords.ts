import { hash, verify, type Algorithm } from '@node-rs/argon2';
import pLimit from 'p-limit';

// `Algorithm` is a const enum the bundler cannot inline across packages; 2 is its Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;

// OWASP's Argon2id setting: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** At most this many hashes at once (19 MiB each), so a login flood cannot exhaust memory. */
export const MAX_CONCURRENT_HASHES = 4;
const limit = pLimit(MAX_CONCURRENT_HASHES);

export const hashPassword = (password: string) => limit(() => hash(password, OPTIONS));

export const verifyPassword = (passwordHash: string, password: string) =>
  limit(() => verify(passwordHash, password).catch(() => false));

/** Verified against when the user does not exist, so timing does not reveal which accounts exist. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('Havhjælp-dummy-password-1!');
  return dummyHash;
}
