import { devicesRoutes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { Devices } from './index.ts';

export function registerDevicesRoutes(router: ApiRouter, { devices, state, commands }: Devices): void {
  router.handle(devicesRoutes.shortList, ({ user, query, request }) =>
    devices.shortList(user, query, request.language),
  );
  router.handle(devicesRoutes.listByGroup, ({ user, query, request }) =>
    devices.listByGroup(user, query, request.language),
  );
  router.handle(devicesRoutes.runningStatus, async ({ user, query, request }) => ({
    data: await state.runningStatus(user, query.deviceId, request.language),
  }));
  router.handle(devicesRoutes.thingsModels, ({ user, query, request }) =>
    state.listThingsModel(user, query, request.language),
  );
  router.handle(devicesRoutes.connectData, async ({ user, query }) => ({
    data: await devices.mqttConnectData(user, query.deviceId),
  }));
  router.handle(devicesRoutes.values, async ({ user, params }) => ({
    data: await state.values(user, params.id),
  }));
  router.handle(devicesRoutes.synchronize, async ({ user, params, request }) => ({
    data: await devices.synchronize(user, params.id, request.language),
  }));
  router.handle(devicesRoutes.subDevices, async ({ user, params, request }) => ({
    data: await devices.subDevices(user, params.id, request.language),
  }));
  router.handle(devicesRoutes.linkSubDevice, async ({ user, body, request }) => ({
    data: await devices.linkSubDevice(user, body, request.language),
  }));
  router.handle(devicesRoutes.unlinkSubDevice, ({ user, params }) =>
    devices.unlinkSubDevice(user, params.id),
  );
  router.handle(devicesRoutes.create, async ({ user, body }) => ({ data: await devices.add(user, body) }));
  router.handle(devicesRoutes.updateWithId, ({ user, body }) => devices.update(user, body.deviceId, body));
  router.handle(devicesRoutes.detail, async ({ user, params, request }) => ({
    data: await devices.detail(user, params.id, request.language),
  }));
  router.handle(devicesRoutes.update, ({ user, params, body }) => devices.update(user, params.id, body));
  router.handle(devicesRoutes.remove, ({ user, params }) => devices.remove(user, params.id));
  router.handle(devicesRoutes.propGet, async ({ user, query }) => ({
    data: await state.propGet(user, query.deviceId, query.identifier),
  }));
  router.handle(devicesRoutes.invoke, async ({ user, body }) => ({
    data: await commands.invoke(user, body),
  }));
}
