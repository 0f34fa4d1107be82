import {
  COMMAND_ORIGIN,
  type DeviceTimer,
  ErrorCode,
  RUN_RESULT,
  TIMER_STATUS,
  type TimerBody,
  type TimerListQuery,
  weekdayCron,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, refuses } from '../../platform/errors.ts';
import type { ScheduledRun, Scheduler } from '../../platform/scheduler.ts';
import type { Actor, DeviceRecord, Devices } from '../devices/index.ts';
import type { DeviceActionRunner } from './action-runner.ts';
import type { TimersRepository, TimerValues } from './timers.repository.ts';

export const TIMER_JOB = 'timer';

const notFound = () => new AppError(ErrorCode.TIMER_NOT_FOUND);

/**
 * The one a timer's actions run as. Roles add nothing here: they grant at most `read` on others' devices
 * (DeviceAccessService), and a timer needs `timer` and `control`.
 */
const creatorOf = (timer: Pick<DeviceTimer, 'userId'>): Actor => ({ userId: timer.userId, roles: [] });

/**
 * Device timers (docs/product.md "Timed tasks"; FastBee `/iot/job`, docs/fastbee.md "Timers"). A shared user
 * needs the `timer` permission to see or change a device's timers, and the actions are checked like commands
 * (each identifier must be controllable by the caller). Enabled timers are armed in the scheduler.
 */
export class TimersService {
  constructor(
    private readonly timers: TimersRepository,
    private readonly devices: Devices,
    private readonly runner: DeviceActionRunner,
    private readonly scheduler: Scheduler,
    private readonly clock: Clock,
  ) {
    scheduler.register(TIMER_JOB, {
      run: (job) => this.fire(job),
      misfired: (job) => this.timers.recordRun(job.refId, null, RUN_RESULT.misfired),
    });
  }

  private async withNext(timer: Omit<DeviceTimer, 'nextRunTime'>): Promise<DeviceTimer> {
    return { ...timer, nextRunTime: await this.scheduler.nextRunOf(TIMER_JOB, timer.jobId) };
  }

  /** The timer if the caller may manage timers of its device (owner, or a share with `timer`). */
  private async reachable(actor: Actor, id: number) {
    const timer = await this.timers.find(id);
    if (!timer) throw notFound();
    if (!(await this.devices.access.can(actor, timer.deviceId, 'read'))) throw notFound();
    await this.devices.devices.requireAccess(actor, timer.deviceId, 'timer');
    return timer;
  }

  /** The `timer` permission on the device, and each action the same as a command: known, writable, allowed, valid. */
  private async allowed(
    actor: Actor,
    deviceId: number,
    actions: TimerBody['actions'],
  ): Promise<DeviceRecord> {
    const device = await this.devices.devices.requireAccess(actor, deviceId, 'timer');
    await this.devices.commands.checkCommand(
      actor,
      device,
      Object.fromEntries(actions.map((a) => [a.id, a.value])),
    );
    return device;
  }

  private async values(actor: Actor, body: TimerBody): Promise<TimerValues> {
    const device = await this.allowed(actor, body.deviceId, body.actions);
    const advanced = body.isAdvance === 1;
    const weekdays = advanced ? [] : [...new Set(body.weekdays ?? [])].sort((a, b) => a - b);
    return {
      userId: actor.userId,
      deviceId: device.id,
      name: body.jobName,
      isAdvance: advanced ? 1 : 0,
      time: advanced ? '' : (body.time ?? ''),
      weekdays,
      cron: advanced
        ? (body.cronExpression ?? '').trim().replace(/\s+/g, ' ')
        : weekdayCron(body.time ?? '', weekdays),
      actions: body.actions,
      status: body.status,
      remark: body.remark,
    };
  }

  private async arm(id: number, values: Pick<TimerValues, 'status' | 'cron'>): Promise<void> {
    if (values.status === TIMER_STATUS.enabled) await this.scheduler.arm(TIMER_JOB, id, values.cron);
    else await this.scheduler.cancel(TIMER_JOB, id);
  }

