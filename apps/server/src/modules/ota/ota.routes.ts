import {
  ApiPath,
  ErrorCode,
  FIRMWARE_MAX_BYTES,
  firmwareListQuery,
  firmwareUploadFields,
  formatMessage,
  numericIdParams,
  otaTaskQuery,
  otaUpgradeBody,
} from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import { readMultipart } from '../../platform/multipart.ts';
import { parseInput } from '../../platform/validation.ts';
import type { Ota } from './index.ts';

const TAG = 'ota';

export function registerOtaRoutes(router: ApiRouter, { firmware, upgrades }: Ota): void {
  router.route(
    {
      method: 'GET',
      path: ApiPath.firmwareLatest,
      summary: "Newest firmware of the device's product, or 'already latest version'",
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params, request }) => {
      const latest = await firmware.latestFor(user, params.id, request.language);
      return latest
        ? { data: latest }
        : { msg: formatMessage(request.language, ErrorCode.FIRMWARE_ALREADY_LATEST), data: null };
    },
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.firmwareList,
      summary: 'Firmware of every product or of one (administrators)',
      tag: TAG,
      access: ['admin'],
      query: firmwareListQuery,
    },
    async ({ query, request }) => {
      const { rows, total } = await firmware.list(query, request.language);
      return table(rows, total);
    },
  );
  router.route(
    {
      method: 'POST',
      path: ApiPath.firmware,
      summary: 'Upload firmware (fields productId, version, firmwareName, remark; file)',
      tag: TAG,
      access: ['admin'],
      multipart: true,
    },
    async ({ user, request }) => {
      const upload = await readMultipart(request, FIRMWARE_MAX_BYTES);
      const fields = parseInput(firmwareUploadFields, upload.fields);
      return { data: await firmware.upload(user.userId, fields, upload.file.buffer, request.language) };
    },
  );
  router.route(
    {
      method: 'DELETE',
      path: ApiPath.firmwareById,
      summary: 'Delete a firmware and its file (administrators)',
      tag: TAG,
      access: ['admin'],
      params: numericIdParams,
    },
    async ({ params }) => {
      await firmware.remove(params.id);
    },
  );
  router.route(
    {
      method: 'POST',
      path: ApiPath.otaUpgrade,
      summary: 'Upgrade a device to a firmware (owner, or a shared user with the OTA permission)',
      tag: TAG,
      access: 'user',
      body: otaUpgradeBody,
    },
    async ({ user, body }) => ({ data: await upgrades.request(user, body) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.otaTask,
      summary: "A device's newest upgrade task with every state it went through",
      tag: TAG,
      access: 'user',
      query: otaTaskQuery,
    },
    async ({ user, query }) => ({ data: await upgrades.latest(user, query.deviceId) }),
  );
}
