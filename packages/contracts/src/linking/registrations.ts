import { z } from 'zod';
import { pageQuery } from '../common/page-query.ts';
import { rowId } from '../common/row-id.ts';

/**
 * A device that registered itself (docs/devices.md "Self-registration"): an unknown serial number that logged
 * in with valid product credentials of a product allowing it. It has no owner and its reports are not kept;
 * a person links it with the usual checks (relateUser), which makes it an ordinary device of theirs.
 */
export const deviceRegistration = z.object({
  serialNumber: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  /** As the device last said in `/info/post` ('' until it does). */
  firmwareVersion: z.string(),
  rssi: z.number().int().nullable(),
  online: z.boolean(),
  firstSeen: z.string(),
  lastSeen: z.string(),
});
export type DeviceRegistration = z.infer<typeof deviceRegistration>;

export const registrationQuery = pageQuery.extend({
  productId: rowId.optional(),
});
export type RegistrationQuery = z.infer<typeof registrationQuery>;
