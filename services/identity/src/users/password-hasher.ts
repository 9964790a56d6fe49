import { Injectable } from '@nestjs/common';
import { RpcError } from '@crema/messaging';
import { WorkGate, WorkGateFullError } from '@crema/work-gate';
import { argon2id, hash, verify } from 'argon2';
import { randomBytes } from 'node:crypto';

/**
 * argon2id hashing, plus a decoy verification so unknown usernames take as long as wrong passwords.
 * Every hash and verification passes through one gate (PASSWORD_HASH_CONCURRENCY at once, a bounded
 * queue): a burst cannot take every core and all of libuv's threads, and past the queue's bound it
 * is refused (503, Retry-After). New hashes (registration, reset, change) may fill only half the
 * queue, so a flood of registrations leaves logins' verifications room to wait their (bounded) turn.
 */
@Injectable()
export class PasswordHasher {
  private decoyHash: Promise<string> | undefined;

  private readonly hashQueueLimit: number;

  constructor(private readonly gate: WorkGate) {
    this.hashQueueLimit = Math.floor(gate.queueLimit / 2);
  }

  hash(password: string): Promise<string> {
    return this.gated(() => hash(password, { type: argon2id }), this.hashQueueLimit);
  }

  async verify(encoded: string, password: string): Promise<boolean> {
    return this.gated(async () => {
      try {
        return await verify(encoded, password);
      } catch {
        // A malformed stored hash must read as a failed login, never as an error.
        return false;
      }
    });
  }

  /** Spends the same work as a real verification against a hash nobody knows the password of. */
  async verifyDecoy(password: string): Promise<void> {
    this.decoyHash ??= this.hash(randomBytes(32).toString('base64url'));
    await this.verify(await this.decoyHash, password);
  }

  private async gated<T>(work: () => Promise<T>, queueLimit?: number): Promise<T> {
    try {
      return await this.gate.run(work, queueLimit === undefined ? {} : { queueLimit });
    } catch (error) {
      if (error instanceof WorkGateFullError) {
        throw RpcError.busy('The service is busy. Please try again in a moment.', error.retryAfterSeconds);
      }
      throw error;
    }
  }
}
