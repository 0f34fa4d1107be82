import { z } from 'zod';

/**
 * An alert's operational record (`GET /iot/alertLog/{id}/timeline`, docs/alerts.md "The record of an alert"):
 * raised; texted to whom (accounts by name, emergency contacts by masked phone) and what became of each
 * text; seen by whom; taken on (我来处理); escalated; handled, with the outcome and the note. Oldest first.
 */
export const ALERT_TIMELINE_KINDS = ['raised', 'texted', 'seen', 'claimed', 'escalated', 'handled'] as const;
export type AlertTimelineKind = (typeof ALERT_TIMELINE_KINDS)[number];

export const alertTimelineEntry = z.object({
  kind: z.enum(ALERT_TIMELINE_KINDS),
  /** null: a reading recorded before reading times were kept. */
  time: z.string().nullable(),
  /** Who: the person who saw, took on or handled it, the recipient of a text; '' for the system. */
  who: z.string(),
  /** Texts: 'sent', 'capped' (held back by the daily cap) or 'failed' (the gateway refused). */
  textStatus: z.enum(['sent', 'capped', 'failed']).optional(),
  /** Handled: 2 no processing needed, 3 processed, and the note written. */
  outcome: z.literal([2, 3]).optional(),
  note: z.string().optional(),
});
export type AlertTimelineEntry = z.infer<typeof alertTimelineEntry>;
