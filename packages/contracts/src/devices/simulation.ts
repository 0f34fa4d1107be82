import type { Role } from '../users/schemas.ts';

/**
 * Who may send reports as a device from the app (the in-app simulator). It is a tool for the centre's staff
 * and for development, never for residents: a made-up fall or SOS on a resident's real device would raise a
 * real alert. So the caller needs a staff or administrator role, and the device must be their own or one
 * flagged as a simulated device (`isSimulate`, the demo and development devices). The server decides with
 * this (modules/mqtt/simulate.ts); the app uses the same rule only to hide the tool.
 */
export const SIMULATE_ROLES = ['staff', 'admin'] as const satisfies readonly Role[];

export function hasSimulateRole(roles: readonly Role[]): boolean {
  return SIMULATE_ROLES.some((role) => roles.includes(role));
}

export function maySimulate(
  roles: readonly Role[],
  device: { isOwner: boolean; isSimulate: boolean },
): boolean {
  return hasSimulateRole(roles) && (device.isOwner || device.isSimulate);
}
