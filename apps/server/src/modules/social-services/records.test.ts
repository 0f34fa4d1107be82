import { ErrorCode, type HealthSummary } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { createScene, report } from '../../../test/support/scenes.ts';
import { shareAccepted } from '../../../test/support/shares.ts';
import { aSingleRecord, centreDaysAgo, signIn } from '../../../test/support/social-services.ts';

const today = () => centreDaysAgo(0);

type Rows<T = Record<string, unknown>> = { rows: T[]; total: number };

describe('persons served and service records', () => {
  let t: TestApp;
  let staff: { token: string; userId: number };
  let resident: { token: string; userId: number };
  let personId: number;
  beforeEach(async () => {
    t = await createTestApp();
    staff = await signIn(t, ['staff'], '李社工');
    resident = await signIn(t);
    const created = await t.call<{ data: { id: number } }>('POST', '/shfw/person', {
      token: staff.token,
      body: {
        name: '陈秀英',
        sex: '1',
        idCard: '11010519491231002x',
        userId: resident.userId,
        tags: ['独居'],
      },
    });
    personId = created.body.data.id;
  });
  afterEach(() => t.close());

  const single = (overrides: Record<string, unknown> = {}) => aSingleRecord(personId, overrides);
  const visit = (overrides: Record<string, unknown> = {}) => ({
    kind: 'home_visit',
    personId,
    serviceDate: today(),
    durationMinutes: 90,
    content: '上门探访',
    latitude: 22.5621,
    longitude: 114.0449,
    address: '景田北路7栋502',
    photos: ['/uploads/2026/11/visit.png'],
    ...overrides,
  });
  const followUp = (overrides: Record<string, unknown> = {}) => ({
    kind: 'follow_up',
    personId,
    serviceDate: centreDaysAgo(1),
    durationMinutes: 15,
    content: '电话回访',
    method: 'phone',
    ...overrides,
  });

  it('keeps a basic information file, taking the birth date from the ID card', async () => {
    const person = await t.call<{ data: Record<string, unknown> }>('GET', `/shfw/person/${personId}`, {
      token: staff.token,
    });
    expect(person.body.data).toMatchObject({
      name: '陈秀英',
      birthDate: '1949-12-31',
      idCard: '11010519491231002X',
      tags: ['独居'],
    });
    expect(person.body.data.age).toBeGreaterThanOrEqual(76);
  });

  it('refuses invalid person files with field-named messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [
        { name: '张三', idCard: '110105194912310021' },
        ErrorCode.ID_CARD_INVALID,
        'idCard',
        '身份证号码格式不正确',
      ],
      [{ name: '张三' }, ErrorCode.BIRTH_OR_ID_REQUIRED, 'birthDate', '出生日期和身份证号码至少填写一项'],
      [{ name: '', birthDate: '1950-01-01' }, ErrorCode.FIELD_REQUIRED, 'name', '姓名不能为空'],
      [
        { name: '张三', birthDate: '1950-13-01' },
        ErrorCode.DATE_INVALID,
        'birthDate',
        '出生日期格式不正确，应为yyyy-mm-dd',
      ],
      [{ name: '张三', birthDate: '2999-01-01' }, ErrorCode.FIELD_OUT_OF_RANGE, 'birthDate', ''],
      [{ name: '张三', birthDate: '1950-01-01', phone: 'abc' }, ErrorCode.PHONE_INVALID, 'phone', ''],
      [{ name: '张三', birthDate: '1950-01-01', userId: 99999 }, ErrorCode.USER_NOT_FOUND, 'userId', ''],
    ];
    for (const [body, errorCode, field, msg] of cases) {
      const answer = await t.call('POST', '/shfw/person', { token: staff.token, body });
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: 500, errorCode, field });
      if (msg) expect(answer.body.msg).toBe(msg);
    }
    const persons = await t.call<Rows>('GET', '/shfw/person/list', { token: staff.token });
    expect(persons.body.total).toBe(1);
  });

  it('lets only staff keep files and write records', async () => {
    const body = { name: '张三', birthDate: '1950-01-01' };
    expect((await t.call('POST', '/shfw/person', { token: resident.token, body })).body.code).toBe(403);
    expect((await t.call('GET', '/shfw/person/list', { token: resident.token })).body.code).toBe(403);
    expect((await t.call('POST', '/shfw/record', { token: resident.token, body: single() })).body.code).toBe(
      403,
    );
    expect((await t.call('POST', '/shfw/record', { body: single() })).body.code).toBe(401);
  });

  it('records the three kinds, with check-in location and photos for a home visit', async () => {
    for (const body of [single(), visit(), followUp({ nextFollowUpDate: centreDaysAgo(-30) })]) {
      const answer = await t.call('POST', '/shfw/record', { token: staff.token, body });
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    }
    const list = await t.call<
      Rows<{ kind: string; location: unknown; photos: string[]; workerName: string }>
    >('GET', '/shfw/record/list', { token: staff.token, query: { personId: String(personId) } });
    expect(list.body.total).toBe(3);
    const homeVisit = list.body.rows.find((r) => r.kind === 'home_visit');
    expect(homeVisit).toMatchObject({
      location: { latitude: 22.5621, longitude: 114.0449, address: '景田北路7栋502' },
      photos: ['/uploads/2026/11/visit.png'],
      workerName: '李社工',
    });
    const onlyVisits = await t.call<Rows>('GET', '/shfw/record/list', {
      token: staff.token,
      query: { kind: 'home_visit' },
    });
    expect(onlyVisits.body.total).toBe(1);
  });

  it('refuses invalid records with field-named messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [visit({ photos: [] }), ErrorCode.FIELD_REQUIRED, 'photos'],
      [visit({ photos: ['data:image/png;base64,AAAA'] }), ErrorCode.FIELD_INVALID, 'photos'],
      [visit({ latitude: 91 }), ErrorCode.NUMBER_TOO_LARGE, 'latitude'],
      [visit({ address: '' }), ErrorCode.FIELD_REQUIRED, 'address'],
      [single({ category: undefined }), ErrorCode.FIELD_REQUIRED, 'category'],
      [single({ durationMinutes: 0 }), ErrorCode.NUMBER_TOO_SMALL, 'durationMinutes'],
      [single({ serviceDate: centreDaysAgo(-5) }), ErrorCode.FIELD_OUT_OF_RANGE, 'serviceDate'],
      [single({ kind: 'party' }), ErrorCode.FIELD_INVALID, 'kind'],
      [followUp({ method: 'pigeon' }), ErrorCode.FIELD_INVALID, 'method'],
      [followUp({ nextFollowUpDate: centreDaysAgo(3) }), ErrorCode.FIELD_OUT_OF_RANGE, 'nextFollowUpDate'],
      [single({ personId: 99999 }), ErrorCode.NOT_FOUND, 'personId'],
    ];
    for (const [body, errorCode, field] of cases) {
      const answer = await t.call('POST', '/shfw/record', { token: staff.token, body });
      expect(answer.status).toBe(200);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: 500, errorCode, field });
    }
    const english = await t.call('POST', '/shfw/record', {
      token: staff.token,
      body: visit({ latitude: 91 }),
      language: 'en-US',
    });
    expect(english.body.msg).toBe('Latitude cannot be more than 90');
    const all = await t.call<Rows>('GET', '/shfw/record/list', { token: staff.token });
    expect(all.body.total).toBe(0);
  });

  it('shows a resident only the records about their own files', async () => {
    const other = await t.call<{ data: { id: number } }>('POST', '/shfw/person', {
      token: staff.token,
      body: { name: '刘大爷', birthDate: '1940-05-01' },
    });
    const mineRecord = await t.call<{ data: { id: number } }>('POST', '/shfw/record', {
      token: staff.token,
      body: single(),
    });
    const theirs = await t.call<{ data: { id: number } }>('POST', '/shfw/record', {
      token: staff.token,
      body: single({ personId: other.body.data.id }),
    });

    const list = await t.call<Rows<{ id: number }>>('GET', '/shfw/record/list', { token: resident.token });
    expect(list.body.rows.map((r) => r.id)).toEqual([mineRecord.body.data.id]);
    expect(
      (await t.call('GET', `/shfw/record/${theirs.body.data.id}`, { token: resident.token })).body.code,
    ).toBe(500); // someone else's answers like a missing one
    expect(
      (await t.call('GET', `/shfw/record/${mineRecord.body.data.id}`, { token: resident.token })).body.code,
    ).toBe(200);
    expect(
      (await t.call('GET', `/shfw/person/${other.body.data.id}`, { token: resident.token })).body.code,
    ).toBe(500); // someone else's answers like a missing one
    const asked = await t.call('GET', '/shfw/record/list', {
      token: resident.token,
      query: { personId: String(other.body.data.id) },
    });
    expect(asked.body).toMatchObject({ code: 500, errorCode: 'NOT_FOUND' });
    const mine = await t.call<{ data: Array<{ id: number }> }>('GET', '/shfw/person/mine', {
      token: resident.token,
    });
    expect(mine.body.data.map((p) => p.id)).toEqual([personId]);
    const stranger = await signIn(t);
    const none = await t.call<Rows>('GET', '/shfw/record/list', { token: stranger.token });
    expect(none.body.total).toBe(0);
  });

  it('counts services for a person or a worker over a period', async () => {
    await t.call('POST', '/shfw/record', { token: staff.token, body: single() });
    await t.call('POST', '/shfw/record', { token: staff.token, body: visit() });
    await t.call('POST', '/shfw/record', { token: staff.token, body: followUp() });
    await t.call('POST', '/shfw/record', {
      token: staff.token,
      body: single({ serviceDate: centreDaysAgo(100) }),
    });

    type Stats = {
      data: {
        total: number;
        totalMinutes: number;
        hours: number;
        persons: number;
        byKind: Record<string, number>;
        byCategory: Array<{ category: string; count: number }>;
      };
    };
    const person = await t.call<Stats>('GET', '/shfw/record/stats', {
      token: staff.token,
      query: { personId: String(personId) },
    });
    expect(person.body.data).toMatchObject({
      total: 3,
      totalMinutes: 165,
      hours: 2.8,
      persons: 1,
      byKind: { single: 1, home_visit: 1, follow_up: 1 },
    });
    const worker = await t.call<Stats>('GET', '/shfw/record/stats', {
      token: staff.token,
      query: { workerId: String(staff.userId), from: centreDaysAgo(365), to: today() },
    });
    expect(worker.body.data.total).toBe(4);
    const backwards = await t.call('GET', '/shfw/record/stats', {
      token: staff.token,
      query: { from: today(), to: centreDaysAgo(5) },
    });
    expect(backwards.body).toMatchObject({
      errorCode: ErrorCode.DATE_RANGE_INVALID,
      msg: '开始日期不能晚于结束日期',
    });
    const own = await t.call<Stats>('GET', '/shfw/record/stats', { token: resident.token });
    expect(own.body.data.total).toBe(3);
    const snooping = await t.call('GET', '/shfw/record/stats', {
      token: resident.token,
      query: { workerId: String(staff.userId) },
    });
    expect(snooping.body.code).toBe(403);
  });

  it('summarises the health record: empty at first, then the readings of the person’s devices and their alerts', async () => {
    await t.call('POST', '/shfw/record', { token: staff.token, body: visit() });
    type Summary = { data: HealthSummary };
    const health = (token: string, language?: 'en-US') =>
      t.call<Summary>('GET', `/shfw/person/${personId}/health`, { token, ...(language && { language }) });
    const first = await health(resident.token);
    expect(first.body.data).toMatchObject({
      person: { id: personId },
      latestAbilityAssessment: null,
      deviceReadings: [],
      recentAlerts: [],
      serviceStats: { total: 1 },
    });
    expect(first.body.data.serviceHistory).toHaveLength(1);

    // The person's watch reports; their own scene raises a warning on a high heart rate.
    const product = (await t.container.iot.products.findByCode('health-watch'))!;
    const created = await t.call<{ data: { deviceId: number; serialNumber: string } }>(
      'POST',
      '/iot/device',
      {
        token: resident.token,
        body: { productId: product.id, deviceName: '陈阿姨的手表' },
      },
    );
    const watch = { ...created.body.data, productId: product.id };
    await createScene(t, resident.token, {
      sceneName: '心率偏高',
      triggers: [
        { source: 1, deviceId: watch.deviceId, type: 1, id: 'heart_rate', operator: '>', value: '120' },
      ],
      actions: [{ source: 4, alertName: '心率偏高', alertLevel: 2 }],
    });
    await report(t, watch, 'property/post', [
      { id: 'heart_rate', value: '128' },
      { id: 'steps', value: '3200' },
      { id: 'battery', value: '80' },
    ]);
    // A plug's power is the home's, not the person's: not in the health record.
    const plugProduct = (await t.container.iot.products.findByCode('smart-plug'))!;
    const plug = await t.call<{ data: { deviceId: number; serialNumber: string } }>('POST', '/iot/device', {
      token: resident.token,
      body: { productId: plugProduct.id, deviceName: '电热毯插座' },
    });
    await report(t, { ...plug.body.data, productId: plugProduct.id }, 'property/post', [
      { id: 'power', value: '60' },
    ]);
    const byStaff = (await health(staff.token)).body.data;
    expect(byStaff.deviceReadings.every((r) => r.deviceId === watch.deviceId)).toBe(true);
    const readings = Object.fromEntries(byStaff.deviceReadings.map((r) => [r.identifier, r]));
    expect(readings.heart_rate).toMatchObject({
      deviceId: watch.deviceId,
      deviceName: '陈阿姨的手表',
      name: '心率',
      value: '128',
      unit: 'bpm',
    });
    expect(readings.steps).toMatchObject({ name: '步数', value: '3200', unit: '步' });
    // The battery is the watch's, not the person's.
    expect(readings.battery).toBeUndefined();
    expect(byStaff.recentAlerts).toEqual([
      expect.objectContaining({ name: '心率偏高', level: 2, status: 1 }),
    ]);
    const english = (await health(staff.token, 'en-US')).body.data;
    expect(english.deviceReadings.find((r) => r.identifier === 'heart_rate')?.name).toBe('Heart rate');

    // A neighbour shares their plug with the person; the neighbour's own alert is not the person's health.
    const neighbour = await ownerWithDevice(t, 'smart-plug', '邻居的插座');
    await shareAccepted(t, {
      token: neighbour.token,
      body: { deviceId: neighbour.deviceId, userId: resident.userId, perms: ['alert'] },
    });
    await createScene(t, neighbour.token, {
      sceneName: '邻居插座过载',
      triggers: [
        { source: 1, deviceId: neighbour.deviceId, type: 1, id: 'power', operator: '>', value: '100' },
      ],
      actions: [{ source: 4, alertName: '邻居插座过载', alertLevel: 2 }],
    });
    await report(t, neighbour, 'property/post', [{ id: 'power', value: '150' }]);
    const alertsSeen = await t.call<{ total: number }>('GET', '/iot/alertLog/list', {
      token: resident.token,
    });
    expect(alertsSeen.body.total).toBe(2);
    expect((await health(staff.token)).body.data.recentAlerts.map((a) => a.name)).toEqual(['心率偏高']);

    const stranger = await signIn(t);
    expect((await health(stranger.token)).body).toMatchObject({ code: 500, errorCode: 'NOT_FOUND' });
  });

  it('unlinks a deleted account from the file but keeps the centre’s records', async () => {
    await t.call('POST', '/shfw/record', { token: staff.token, body: single() });
    await t.container.events.emit('user.deleted', { userId: resident.userId });
    const person = await t.call<{ data: { userId: number | null } }>('GET', `/shfw/person/${personId}`, {
      token: staff.token,
    });
    expect(person.body.data.userId).toBeNull();
    expect((await t.call<Rows>('GET', '/shfw/record/list', { token: staff.token })).body.total).toBe(1);
  });
});
