// Password hashing with node's scrypt: `scrypt$N$r$p$salt$hash` (salt and hash base64url), compared in constant time.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's CPU and memory cost for new hashes; a stored hash keeps the cost it was made with. */
export const PASSWORD_COST = 16_384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function deriveKey(password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: cost, r: blockSize, p: parallelism, maxmem: 256 * cost * blockSize },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * `cost` is for the server's tests only, which hash and check demo passwords thousands of times (their players and
 * operators are made with a lower cost; the code path is the same). Everything the server stores uses PASSWORD_COST.
 */
export async function hashPassword(password: string, cost: number = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const PARAMETER = /^\d{1,7}$/;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  if (![cost, blockSize, parallelism].every((value) => value !== undefined && PARAMETER.test(value))) return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await deriveKey(
    password,
    Buffer.from(salt, 'base64url'),
    Number(cost),
    Number(blockSize),
    Number(parallelism),
  );
  return timingSafeEqual(actual, expected);
}
