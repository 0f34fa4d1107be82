import { type DeviceTimer, WEEKDAYS } from '@linli/contracts';

/** Time + weekdays (isAdvance 0) or CRON (isAdvance 1), as the timer form and the timing trigger edit it. */
export interface ScheduleDraft {
  isAdvance: 0 | 1;
  time: string;
  weekdays: number[];
  cronExpression: string;
}

export const newSchedule = (): ScheduleDraft => ({
  isAdvance: 0,
  time: '08:00',
  weekdays: [...WEEKDAYS],
  cronExpression: '',
});

/** The schedule part as the contracts expect it: time + weekdays, or a CRON expression. */
export function scheduleBody(s: ScheduleDraft) {
  return s.isAdvance === 1
    ? { isAdvance: 1 as const, cronExpression: s.cronExpression.trim() }
    : { isAdvance: 0 as const, time: s.time, weekdays: [...s.weekdays].sort((a, b) => a - b) };
}

export function timerSchedule(
  timer: Pick<DeviceTimer, 'isAdvance' | 'time' | 'weekdays' | 'cronExpression'>,
) {
  return {
    isAdvance: timer.isAdvance,
    time: timer.time || '08:00',
    weekdays: timer.weekdays ?? [],
    cronExpression: timer.isAdvance === 1 ? timer.cronExpression : '',
  } satisfies ScheduleDraft;
}
