import { z } from 'zod';
import { rowId } from '../common/row-id.ts';

/**
 * Devices that watch over a person the centre serves (a pendant, a fall radar, a watch): their own alarms
 * reach the person's responsible social worker, and their texts the person's emergency contact
 * (docs/alerts.md "Who is told"). Only the account a person's file is linked to links its own devices.
 */
export const personDeviceBody = z.object({
  personId: rowId,
  deviceId: rowId,
});
export type PersonDeviceBody = z.infer<typeof personDeviceBody>;

/** One device linked to a person's file. */
export const personDevice = z.object({
  deviceId: z.number().int(),
  deviceName: z.string(),
  serialNumber: z.string(),
  /** 3 online, 4 offline (DeviceStatus). */
  status: z.number().int(),
  linkedAt: z.string(),
});
export type PersonDevice = z.infer<typeof personDevice>;

/** Who a device's alarm is about and whom to call: a snapshot taken when the alert was raised. */
export const alertPerson = z.object({
  personId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  /** The emergency contact (the file's guardian), their relation and phone; '' when the file has none. */
  contactName: z.string(),
  contactRelation: z.string(),
  contactPhone: z.string(),
});
export type AlertPerson = z.infer<typeof alertPerson>;
