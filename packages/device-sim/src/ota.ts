import { createHash } from 'node:crypto';
import type { OtaCommand, OtaReply } from '@linli/contracts';

/**
 * The device side of an OTA upgrade (docs/fastbee.md "OTA"): on `/upgrade/set` it downloads the image
 * over HTTP, reports progress on `/upgrade/reply`, checks the SHA-256, "installs" and reports success with
 * its new version, then announces itself again on `/info/post` as a rebooted device would.
 */
export interface SimOtaOptions {
  /** Pause between progress reports in ms (so people can watch); 0 = as fast as messages go. */
  stepMs?: number;
  /** Damages the downloaded bytes so the checksum check fails (exercises the failure path). */
  corrupt?: boolean;
  /** Base for a download URL that is not absolute. */
  httpBase?: string;
}

export interface OtaDevice {
  reply(reply: OtaReply): Promise<void>;
  firmwareVersion(): number;
  setFirmwareVersion(version: number): void;
  /** Re-sends `/info/post` (after the "reboot"). */
  announce(): Promise<void>;
}

const PROGRESS_STEPS = [25, 50, 75, 100];

function parseCommand(text: string): OtaCommand | undefined {
  try {
    const body = JSON.parse(text) as Partial<OtaCommand>;
    if (typeof body.taskId !== 'number' || typeof body.downloadUrl !== 'string') return undefined;
    if (typeof body.version !== 'number' || typeof body.sha256 !== 'string') return undefined;
    return body as OtaCommand;
  } catch {
    return undefined;
  }
}

/** Returns the handler for `/upgrade/set` payloads. A command for a task already running is ignored. */
export function createOtaHandler(device: OtaDevice, options: SimOtaOptions = {}) {
  const stepMs = options.stepMs ?? 0;
  const pause = () => new Promise((resolve) => setTimeout(resolve, stepMs));
  const done = new Set<number>();
  let running: number | undefined;

  async function upgrade(command: OtaCommand): Promise<void> {
    const { taskId } = command;
    await device.reply({ taskId, status: 'downloading', progress: 0 });
    let image: Buffer;
    try {
      const response = await fetch(new URL(command.downloadUrl, options.httpBase));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      image = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      await device.reply({ taskId, status: 'failed', message: `download failed: ${String(error)}` });
      return;
    }
    for (const progress of PROGRESS_STEPS) {
      await pause();
      await device.reply({ taskId, status: 'downloading', progress });
    }
    if (options.corrupt && image.length > 0) image[0] = (image[0] ?? 0) ^ 0xff;
    const sha256 = createHash('sha256').update(image).digest('hex');
    if (sha256 !== command.sha256.toLowerCase()) {
      await device.reply({ taskId, status: 'failed', message: 'checksum mismatch' });
      return;
    }
    await device.reply({ taskId, status: 'installing', progress: 100 });
    await pause();
    await pause();
    device.setFirmwareVersion(command.version);
    await device.reply({ taskId, status: 'success', progress: 100, version: command.version });
    await device.announce();
  }

  return (text: string): void => {
    const command = parseCommand(text);
    if (!command || running === command.taskId || done.has(command.taskId)) return;
    running = command.taskId;
    void upgrade(command)
      .catch(() => device.reply({ taskId: command.taskId, status: 'failed', message: 'device error' }))
      .catch(() => {})
      .finally(() => {
        done.add(command.taskId);
        if (running === command.taskId) running = undefined;
      });
  };
}
