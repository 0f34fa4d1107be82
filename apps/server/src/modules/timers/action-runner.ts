import { type CommandOrigin, ErrorCode, type InvokeBody, type Role } from '@linli/contracts';
import { AppError } from '../../platform/errors.ts';
import type { Devices } from '../devices/index.ts';

export interface ActionOutcome {
  ok: boolean;
  /** 'replied' / 'shadow' when sent, else the refusal's error code (DEVICE_OFFLINE, FORBIDDEN…). */
  result: string;
  detail: string;
}

/** Seconds a timer or scene waits for a device to echo a command before calling it a timeout. */
export const ACTION_REPLY_SECONDS = 5;

/**
 * Sends property/function values to a device on behalf of the user who set up the timer or scene,
 * through the devices module's commands service: the same access checks (a share revoked since stops
 * the action), the same value checks, the same command log and shadow handling as a tap in the app.
 */
export class DeviceActionRunner {
  constructor(
    private readonly devices: Devices,
    private readonly users: { findById(id: number): Promise<{ roles: Role[] } | undefined> },
  ) {}

  async run(
    userId: number,
    deviceId: number,
    values: { id: string; value: string }[],
    /** The timer or scene acting: the command log says so (who or what changed this). */
    origin: CommandOrigin,
  ): Promise<ActionOutcome> {
    const user = await this.users.findById(userId);
    if (!user) return { ok: false, result: ErrorCode.USER_NOT_FOUND, detail: '' };
    const body: InvokeBody = {
      deviceId,
      identifier: values[0]?.id ?? '',
      remoteCommand: Object.fromEntries(values.map((v) => [v.id, v.value])),
      timeOut: ACTION_REPLY_SECONDS,
    } as InvokeBody;
    try {
      const reply = await this.devices.commands.invoke({ userId, roles: user.roles }, body, origin);
      return { ok: true, result: reply.result, detail: reply.messageId };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, result: error.errorCode, detail: '' };
      return { ok: false, result: ErrorCode.INTERNAL, detail: String(error) };
    }
  }
}
