import type { TestApp } from '../../support/index.ts';
import { ownerWithDevice } from '../../support/mqtt.ts';
import { shareAccepted } from '../../support/shares.ts';
import { signIn } from '../../support/social-services.ts';

/**
 * The people of the automation replays: an owner with a plug, shared with one user holding `timer` (and
 * the switch) and with one holding the switch alone, and a stranger to it.
 */
export async function plugSharedTwice(t: TestApp) {
  const owner = await ownerWithDevice(t);
  const withTimer = await signIn(t);
  const withoutTimer = await signIn(t);
  const stranger = await signIn(t);
  await shareAccepted(t, {
    token: owner.token,
    body: { deviceId: owner.deviceId, userId: withTimer.userId, perms: ['timer', 'switch'] },
  });
  await shareAccepted(t, {
    token: owner.token,
    body: { deviceId: owner.deviceId, userId: withoutTimer.userId, perms: ['switch'] },
  });
  return { owner, withTimer, withoutTimer, stranger };
}
