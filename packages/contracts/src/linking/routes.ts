import { z } from 'zod';
import { defineRoute, idParams, tableOf, withData } from '../common/route.ts';
import { linkingPaths } from './paths.ts';
import { deviceRegistration, registrationQuery } from './registrations.ts';
import {
  linkingOptions,
  pairingStatus,
  pairingToken,
  pairingTokenBody,
  phoneDevice,
  relatedDevice,
  relateUserBody,
} from './schemas.ts';

const tag = 'linking';

/**
 * Linking devices to their owner (docs/product.md "Linking devices", "Wi-Fi provisioning"): by number, by a
 * pairing token a device connects with, or the phone itself as a device; plus the map and provisioning
 * defaults the screens start from.
 */
export const linkingRoutes = {
  relate: defineRoute({
    method: 'POST',
    path: linkingPaths.deviceRelateUser,
    summary: 'Link devices to me by number and product (never one someone else owns)',
    tag,
    access: 'user',
    body: relateUserBody,
    response: withData(z.array(relatedDevice)),
  }),
  pairingToken: defineRoute({
    method: 'POST',
    path: linkingPaths.devicePairingToken,
    summary: 'A short-lived Wi-Fi pairing token (the device becomes mine when it connects with it)',
    tag,
    access: 'user',
    body: pairingTokenBody,
    response: withData(pairingToken),
  }),
  pairingStatus: defineRoute({
    method: 'GET',
    path: linkingPaths.devicePairingStatus,
    summary: 'Whether a device has used my pairing token, and whether it is online',
    tag,
    access: 'user',
    params: idParams,
    response: withData(pairingStatus),
  }),
  phone: defineRoute({
    method: 'POST',
    path: linkingPaths.devicePhone,
    summary: 'My phone as a device (created on first use) and its connect data',
    tag,
    access: 'user',
    response: withData(phoneDevice),
  }),
  options: defineRoute({
    method: 'GET',
    path: linkingPaths.linkingOptions,
    summary: 'Map tile server and provisioning defaults',
    tag,
    access: 'public',
    response: withData(linkingOptions),
  }),
  registrations: defineRoute({
    method: 'GET',
    path: linkingPaths.deviceRegistrations,
    summary: 'Devices that registered themselves (product allows it) and wait to be linked (administrators)',
    tag,
    access: ['admin'],
    query: registrationQuery,
    response: tableOf(deviceRegistration),
  }),
};
