import { Injectable } from '@nestjs/common';
import { argon2id, hash, verify } from 'argon2';
import { randomBytes } from 'node:crypto';

/** argon2id hashing, plus a decoy verification so unknown usernames take as long as wrong passwords. */
@Injectable()
export class PasswordHasher {
  private decoyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password, { type: argon2id });
  }

  async verify(encoded: string, password: string): Promise<boolean> {
    try {
      return await verify(encoded, password);
    } catch {
      // A malformed stored hash must read as a failed login, never as an error.
      return false;
    }
  }

  /** Spends the same work as a real verification against a hash nobody knows the password of. */
  async verifyDecoy(password: string): Promise<void> {
    this.decoyHash ??= this.hash(randomBytes(32).toString('base64url'));
    await this.verify(await this.decoyHash, password);
  }
}
