import { z } from 'zod';
import { defineRoute, defineUploadRoute, idParams, noData, tableOf, withData } from '../common/route.ts';
import { otaPaths } from './paths.ts';
import { firmwareListQuery, otaTask, otaTaskQuery, otaUpgradeBody, productFirmware } from './schemas.ts';

const tag = 'ota';

/**
 * Firmware and OTA upgrades (docs/product.md "Firmware upgrade", docs/fastbee.md "OTA"): administrators manage
 * firmware per product; a device's owner, or a shared user with the `ota` permission, upgrades it.
 */
export const otaRoutes = {
  latest: defineRoute({
    method: 'GET',
    path: otaPaths.firmwareLatest,
    summary: "Newest firmware of the device's product, or 'already latest version'",
    tag,
    access: 'user',
    params: idParams,
    // data null when the device is current; the answer's own msg then says 'already latest version'
    // (FIRMWARE_ALREADY_LATEST, packages/contracts/src/ota/errors.ts).
    response: z.object({ data: productFirmware.nullable(), msg: z.string().optional() }),
  }),
  list: defineRoute({
    method: 'GET',
    path: otaPaths.firmwareList,
    summary: 'Firmware of every product or of one (administrators)',
    tag,
    access: ['admin'],
    query: firmwareListQuery,
    response: tableOf(productFirmware),
  }),
  upload: defineUploadRoute({
    method: 'POST',
    path: otaPaths.firmware,
    summary: 'Upload firmware (fields productId, version, firmwareName, remark; file)',
    tag,
    access: ['admin'],
    // Fields firmwareUploadFields beside the file, read by the handler.
    multipart: { file: 'file' },
    response: withData(productFirmware),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: otaPaths.firmwareById,
    summary: 'Delete a firmware and its file (administrators)',
    tag,
    access: ['admin'],
    params: idParams,
    response: noData,
  }),
  upgrade: defineRoute({
    method: 'POST',
    path: otaPaths.otaUpgrade,
    summary: 'Upgrade a device to a firmware (owner, or a shared user with the OTA permission)',
    tag,
    access: 'user',
    body: otaUpgradeBody,
    response: withData(otaTask),
  }),
  task: defineRoute({
    method: 'GET',
    path: otaPaths.otaTask,
    summary: "A device's newest upgrade task with every state it went through",
    tag,
    access: 'user',
    query: otaTaskQuery,
    // null before the device's first upgrade.
    response: withData(otaTask.nullable()),
  }),
};
