import {
  ApiPath,
  deviceCreateBody,
  deviceIdQuery,
  deviceListQuery,
  deviceUpdateBody,
  deviceUpdateWithIdBody,
  invokeBody,
  listByGroupQuery,
  numericIdParams,
  propGetQuery,
  subDeviceLinkBody,
  thingsModelListQuery,
} from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import type { Devices } from './index.ts';

const TAG = 'devices';

export function registerDevicesRoutes(router: ApiRouter, { devices, state, commands }: Devices): void {
  router.route(
    {
      method: 'GET',
      path: ApiPath.deviceShortList,
      summary: 'My devices (paging, groupId, status, deviceName)',
      tag: TAG,
      access: 'user',
      query: deviceListQuery,
    },
    async ({ user, query, request }) => {
      const { rows, total } = await devices.shortList(user, query, request.language);
      return table(rows, total);
    },
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.deviceListByGroup,
      summary: 'Devices of one of my groups',
      tag: TAG,
      access: 'user',
      query: listByGroupQuery,
    },
    async ({ user, query, request }) => {
      const { rows, total } = await devices.listByGroup(user, query, request.language);
      return table(rows, total);
    },
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.deviceRunningStatus,
      summary: 'Device with every thing-model item and its last value',
      tag: TAG,
      access: 'user',
      query: deviceIdQuery,
    },
    async ({ user, query, request }) => ({
      data: await state.runningStatus(user, query.deviceId, request.language),
    }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.deviceListThingsModel,
      summary: "A device's thing-model items (paging, type)",
      tag: TAG,
      access: 'user',
      query: thingsModelListQuery,
    },
    async ({ user, query, request }) => {
      const { rows, total } = await state.listThingsModel(user, query, request.language);
      return table(rows, total);
    },
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.deviceMqttConnectData,
      summary: 'What a real device needs to connect (owner only)',
      tag: TAG,
      access: 'user',
      query: deviceIdQuery,
    },
    async ({ user, query }) => ({ data: await devices.mqttConnectData(user, query.deviceId) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.deviceThingsModelValue,
      summary: 'Last values of a device',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => ({ data: await state.values(user, params.id) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.deviceSynchronization,
      summary: 'Device re-read and reconciled with the broker',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params, request }) => ({
      data: await devices.synchronize(user, params.id, request.language),
    }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.deviceRelation,
      summary: 'Sub-devices of a gateway',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params, request }) => ({
      data: await devices.subDevices(user, params.id, request.language),
    }),
  );
  router.route(
    {
      method: 'POST',
      path: ApiPath.relation,
      summary: 'Put one of my sub-devices under one of my gateways',
      tag: TAG,
      access: 'user',
      body: subDeviceLinkBody,
    },
    async ({ user, body, request }) => ({
      data: await devices.linkSubDevice(user, body, request.language),
    }),
  );
  router.route(
    {
      method: 'DELETE',
      path: ApiPath.relationById,
      summary: 'Take a sub-device out of its gateway',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => {
      await devices.unlinkSubDevice(user, params.id);
    },
  );
  router.route(
    {
      method: 'POST',
      path: ApiPath.device,
      summary: 'Add a device to my account',
      tag: TAG,
      access: 'user',
      body: deviceCreateBody,
    },
    async ({ user, body }) => ({ data: await devices.add(user, body) }),
  );
  router.route(
    {
      method: 'PUT',
      path: ApiPath.device,
      summary: 'Edit a device (body carries deviceId)',
      tag: TAG,
      access: 'user',
      body: deviceUpdateWithIdBody,
    },
    async ({ user, body }) => {
      await devices.update(user, body.deviceId, body);
    },
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.deviceById,
      summary: 'Device detail with sub-devices',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params, request }) => ({ data: await devices.detail(user, params.id, request.language) }),
  );
  router.route(
    {
      method: 'PUT',
      path: ApiPath.deviceById,
      summary: 'Edit a device',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
      body: deviceUpdateBody,
    },
    async ({ user, params, body }) => {
      await devices.update(user, params.id, body);
    },
  );
  router.route(
    {
      method: 'DELETE',
      path: ApiPath.deviceById,
      summary: 'Delete a device',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => {
      await devices.remove(user, params.id);
    },
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.runtimePropGet,
      summary: 'Ask a device to report now; current values',
      tag: TAG,
      access: 'user',
      query: propGetQuery,
    },
    async ({ user, query }) => ({ data: await state.propGet(user, query.deviceId, query.identifier) }),
  );
  router.route(
    {
      method: 'POST',
      path: ApiPath.runtimeInvokeReply,
      summary: "Send a command and wait for the device's reply",
      tag: TAG,
      access: 'user',
      body: invokeBody,
    },
    async ({ user, body }) => ({ data: await commands.invoke(user, body) }),
  );
}
