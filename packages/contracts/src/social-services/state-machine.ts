/**
 * The one state machine of a service demand application. Pure: the server applies it to stored
 * applications, the web uses it to show only the buttons the server would accept.
 *
 *   submitted --accept--> accepted --schedule--> scheduled --start--> in_service --complete--> completed
 *       |                    |                     |  ^ schedule (reschedule)
 *       +--reject--> rejected <--reject------------+
 *   submitted / accepted / scheduled --cancel (applicant)--> cancelled
 */
export const APPLICATION_STATUSES = [
  'submitted',
  'accepted',
  'scheduled',
  'in_service',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_ACTIONS = ['accept', 'schedule', 'start', 'complete', 'reject', 'cancel'] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

/** Who acts: the resident who applied, or a social worker of the centre (staff or admin role). */
export const APPLICATION_ACTORS = ['applicant', 'staff'] as const;
export type ApplicationActor = (typeof APPLICATION_ACTORS)[number];

interface Transition {
  from: readonly ApplicationStatus[];
  to: ApplicationStatus;
  by: ApplicationActor;
}

export const APPLICATION_TRANSITIONS: Record<ApplicationAction, Transition> = {
  accept: { from: ['submitted'], to: 'accepted', by: 'staff' },
  schedule: { from: ['accepted', 'scheduled'], to: 'scheduled', by: 'staff' },
  start: { from: ['scheduled'], to: 'in_service', by: 'staff' },
  complete: { from: ['in_service'], to: 'completed', by: 'staff' },
  reject: { from: ['submitted', 'accepted', 'scheduled'], to: 'rejected', by: 'staff' },
  cancel: { from: ['submitted', 'accepted', 'scheduled'], to: 'cancelled', by: 'applicant' },
};

/** Still being handled: a second application for the same project is refused while one is open. */
export const OPEN_STATUSES: readonly ApplicationStatus[] = [
  'submitted',
  'accepted',
  'scheduled',
  'in_service',
];
export const FINAL_STATUSES: readonly ApplicationStatus[] = ['completed', 'rejected', 'cancelled'];

/**
 * Statuses that hold one of the project's places. A place is taken when staff accept and given back when
 * an accepted or scheduled application is rejected or cancelled; a completed service keeps its place
 * (the capacity is the number of people the project serves in its term).
 */
export const SEAT_STATUSES: readonly ApplicationStatus[] = [
  'accepted',
  'scheduled',
  'in_service',
  'completed',
];

export type TransitionResult =
  | { ok: true; to: ApplicationStatus; seatDelta: -1 | 0 | 1 }
  | { ok: false; reason: 'wrong_actor' | 'not_allowed' | 'too_late' };

export function isOpenStatus(status: ApplicationStatus): boolean {
  return OPEN_STATUSES.includes(status);
}

export function holdsSeat(status: ApplicationStatus): boolean {
  return SEAT_STATUSES.includes(status);
}

/** What happens when `actor` takes `action` on an application in `from`. */
export function transition(
  from: ApplicationStatus,
  action: ApplicationAction,
  actor: ApplicationActor,
): TransitionResult {
  const rule = APPLICATION_TRANSITIONS[action];
  if (rule.by !== actor) return { ok: false, reason: 'wrong_actor' };
  if (!rule.from.includes(from)) {
    // Cancelling once the service is under way is its own refusal, so the resident is told why.
    const tooLate = action === 'cancel' && (from === 'in_service' || from === 'completed');
    return { ok: false, reason: tooLate ? 'too_late' : 'not_allowed' };
  }
  const seatDelta = (Number(holdsSeat(from)) - Number(holdsSeat(rule.to))) as -1 | 0 | 1;
  return { ok: true, to: rule.to, seatDelta };
}

/** The actions `actor` may take now, in the order a screen shows them. */
export function allowedActions(status: ApplicationStatus, actor: ApplicationActor): ApplicationAction[] {
  return APPLICATION_ACTIONS.filter((action) => transition(status, action, actor).ok);
}

/** A resident rates a completed service once. */
export function canRate(status: ApplicationStatus, alreadyRated: boolean): boolean {
  return status === 'completed' && !alreadyRated;
}
