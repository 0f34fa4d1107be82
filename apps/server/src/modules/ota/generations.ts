import {
  buildSerialTopic,
  buildTopic,
  FASTBEE_UPGRADE_STATUS,
  type FastBeeHttpUpgradeCommand,
  type FastBeeV1OtaCommand,
  fastBeeUpgradeReply,
  isDottedVersion,
  type OtaCommand,
  type OtaProtocol,
  type OtaReply,
  otaReply,
  readVersion,
  SERIAL_OTA_TOPICS,
  Topic,
  topicMatches,
  versionText,
} from '@linli/contracts';
import type { FirmwareRecord, TaskRecord } from './ota.repository.ts';

/**
 * How each firmware generation takes an upgrade (docs/devices.md "OTA"; the product's `otaProtocol` says
 * which a device speaks):
 *
 * | generation | command | progress and outcome |
 * | --- | --- | --- |
 * | `linli` | `/{pid}/{sn}/upgrade/set` OtaCommand (URL, SHA-256, size) | `/{pid}/{sn}/upgrade/reply` otaReply |
 * | `fastbee-v1` | `/{pid}/{sn}/ota/get` `{version, downloadUrl}` (FastBee sdk/Arduino User.cpp) | none |
 * | `fastbee-arduino` | `/{sn}/http/upgrade/set` `{taskId, url, version, status}` (PRO `upGradeOTA`) | `/{sn}/http/upgrade/reply` if the firmware sends it |
 *
 * Where a generation answers nothing, the upgrade succeeds when the device, restarted, reports the new
 * version on `/info/post` (UpgradeService.deviceAnnounced), as PRO judges it.
 */

interface DeviceTopics {
  productId: number;
  serialNumber: string;
}

/** The topic a device of this generation takes its upgrade command on. */
export function commandTopic(protocol: OtaProtocol, device: DeviceTopics): string {
  switch (protocol) {
    case 'fastbee-v1':
      return buildTopic(device.productId, device.serialNumber, Topic.otaGet);
    case 'fastbee-arduino':
      return buildSerialTopic(device.serialNumber, SERIAL_OTA_TOPICS.httpSet);
    case 'linli':
      return buildTopic(device.productId, device.serialNumber, Topic.upgradeSet);
  }
}

/** Whether a device subscribing to these filters now hears its upgrade command. */
export function listensForCommand(protocol: OtaProtocol, device: DeviceTopics, filters: readonly string[]) {
  const command = commandTopic(protocol, device);
  return filters.some((filter) => topicMatches(filter, command));
}

/** The command's payload in this generation's words. */
export function commandPayload(
  protocol: OtaProtocol,
  task: TaskRecord,
  firmware: FirmwareRecord,
  downloadUrl: string,
): string {
  switch (protocol) {
    case 'fastbee-v1': {
      const command: FastBeeV1OtaCommand = { version: firmware.version, downloadUrl };
      return JSON.stringify(command);
    }
    case 'fastbee-arduino': {
      const version = isDottedVersion(firmware.version) ? versionText(firmware.version) : firmware.version;
      const command: FastBeeHttpUpgradeCommand = {
        taskId: task.id,
        url: downloadUrl,
        version,
        status: FASTBEE_UPGRADE_STATUS.sent,
      };
      return JSON.stringify(command);
    }
    case 'linli': {
      const command: OtaCommand = {
        taskId: task.id,
        firmwareId: firmware.id,
        version: firmware.version,
        downloadUrl,
        sha256: firmware.sha256,
        byteSize: firmware.byteSize,
      };
      return JSON.stringify(command);
    }
  }
}

/**
 * A device's reply in Linli's terms; undefined when it is not one, or says nothing new (FastBee's
 * "waiting" and "sent" echo what the server already knows).
 */
export function readReply(protocol: OtaProtocol, payload: unknown): OtaReply | undefined {
  if (protocol === 'linli') {
    const parsed = otaReply.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  }
  const parsed = fastBeeUpgradeReply.safeParse(payload);
  if (!parsed.success) return undefined;
  const { taskId, status, progress } = parsed.data;
  switch (status) {
    case FASTBEE_UPGRADE_STATUS.waiting:
    case FASTBEE_UPGRADE_STATUS.sent:
      return undefined;
    case FASTBEE_UPGRADE_STATUS.received:
      return { taskId, status: 'downloading', ...(progress !== undefined && { progress }) };
    case FASTBEE_UPGRADE_STATUS.success: {
      const version = readVersion(parsed.data.version);
      return { taskId, status: 'success', ...(version !== undefined && { version }) };
    }
    default:
      return { taskId, status: 'failed', message: `FastBee upgrade status ${status}` };
  }
}
