import { describe, expect, it } from 'vitest';
import { isOverdue, myApplicationsQuery } from './applications.ts';

const TODAY = '2026-11-28';

describe('application rules shared by the server and the screens', () => {
  it('flags an application past its day while it still waits for the visit', () => {
    const waiting = { status: 'submitted' as const, preferredDate: '2026-11-27', scheduledDate: null };
    expect(isOverdue(waiting, TODAY)).toBe(true);
    expect(isOverdue({ ...waiting, status: 'accepted' }, TODAY)).toBe(true);
    expect(isOverdue({ ...waiting, preferredDate: TODAY }, TODAY)).toBe(false);
  });

  it('reads the scheduled day once there is one', () => {
    const scheduled = {
      status: 'scheduled' as const,
      preferredDate: '2026-11-01',
      scheduledDate: '2026-11-30',
    };
    expect(isOverdue(scheduled, TODAY)).toBe(false);
    expect(isOverdue({ ...scheduled, scheduledDate: '2026-11-27' }, TODAY)).toBe(true);
  });

  it('never flags one being served or closed', () => {
    for (const status of ['in_service', 'completed', 'rejected', 'cancelled'] as const) {
      expect(isOverdue({ status, preferredDate: '2026-01-01', scheduledDate: null }, TODAY)).toBe(false);
    }
  });

  it('lets a resident ask for their open applications of one project', () => {
    expect(myApplicationsQuery.parse({ open: 'true', projectId: '7' })).toMatchObject({
      open: true,
      projectId: 7,
    });
  });
});