  async list(actor: Actor, query: TimerListQuery) {
    const offset = (query.pageNum - 1) * query.pageSize;
    if (query.deviceId !== undefined)
      await this.devices.devices.requireAccess(actor, query.deviceId, 'timer');
    const { rows, total } = await this.timers.list(
      query.deviceId !== undefined ? { deviceId: query.deviceId } : { userId: actor.userId },
      offset,
      query.pageSize,
    );
    return { rows: await Promise.all(rows.map((r) => this.withNext(r))), total };
  }

  async get(actor: Actor, id: number): Promise<DeviceTimer> {
    return this.withNext(await this.reachable(actor, id));
  }

  async create(actor: Actor, body: TimerBody): Promise<{ jobId: number }> {
    const values = await this.values(actor, body);
    const id = await this.timers.insert(values, this.clock.now().toISOString());
    await this.arm(id, values);
    return { jobId: id };
  }

  async update(actor: Actor, id: number, body: TimerBody): Promise<void> {
    const timer = await this.reachable(actor, id);
    const values = await this.values(actor, body);
    // The creator stays the one the actions run as.
    await this.timers.update(id, { ...values, userId: timer.userId });
    await this.arm(id, values);
  }

  async changeStatus(actor: Actor, id: number, status: number): Promise<void> {
    const timer = await this.reachable(actor, id);
    // Switched on again, it runs as its creator: they must still be allowed (their share may have narrowed).
    if (status === TIMER_STATUS.enabled) await this.allowed(creatorOf(timer), timer.deviceId, timer.actions);
    await this.timers.setStatus(id, status);
    await this.arm(id, { status, cron: timer.cronExpression });
  }

  /**
   * A user's share of a device narrowed or ended ('share.narrowed'): each of their enabled timers on it that
   * they could no longer save is paused, rather than failing FORBIDDEN at every run. Answers the paused ids.
   */
  async pauseNoLongerAllowed(userId: number, deviceId: number): Promise<number[]> {
    const { rows } = await this.timers.list({ userId, deviceId }, 0, Number.MAX_SAFE_INTEGER);
    const paused: number[] = [];
    for (const timer of rows.filter((t) => t.status === TIMER_STATUS.enabled)) {
      if (!(await refuses(this.allowed(creatorOf(timer), deviceId, timer.actions)))) continue;
      await this.timers.setStatus(timer.jobId, TIMER_STATUS.paused);
      await this.scheduler.cancel(TIMER_JOB, timer.jobId);
      paused.push(timer.jobId);
    }
    return paused;
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.reachable(actor, id);
    await this.scheduler.cancel(TIMER_JOB, id);
    await this.timers.delete(id);
  }

  /** Runs the timer's actions once now (FastBee `PUT /iot/job/run`); answers what came of it. */
  async runNow(actor: Actor, id: number): Promise<{ result: string }> {
    await this.reachable(actor, id);
    return { result: await this.execute(id) };
  }

  private async fire(job: ScheduledRun): Promise<void> {
    await this.execute(job.refId);
  }

  private async execute(id: number): Promise<string> {
    const timer = await this.timers.find(id);
    if (!timer) return RUN_RESULT.failed;
    const outcome = await this.runner.run(timer.userId, timer.deviceId, timer.actions, {
      kind: COMMAND_ORIGIN.timer,
      name: timer.jobName,
    });
    const result = outcome.ok ? RUN_RESULT.ok : `${RUN_RESULT.failed}:${outcome.result}`;
    await this.timers.recordRun(id, this.clock.now().toISOString(), result);
    return result;
  }

  /** Re-arms every enabled timer whose job row is missing (e.g. a database restored without them). */
  async rearm(): Promise<void> {
    for (const t of await this.timers.enabledIds()) {
      if (!(await this.scheduler.nextRunOf(TIMER_JOB, t.id)))
        await this.scheduler.arm(TIMER_JOB, t.id, t.cron);
    }
  }
}
