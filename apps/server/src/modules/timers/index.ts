export { ACTION_REPLY_SECONDS, type ActionOutcome, DeviceActionRunner } from './action-runner.ts';
export { TimersRepository } from './timers.repository.ts';
export { registerTimersRoutes } from './timers.routes.ts';
export { TIMER_JOB, TimersService } from './timers.service.ts';
