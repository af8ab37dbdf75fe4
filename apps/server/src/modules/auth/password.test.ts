import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and hash, salted per call', async () => {
    const first = await hashPassword('demo1234');
    const second = await hashPassword('demo1234');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('demo1234');
    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo12345', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses malformed or tampered hashes without throwing', async () => {
    const stored = await hashPassword('demo1234');
    const parts = stored.split('$');
    const tampered = [...parts.slice(0, 5), 'AAAA'].join('$');
    for (const value of ['', 'plain', 'bcrypt$1$2$3$4$5', tampered, stored.replace('16384', 'x')]) {
      expect(await verifyPassword('demo1234', value)).toBe(false);
    }
  });
});
