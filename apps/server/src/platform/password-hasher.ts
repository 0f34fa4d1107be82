import argon2 from 'argon2';

/** argon2id with OWASP's minimum memory cost by default; configurable through ARGON2_MEMORY_KIB. */
export class PasswordHasher {
  constructor(private readonly memoryCost: number) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: this.memoryCost,
      timeCost: 2,
      parallelism: 1,
    });
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) return false;
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
