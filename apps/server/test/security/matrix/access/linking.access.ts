import type { AccessTable } from '../types.ts';

/** Device-linking routes in the authorization matrix: linking never hands over someone else's device. */
export default [
  {
    route: 'POST /iot/device/relateUser',
    ok: ['owner'],
    note: "linking the owner's device: the owner gets it back unchanged, anyone else is refused",
    refusedWith: ['DEVICE_BOUND_TO_OTHER'],
    call: (w) => ({
      body: {
        deviceNumberAndProductIds: [{ deviceNumber: w.device.serialNumber, productId: w.device.productId }],
      },
    }),
  },
  { route: 'POST /iot/device/pairingToken', admitted: true, call: () => ({ body: {} }) },
  {
    route: 'GET /iot/device/pairingStatus/:id',
    ok: ['owner'],
    refusedWith: ['PAIRING_NOT_FOUND'],
    call: async (w) => {
      const { pairingId } = await w.t.container.linking.pairing.issue(
        { userId: w.users.owner.userId, roles: [] },
        {},
      );
      return { params: { id: pairingId } };
    },
  },
  {
    route: 'POST /iot/device/phone',
    admitted: true,
    note: "creates or returns the caller's own phone device",
  },
  { route: 'GET /iot/linking/options', ok: 'all' },
  {
    route: 'GET /iot/device/registrations',
    ok: ['admin'],
    note: 'self-registered serials: administrators only',
  },
] satisfies AccessTable;
