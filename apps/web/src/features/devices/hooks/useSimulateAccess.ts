import { hasSimulateRole, maySimulate } from '@linli/contracts';
import { useProfile } from '../../users/index.ts';

/**
 * Whether the signed-in person may use the device simulator, by the rule the server applies
 * (packages/contracts/src/devices/simulation.ts): residents never see it; staff and administrators see it
 * for their own devices and for simulated ones.
 */
export function useSimulateAccess() {
  const { profile } = useProfile();
  const roles = profile?.roles ?? [];
  return {
    /** Known once the profile has loaded; until then the tool stays hidden. */
    mayUseSimulator: hasSimulateRole(roles),
    maySimulateDevice: (device: { isOwner: 0 | 1; isSimulate: 0 | 1 }) =>
      maySimulate(roles, { isOwner: device.isOwner === 1, isSimulate: device.isSimulate === 1 }),
  };
}
