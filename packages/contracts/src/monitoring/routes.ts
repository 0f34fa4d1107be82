import { defineRoute, idParams, noData, tableOf, withData } from '../common/route.ts';
import { monitoringPaths } from './paths.ts';
import {
  monitorSession,
  monitorStartBody,
  monitorStopBody,
  orderControlBody,
  orderControlListQuery,
  orderControlQuery,
  orderControlRule,
} from './schemas.ts';

const tag = 'monitoring';

/**
 * Real-time monitoring (docs/product.md "Real-time monitoring") and order control (docs/fastbee.md "Order
 * control"): monitoring needs the `monitor` permission; order-control rules are the device owner's.
 */
export const monitoringRoutes = {
  start: defineRoute({
    method: 'POST',
    path: monitoringPaths.monitorStart,
    summary: 'Start real-time monitoring: interval 500–10000 ms, count 1–300 (monitor permission)',
    tag,
    access: 'user',
    body: monitorStartBody,
    response: withData(monitorSession),
  }),
  stop: defineRoute({
    method: 'POST',
    path: monitoringPaths.monitorStop,
    summary: 'Stop real-time monitoring (the device is sent count 0)',
    tag,
    access: 'user',
    body: monitorStopBody,
    response: noData,
  }),
  judge: defineRoute({
    method: 'GET',
    path: monitoringPaths.orderControlGet,
    summary: 'Whether I may send this command (modelId) to the device now (order control)',
    tag,
    access: 'user',
    query: orderControlQuery,
    // The answer is the code alone: 200 may, a refusal says why.
    response: noData,
  }),
  createRule: defineRoute({
    method: 'POST',
    path: monitoringPaths.orderControl,
    summary: 'Give a shared user time-boxed, count-limited commands on my device',
    tag,
    access: 'user',
    body: orderControlBody,
    response: withData(orderControlRule),
  }),
  rules: defineRoute({
    method: 'GET',
    path: monitoringPaths.orderControlList,
    summary: 'Order-control rules of my device',
    tag,
    access: 'user',
    query: orderControlListQuery,
    response: tableOf(orderControlRule),
  }),
  removeRule: defineRoute({
    method: 'DELETE',
    path: monitoringPaths.orderControlById,
    summary: 'Delete an order-control rule of my device',
    tag,
    access: 'user',
    params: idParams,
    response: noData,
  }),
};
