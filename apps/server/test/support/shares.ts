import type { TestApp } from './index.ts';

/**
 * The owner shares a device (POST /iot/share) and the recipient accepts it at once, as every share in use
 * has been: for tests about what a share allows, not about invitations. Answers what POST /iot/share did.
 */
export async function shareAccepted(t: TestApp, init: { token: string; body: Record<string, unknown> }) {
  const answer = await t.call('POST', '/iot/share', init);
  if (answer.body.code === 200)
    await t.container.automation.shares.accept(
      { userId: Number(init.body.userId), roles: [] },
      { deviceId: Number(init.body.deviceId) },
    );
  return answer;
}
