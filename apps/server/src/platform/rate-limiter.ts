import { ErrorCode } from '@linli/contracts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';
import type { RateCounterRepository } from './rate-counter.repository.ts';

export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so every node of a scale-out sees the same counts and a
 * restart does not reset a lockout.
 */
export class RateLimiter {
  constructor(
    private readonly counters: RateCounterRepository,
    private readonly clock: Clock,
  ) {}

  /** Would one more hit be allowed? Counts nothing. */
  async check(key: string, rule: RateRule): Promise<RateDecision> {
    const now = this.clock.now();
    const counter = await this.counters.find(key);
    if (!counter || now.getTime() - counter.windowStart.getTime() >= rule.windowMs) {
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return this.decide(counter.windowStart, counter.count, rule, now);
  }

  /** Counts one hit (atomically: concurrent hits each get their own count) and says whether it was allowed. */
  async hit(key: string, rule: RateRule): Promise<RateDecision> {
    const now = this.clock.now();
    const counter = await this.counters.increment(key, now, new Date(now.getTime() - rule.windowMs));
    return this.decide(counter.windowStart, counter.count - 1, rule, now);
  }

  async reset(key: string): Promise<void> {
    await this.counters.delete(key);
  }

  private decide(windowStart: Date, countBefore: number, rule: RateRule, now: Date): RateDecision {
    if (countBefore < rule.limit) return { allowed: true, retryAfterSeconds: 0 };
    const retryMs = windowStart.getTime() + rule.windowMs - now.getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) };
  }
}

/** A lockout refused (too many wrong passwords): ACCOUNT_LOCKED, saying in how many minutes it lifts. */
export function refuseWhenLocked(decision: RateDecision): void {
  if (!decision.allowed)
    throw new AppError(ErrorCode.ACCOUNT_LOCKED, { minutes: Math.ceil(decision.retryAfterSeconds / 60) });
}
