/** What other features may use of the timers feature: the schedule a scene's timing trigger shares. */
export { ScheduleFields } from './components/ScheduleFields.tsx';
export { newSchedule, type ScheduleDraft, scheduleBody } from './schedule.ts';
