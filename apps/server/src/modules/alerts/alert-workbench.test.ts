import type { AlertFigures, AlertLog } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { signIn } from '../../../test/support/social-services.ts';
import { FakeClock, MINUTE } from '../../platform/clock.ts';

/**
 * The staff workbench: a social worker sees the pending alarms of the people they answer for — escalated
 * first, then critical, then the oldest — and nobody else's; claiming one there is seen by the family; the
 * centre's response figures count how fast alarms were acknowledged and handled.
 */
describe('the staff alert workbench', () => {
  let t: TestApp;
  const clock = new FakeClock(new Date('2026-11-25T02:00:00.000Z')); // a Wednesday, 10:00 at the centre
  beforeAll(async () => {
    t = await createTestApp({ ALERT_ESCALATE_SECONDS: '300' }, { clock });
  });
  afterAll(() => t.close());

  const bench = async (token: string) =>
    (await t.call<{ data: AlertLog[] }>('GET', '/iot/alertLog/workbench', { token })).body;

  /** A device of the given product watching over a new person whose caseworker is `worker`. */
  async function watched(worker: { token: string }, product: string, person: string) {
    const family = await ownerWithDevice(t, product, `${person}的设备`);
    const file = await t.call<{ data: { id: number } }>('POST', '/shfw/person', {
      token: worker.token,
      body: { name: person, sex: '1', birthDate: '1945-01-01', userId: family.userId },
    });
    const linked = await t.call('POST', '/shfw/person/device', {
      token: family.token,
      body: { personId: file.body.data.id, deviceId: family.deviceId },
    });
    expect(linked.body.code).toBe(200);
    const raise = (items: { id: string; value: string }[]) =>
      t.container.iot.mqtt.gateway.ingest(
        { id: family.deviceId, productId: family.productId, serialNumber: family.serialNumber },
        items.some((i) => i.id === 'sos' || i.id === 'fall') ? 'event/post' : 'property/post',
        items,
      );
    return { family, raise };
  }

  it('lists my people’s pending alarms, most urgent first, and only theirs', async () => {
    const worker = await signIn(t, ['staff'], '李社工');
    const colleague = await signIn(t, ['staff'], '王社工');
    const member = await signIn(t);

    const watch = await watched(worker, 'health-watch', '周大爷');
    await watch.raise([{ id: 'heart_rate', value: '130' }]); // a warning, the oldest
    clock.advance(MINUTE);
    const radar = await watched(worker, 'fall-radar', '郑奶奶');
    await radar.raise([{ id: 'fall', value: '卫生间' }]); // critical, taken on at once: never escalates
    const [fall] = (await bench(worker.token)).data.filter((a) => a.identifier === 'fall');
    await t.call('PUT', '/iot/alertLog/claim', {
      token: worker.token,
      body: { alertLogId: fall!.alertLogId },
    });
    clock.advance(MINUTE);
    const pendant = await watched(worker, 'sos-pendant', '吴奶奶');
    await pendant.raise([{ id: 'sos', value: '1' }]); // critical, the newest: nobody answers
    const others = await watched(colleague, 'sos-pendant', '别人的老人');
    await others.raise([{ id: 'sos', value: '1' }]);
    const [theirs] = (await bench(colleague.token)).data;
    await t.call('PUT', '/iot/alertLog/claim', {
      token: colleague.token,
      body: { alertLogId: theirs!.alertLogId },
    });
    clock.advance(5 * MINUTE);
    await t.container.automation.scheduler.runDue();

    const mine = (await bench(worker.token)).data;
    expect(mine.map((a) => [a.person?.name, a.alertLevel, a.escalatedTime !== null])).toEqual([
      ['吴奶奶', 3, true],
      ['郑奶奶', 3, false],
      ['周大爷', 2, false],
    ]);
    expect(mine[0]).not.toHaveProperty('userId');
    expect((await bench(member.token)).code).toBe(403);

    // Taken on from the bench: the family sees who, and it stays on the bench (pending) until handled.
    const claimed = await t.call<{ data: AlertLog }>('PUT', '/iot/alertLog/claim', {
      token: worker.token,
      body: { alertLogId: mine[0]!.alertLogId },
    });
    expect(claimed.body.data.claimedByName).toBe('李社工');
    const familyView = await t.call<{ rows: AlertLog[] }>('GET', '/iot/alertLog/list', {
      token: pendant.family.token,
    });
    expect(familyView.body.rows[0]).toMatchObject({ claimedByName: '李社工' });
    const handled = await t.call('PUT', '/iot/alertLog', {
      token: worker.token,
      body: { alertLogId: mine[0]!.alertLogId, status: 3, remark: '电话联系，老人误按' },
    });
    expect(handled.body.code).toBe(200);
    expect((await bench(worker.token)).data.map((a) => a.person?.name)).toEqual(['郑奶奶', '周大爷']);
  });

  it("the centre's figures: time to acknowledge and to handle this week, and weeks before", async () => {
    const answer = await t.call<{ data: AlertFigures }>('GET', '/iot/alertLog/figures', {
      token: (await signIn(t, ['admin'])).token,
      query: { weeks: '4' },
    });
    const weeks = answer.body.data.weeks;
    expect(weeks.map((w) => w.weekStart)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(weeks.slice(0, 3).every((w) => w.alerts === 0)).toBe(true);
    // Four alarms this week: 郑奶奶's and the colleague's taken on at once, 吴奶奶's escalated and taken on
    // at 5 minutes, then handled straight after.
    expect(weeks[3]).toMatchObject({
      alerts: 4,
      critical: 3,
      escalated: 1,
      acknowledged: 3,
      ackMedianSeconds: 0,
      ackP90Seconds: 300,
      handled: 1,
      handleMedianSeconds: 300,
    });
    const refused = await t.call('GET', '/iot/alertLog/figures', {
      token: (await signIn(t, ['staff'])).token,
      query: { weeks: '99' },
    });
    expect(refused.body.code).toBe(500);
  });
});
