/**
 * FastBee loads logs 10 at a time; the list keeps loading as it scrolls (reach-bottom,
 * docs/product.md "Loading and feedback").
 */
export const LOG_PAGE_SIZE = 15;

/** Latest N points, or a date range (`yyyy-mm-dd`, read in the centre's time zone by the server). */
export type HistoryRequest = { total: number } | { beginTime: string; endTime: string };
