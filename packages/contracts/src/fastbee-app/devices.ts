import { z } from 'zod';
import { idParams, noData, tableOf, withData } from '../common/route.ts';
import { productListQuery, productShort } from '../products/schemas.ts';
import {
  appDeviceDetail,
  appDeviceEditBody,
  appDeviceListQuery,
  appDeviceRow,
  appInvokeBody,
  appListByGroupQuery,
  appPickRow,
  appRelateBody,
  appRunningStatus,
  appRunningStatusQuery,
  appSerialParams,
} from './devices-schemas.ts';
import { defineAppRoute } from './prefix.ts';

export * from './devices-schemas.ts';

/**
 * The FastBee app's device calls (apis/modules/device.js, runtime.js, product.js; docs/fastbee-app.md),
 * answered by Linli's devices, linking and products services with /api's checks: a stranger's device is
 * "not found", a shared user controls only what the share lists, an owner alone edits and deletes.
 */
export const devicesRoutes = {
  shortList: defineAppRoute({
    method: 'GET',
    path: '/iot/device/shortList',
    summary: 'My devices and those shared with me (groupId 0: all), as the home page reads them',
    access: 'user',
    query: appDeviceListQuery,
    response: tableOf(appDeviceRow),
  }),
  listByGroup: defineAppRoute({
    method: 'GET',
    path: '/iot/device/listByGroup',
    summary: "My own devices to put in a group (the group page's picker)",
    access: 'user',
    query: appListByGroupQuery,
    response: tableOf(appPickRow),
  }),
  runningStatus: defineAppRoute({
    method: 'GET',
    path: '/iot/device/runningStatus',
    summary: 'A device with every thing-model item, its value and shadow',
    access: 'user',
    query: appRunningStatusQuery,
    response: withData(appRunningStatus),
  }),
  synchronization: defineAppRoute({
    method: 'GET',
    path: '/iot/device/synchronization/:serialNumber',
    summary: 'A device by serial number, its status reconciled with the broker',
    access: 'user',
    params: appSerialParams,
    response: withData(appDeviceDetail),
  }),
  relateUser: defineAppRoute({
    method: 'POST',
    path: '/iot/device/relateUser',
    summary: 'Link devices to me by number and product (scan or relate form; never one someone else owns)',
    access: 'user',
    body: appRelateBody,
    response: noData,
  }),
  detail: defineAppRoute({
    method: 'GET',
    path: '/iot/device/:id',
    summary: 'Device detail with sub-devices',
    access: 'user',
    params: idParams,
    response: withData(appDeviceDetail),
  }),
  update: defineAppRoute({
    method: 'PUT',
    path: '/iot/device',
    summary: 'Edit my device (name, position, shadow, disabled, remark)',
    access: 'user',
    body: appDeviceEditBody,
    response: noData,
  }),
  remove: defineAppRoute({
    method: 'DELETE',
    path: '/iot/device/:id',
    summary: 'Delete (unbind) my device',
    access: 'user',
    params: idParams,
    response: noData,
  }),
  modelCache: defineAppRoute({
    method: 'GET',
    path: '/iot/model/cache/:id',
    summary: "A product's thing model as a JSON string {properties, functions, events}",
    access: 'user',
    params: idParams,
    response: withData(z.string()),
  }),
  productList: defineAppRoute({
    method: 'GET',
    path: '/iot/product/list',
    summary: 'The published product catalogue',
    access: 'user',
    query: productListQuery,
    response: tableOf(productShort),
  }),
  invoke: defineAppRoute({
    method: 'POST',
    path: '/iot/runtime/service/invoke',
    summary: 'Send a command to a device (sent, or stored for a shadow device), without waiting for its echo',
    access: 'user',
    body: appInvokeBody,
    response: noData,
  }),
} as const;
