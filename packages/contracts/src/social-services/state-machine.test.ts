import { describe, expect, it } from 'vitest';
import {
  APPLICATION_ACTIONS,
  APPLICATION_STATUSES,
  type ApplicationAction,
  type ApplicationActor,
  type ApplicationStatus,
  allowedActions,
  canRate,
  transition,
} from './state-machine.ts';

/** The whole table, written out: every (status, action) pair that is allowed, and where it leads. */
const ALLOWED: Record<string, ApplicationStatus> = {
  'submitted:accept': 'accepted',
  'submitted:reject': 'rejected',
  'submitted:cancel': 'cancelled',
  'accepted:schedule': 'scheduled',
  'accepted:reject': 'rejected',
  'accepted:cancel': 'cancelled',
  'scheduled:schedule': 'scheduled',
  'scheduled:start': 'in_service',
  'scheduled:reject': 'rejected',
  'scheduled:cancel': 'cancelled',
  'in_service:complete': 'completed',
};

const actorOf = (action: ApplicationAction): ApplicationActor =>
  action === 'cancel' ? 'applicant' : 'staff';

describe('application state machine', () => {
  for (const from of APPLICATION_STATUSES) {
    for (const action of APPLICATION_ACTIONS) {
      const expected = ALLOWED[`${from}:${action}`];
      it(`${from} --${action}--> ${expected ?? 'refused'}`, () => {
        const result = transition(from, action, actorOf(action));
        if (expected) expect(result).toMatchObject({ ok: true, to: expected });
        else expect(result.ok).toBe(false);
      });
    }
  }

  it('refuses an action taken by the wrong kind of actor', () => {
    expect(transition('submitted', 'accept', 'applicant')).toEqual({ ok: false, reason: 'wrong_actor' });
    expect(transition('submitted', 'cancel', 'staff')).toEqual({ ok: false, reason: 'wrong_actor' });
  });

  it('tells a resident when it is too late to cancel', () => {
    expect(transition('in_service', 'cancel', 'applicant')).toEqual({ ok: false, reason: 'too_late' });
    expect(transition('completed', 'cancel', 'applicant')).toEqual({ ok: false, reason: 'too_late' });
    expect(transition('rejected', 'cancel', 'applicant')).toEqual({ ok: false, reason: 'not_allowed' });
  });

  it('takes a place on accept and gives it back on reject or cancel after acceptance', () => {
    expect(transition('submitted', 'accept', 'staff')).toMatchObject({ seatDelta: -1 });
    expect(transition('accepted', 'schedule', 'staff')).toMatchObject({ seatDelta: 0 });
    expect(transition('in_service', 'complete', 'staff')).toMatchObject({ seatDelta: 0 });
    expect(transition('scheduled', 'reject', 'staff')).toMatchObject({ seatDelta: 1 });
    expect(transition('accepted', 'cancel', 'applicant')).toMatchObject({ seatDelta: 1 });
    expect(transition('submitted', 'cancel', 'applicant')).toMatchObject({ seatDelta: 0 });
  });

  it('lists the actions each side may take', () => {
    expect(allowedActions('submitted', 'staff')).toEqual(['accept', 'reject']);
    expect(allowedActions('scheduled', 'staff')).toEqual(['schedule', 'start', 'reject']);
    expect(allowedActions('scheduled', 'applicant')).toEqual(['cancel']);
    expect(allowedActions('in_service', 'applicant')).toEqual([]);
    expect(allowedActions('completed', 'staff')).toEqual([]);
  });

  it('lets a completed service be rated once', () => {
    expect(canRate('completed', false)).toBe(true);
    expect(canRate('completed', true)).toBe(false);
    expect(canRate('in_service', false)).toBe(false);
  });
});
