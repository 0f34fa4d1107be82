import { ErrorCode, fastbeeApp } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { Actor } from '../devices/index.ts';
import { namesAPart, toLinliCommand } from './devices-command.ts';
import { toAppDetail, toAppRow, toAppRunningStatus } from './devices-presenter.ts';
import type { FastbeeAppServices } from './services.ts';
import { appPicture } from './shapes.ts';

const routes = fastbeeApp.devicesRoutes;

/** What /api answers for a device one may not see: the same "not found" as for one that does not exist. */
const deviceNotFound = () => new AppError(ErrorCode.DEVICE_NOT_FOUND);

/**
 * The FastBee app's device calls (apis/modules/device.js, runtime.js, product.js) on Linli's services, so
 * every check of /api holds: the device list, detail, running status, thing model, edit, delete, linking
 * by scan, the group picker, the product catalogue and control.
 */
export function registerDevicesRoutes(router: ApiRouter, container: FastbeeAppServices): void {
  const { devices, state, commands } = container.iot.devices;
  const { products } = container.iot;
  const { linking } = container.linking;

  /** A device by serial number, if the caller may see it; anyone else learns nothing (not found). */
  async function readableBySerial(actor: Actor, serialNumber: string) {
    const device = await devices.findBySerial(serialNumber);
    if (!device) throw deviceNotFound();
    return devices.requireAccess(actor, device.id, 'read');
  }

  router.handle(routes.shortList, async ({ user, query, request }) => {
    // The home's "全部" tab is group 0: every device, own and shared.
    const groupId = query.groupId ? query.groupId : undefined;
    const page = await devices.shortList(
      user,
      { pageNum: query.pageNum, pageSize: query.pageSize, groupId, deviceName: query.deviceName },
      request.language,
    );
    return { rows: page.rows.map(toAppRow), total: page.total };
  });

  router.handle(routes.listByGroup, async ({ user, query, request }) => {
    // Another person's `userId` lists nothing of theirs: the picker only ever offers the caller's devices.
    if (query.userId !== undefined && query.userId !== user.userId) return { rows: [], total: 0 };
    const page = await devices.ownShortList(user, query, request.language);
    const rows = page.rows.map((d) => ({
      deviceId: d.deviceId,
      deviceName: d.deviceName,
      serialNumber: d.serialNumber,
      disabled: false,
    }));
    return { rows, total: page.total };
  });

  router.handle(routes.runningStatus, async ({ user, query, request }) => ({
    data: toAppRunningStatus(await state.runningStatus(user, query.deviceId, request.language)),
  }));

  router.handle(routes.synchronization, async ({ user, params, request }) => {
    const device = await readableBySerial(user, params.serialNumber);
    return { data: toAppDetail(await devices.synchronize(user, device.id, request.language)) };
  });

  router.handle(routes.relateUser, async ({ user, body, request }) => {
    // FastBee links to whoever `userId` names; Linli links to the caller only, which is who the app names.
    if (body.userId !== undefined && body.userId !== user.userId) throw forbidden();
    await linking.relateUser(user, body, request.language);
  });

  router.handle(routes.detail, async ({ user, params, request }) => ({
    data: toAppDetail(await devices.detail(user, params.id, request.language)),
  }));

  router.handle(routes.update, ({ user, body }) => devices.update(user, body.deviceId, body));

  router.handle(routes.remove, ({ user, params }) => devices.remove(user, params.id));

  router.handle(routes.modelCache, async ({ params, request }) => ({
    // FastBee keeps the model as text and the app parses it (JSON.parse(res.data)).
    data: JSON.stringify(await products.localizedThingsModels(params.id, request.language)),
  }));

  router.handle(routes.productList, async ({ query, request }) => {
    const page = await products.shortList(query, request.language);
    return { ...page, rows: page.rows.map((row) => ({ ...row, imgUrl: appPicture(row.imgUrl) })) };
  });

  router.handle(routes.invoke, async ({ user, body }) => {
    const device = await readableBySerial(user, body.serialNumber);
    if (device.productId !== body.productId) throw deviceNotFound();
    const command = body.remoteCommand;
    const set = await products.thingsModels(device.productId);
    const remoteCommand = namesAPart(set, command)
      ? toLinliCommand(set, await state.values(user, device.id), command)
      : command;
    await commands.dispatch(user, { deviceId: device.id, identifier: body.identifier, remoteCommand });
  });
}
