import { argon2, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Password hashing with argon2id (DESIGN.md: scrypt or argon2id), from Node's own crypto. The cost is
 * OWASP's recommended minimum for argon2id (19 MiB, 2 passes, 1 lane). The parameters are stored in
 * the PHC string beside the hash, so they can be raised later without breaking stored hashes.
 */
const COST = { memory: 19_456, passes: 2, parallelism: 1 } as const;
const TAG_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: { memory: number; passes: number; parallelism: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2("argon2id", { message: password, nonce: salt, tagLength: TAG_LENGTH, ...cost }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return `$argon2id$v=19$m=${COST.memory},t=${COST.passes},p=${COST.parallelism}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, hash] = match;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a random password, checked when an email is unknown so that a login answers in the same
 * time whether or not the account exists (DESIGN.md, Login throttling).
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  return decoy;
}
