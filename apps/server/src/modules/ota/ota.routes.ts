import {
  ErrorCode,
  FIRMWARE_MAX_BYTES,
  firmwareUploadFields,
  formatMessage,
  otaRoutes,
} from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { readMultipart } from '../../platform/multipart.ts';
import { parseInput } from '../../platform/validation.ts';
import type { Ota } from './index.ts';

export function registerOtaRoutes(router: ApiRouter, { firmware, upgrades }: Ota): void {
  router.handle(otaRoutes.latest, async ({ user, params, request }) => {
    const latest = await firmware.latestFor(user, params.id, request.language);
    return latest
      ? { data: latest }
      : { msg: formatMessage(request.language, ErrorCode.FIRMWARE_ALREADY_LATEST), data: null };
  });
  router.handle(otaRoutes.list, ({ query, request }) => firmware.list(query, request.language));
  router.handle(otaRoutes.upload, async ({ user, request }) => {
    const upload = await readMultipart(request, FIRMWARE_MAX_BYTES);
    const fields = parseInput(firmwareUploadFields, upload.fields);
    return { data: await firmware.upload(user.userId, fields, upload.file.buffer, request.language) };
  });
  router.handle(otaRoutes.remove, ({ params }) => firmware.remove(params.id));
  router.handle(otaRoutes.upgrade, async ({ user, body }) => ({ data: await upgrades.request(user, body) }));
  router.handle(otaRoutes.task, async ({ user, query }) => ({
    data: await upgrades.latest(user, query.deviceId),
  }));
}
