/** The rate limiter's fixed-window counters (listed in db/schema.ts `Database`). */
export interface RateCountersTable {
  key: string;
  window_start: string;
  count: number;
}
