import { z } from 'zod';
import { rowId } from '../common/row-id.ts';

/**
 * The OTA messages of FastBee's firmware generations (docs/devices.md "OTA"); Linli's own are OtaCommand and
 * otaReply (schemas.ts). Which one a device gets follows its product's `otaProtocol`.
 */

/**
 * `/{pid}/{sn}/ota/get` to SDK firmware (FastBee sdk/Arduino User.cpp `mqttCallback`, which reads `version`
 * and `downloadUrl`). The firmware answers nothing: the upgrade is done when the device, restarted, reports
 * the new `firmwareVersion` on `/info/post`.
 */
export interface FastBeeV1OtaCommand {
  version: number;
  downloadUrl: string;
}

/**
 * PRO's upgrade status codes (`OTAUpgrade`): what `status` means in the HTTP upgrade command and in the
 * device's reply. 0 waiting, 1 sent, 2 received (downloading), 3 success, 4 and above a failure (4 failed,
 * the rest stopped or failed at a given step).
 */
export const FASTBEE_UPGRADE_STATUS = { waiting: 0, sent: 1, received: 2, success: 3, failed: 4 } as const;

/**
 * `/{sn}/http/upgrade/set` to FastBee-Arduino firmware, as PRO sends it (`upGradeOTA`: taskId, url,
 * version, status 1 sent). `version` is a number for a FastBee decimal and dotted text for a dotted version,
 * the way that firmware writes its own.
 */
export interface FastBeeHttpUpgradeCommand {
  taskId: number;
  url: string;
  version: number | string;
  status: typeof FASTBEE_UPGRADE_STATUS.sent;
}

/**
 * `/{sn}/http/upgrade/reply` from the device, as PRO reads it (`OtaReplyMessage`: taskId, version, status,
 * progress). FastBee-Arduino subscribes to the command and declares this topic but sends nothing on it
 * (its MQTT upgrade action does nothing yet, src/core/PeriphExecExecutor.cpp `ACTION_SYS_OTA`, so the
 * upgrade ends when the device reports the new version on `/info/post`); firmware
 * that does send it is heard.
 */
export const fastBeeUpgradeReply = z.object({
  taskId: rowId,
  status: z.coerce.number().int().min(0).max(99),
  progress: z.coerce.number().min(0).max(100).optional(),
  version: z.union([z.number(), z.string().max(32)]).optional(),
});
export type FastBeeUpgradeReply = z.infer<typeof fastBeeUpgradeReply>;
