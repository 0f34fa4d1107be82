import { type DeviceTimer, ErrorCode, formatMessage } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FastbeeAppClient } from '../../support/fastbee-app.ts';
import { createTestApp, type TestApp } from '../../support/index.ts';
import type { ownerWithDevice } from '../../support/mqtt.ts';
import { plugSharedTwice } from './automation-fixtures.ts';

/**
 * FastBee's uni-app mobile app 2.2 (xinjiprincess/fastbee_app) against /prod-api: its timers
 * (pagesA/home/device/timing/*.vue), each call made as the page makes it, every field the page reads
 * asserted with its type. Groups and shares: automation-sharing.test.ts.
 */
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

type Owner = Awaited<ReturnType<typeof ownerWithDevice>>;

describe('FastBee app: timers', () => {
  let t: TestApp;
  let owner: Owner;
  let ownerApp: FastbeeAppClient;
  let withTimer: { token: string; userId: number };
  let withoutTimer: { token: string; userId: number };
  let stranger: { token: string; userId: number };

  /** What Linli itself keeps of a timer (its own /api). */
  const linliTimer = async (jobId: number) =>
    (await t.call<{ data: DeviceTimer }>('GET', `/iot/job/${jobId}`, { token: owner.token })).body.data;
  const timerCount = async () =>
    (
      await t.call<{ total: number }>('GET', '/iot/job/list', {
        token: owner.token,
        query: { deviceId: String(owner.deviceId) },
      })
    ).body.total;

  /** timing/index.vue#handleAddTiming's default, as detail.vue#handleSave sends it after the editor filled it. */
  const newTiming = (overrides: Record<string, unknown> = {}) => {
    const { jobId, jobName, deviceId, actions, time, repeat, ...resd } = {
      jobId: null,
      jobName: '早上开插座',
      jobGroup: 'DEFAULT',
      jobType: 1,
      status: '0',
      isAdvance: 0,
      time: '08:05',
      repeat: '每天',
      repeatValue: [1, 2, 3, 4, 5, 6, 7],
      cronExpression: '0 05 08 ? * 1,2,3,4,5,6,7',
      misfirePolicy: 2,
      concurrent: 1,
      productId: owner.productId,
      productName: '智能插座',
      deviceId: owner.deviceId,
      deviceName: '客厅插座',
      serialNumber: owner.serialNumber,
      sceneId: 0,
      alertId: 0,
      actions: [
        // pagesA/home/device/model.vue#handleConfirmBool for the function `switch`.
        {
          id: 'switch',
          name: '开关',
          value: 1,
          valueName: '开',
          type: 2,
          parentId: 'switch',
          parentName: '开关',
          arrayIndex: '',
          arrayIndexName: '',
          deviceId: owner.deviceId,
          deviceName: '客厅插座',
        },
      ] as unknown[],
      ...overrides,
    };
    void time;
    void repeat;
    return { ...resd, jobId, jobName, deviceId, actions: JSON.stringify(actions) };
  };

  /** timing/index.vue#getList (`data:` on a GET: unset filters arrive empty). */
  const jobList = (app: FastbeeAppClient, extra: Record<string, unknown> = {}) =>
    app.getWithData('/iot/job/list', { pageNum: 1, pageSize: 4, deviceId: owner.deviceId, ...extra });

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, withTimer, withoutTimer, stranger } = await plugSharedTwice(t));
    ownerApp = new FastbeeAppClient(t, owner.token);
  });
  afterAll(() => t.close());

  describe('timers', () => {
    it('timing/detail.vue#handleSave (add) with handleAddTiming’s default, then timing/index.vue#getList', async () => {
      const added = await ownerApp.post('/iot/job', newTiming());
      expect(added.code, added.msg).toBe(200);
      const list = await jobList(ownerApp, { jobName: null, status: null });
      expect(list.code).toBe(200);
      expect(typeof list.total).toBe('number');
      const row = list.rows.find((r: { jobName: string }) => r.jobName === '早上开插座');
      expect(row).toMatchObject({
        jobGroup: 'DEFAULT',
        cronExpression: '0 05 08 ? * 1,2,3,4,5,6,7',
        status: '0',
      });
      expect(typeof row.jobId).toBe('number');
      // formatCronDisplay: hh:MM and the days by character position; getActionMun: JSON.parse(actions).length.
      expect(`${row.cronExpression.substring(5, 7)}:${row.cronExpression.substring(2, 4)}`).toBe('08:05');
      expect(row.cronExpression.substring(12)).toBe('1,2,3,4,5,6,7');
      expect(typeof row.actions).toBe('string');
      expect(JSON.parse(row.actions)).toHaveLength(1);
      expect(row.createTime).toMatch(TIME);
      // Linli keeps it as 08:05 every day, ISO weekdays.
      const kept = await linliTimer(row.jobId);
      expect(kept).toMatchObject({ time: '08:05', weekdays: [1, 2, 3, 4, 5, 6, 7], status: 0 });
      expect(kept.actions).toEqual([{ id: 'switch', value: '1' }]);
    });

    it('timing/detail.vue: Quartz weekdays (周日=1 … 周六=7) become the same days in Linli', async () => {
      const added = await ownerApp.post(
        '/iot/job',
        newTiming({
          jobName: '工作日',
          time: '07:30',
          repeatValue: [2, 3, 4, 5, 6],
          cronExpression: '0 30 07 ? * 2,3,4,5,6',
        }),
      );
      expect(added.code, added.msg).toBe(200);
      const row = (await jobList(ownerApp, { pageSize: 16 })).rows.find(
        (r: { jobName: string }) => r.jobName === '工作日',
      );
      expect(row.cronExpression).toBe('0 30 07 ? * 2,3,4,5,6');
      expect((await linliTimer(row.jobId)).weekdays).toEqual([1, 2, 3, 4, 5]);
    });

    it('timing/detail.vue#getJobInfo then #handleSave (edit): the merged object goes back and is saved', async () => {
      await ownerApp.post('/iot/job', newTiming({ jobName: '晚上关' }));
      const { rows } = await jobList(ownerApp, { pageSize: 16 });
      const jobId = rows.find((r: { jobName: string }) => r.jobName === '晚上关').jobId;
      const got = await ownerApp.get(`/iot/job/${jobId}`);
      expect(got.code).toBe(200);
      const { cronExpression } = got.data;
      const time = `${cronExpression.substring(5, 7)}:${cronExpression.substring(2, 4)}`;
      const repeatValue = cronExpression.substring(12).split(',').map(Number);
      const actions = JSON.parse(got.data.actions);
      expect(actions[0]).toMatchObject({ id: 'switch', name: '开关', value: 1, valueName: '开', type: 2 });
      const timingData = {
        ...newTiming(),
        ...got.data,
        time,
        repeat: '每天',
        repeatValue,
        cronExpression,
        actions,
      };
      // The person picks 21:30 on 周日 and 周六 and switches the plug off (gentCronExpression, handleConfirmBool).
      timingData.repeatValue = [7, 1].sort();
      timingData.cronExpression = `0 30 21 ? * ${timingData.repeatValue}`;
      timingData.actions = [{ ...actions[0], value: 0, valueName: '关' }];
      const { jobId: id, jobName, deviceId, actions: edited, time: _t, repeat: _r, ...resd } = timingData;
      const saved = await ownerApp.put('/iot/job', {
        ...resd,
        jobId: id,
        jobName,
        deviceId,
        actions: JSON.stringify(edited),
      });
      expect(saved.code, saved.msg).toBe(200);
      const again = await ownerApp.get(`/iot/job/${jobId}`);
      expect(again.data.cronExpression).toBe('0 30 21 ? * 1,7');
      expect(JSON.parse(again.data.actions)[0]).toMatchObject({ id: 'switch', value: 0, valueName: '关' });
      const kept = await linliTimer(jobId);
      expect(kept).toMatchObject({ time: '21:30', weekdays: [6, 7] });
      expect(kept.actions).toEqual([{ id: 'switch', value: '0' }]);
    });

    it('timing/index.vue#modalConfirm: the switch (changeStatus) and 执行一次 (run); the status tabs filter', async () => {
      await ownerApp.post('/iot/job', newTiming({ jobName: '要停的' }));
      const row = (await jobList(ownerApp, { pageSize: 16, jobName: '要停' })).rows[0];
      expect(row.jobName).toBe('要停的');
      const switched = await ownerApp.put('/iot/job/changeStatus', { jobId: row.jobId, status: '1' });
      expect(switched.code, switched.msg).toBe(200);
      expect(typeof switched.msg).toBe('string');
      const paused = await jobList(ownerApp, { pageSize: 16, status: '1' });
      expect(paused.rows.map((r: { jobId: number }) => r.jobId)).toEqual([row.jobId]);
      expect(paused.rows[0].status).toBe('1');
      const enabled = await jobList(ownerApp, { pageSize: 16, status: '0' });
      expect(enabled.rows.every((r: { status: string }) => r.status === '0')).toBe(true);
      const all = await jobList(ownerApp, { pageSize: 16, status: null });
      expect(all.total).toBe(enabled.total + 1);
      expect((await linliTimer(row.jobId)).status).toBe(1);
      const ran = await ownerApp.put('/iot/job/run', { jobId: row.jobId, jobGroup: row.jobGroup });
      expect(ran.code, ran.msg).toBe(200);
      // The page toasts msg only: the plug is not connected, and the toast says so.
      expect(ran.msg).toBe(formatMessage('zh-CN', ErrorCode.DEVICE_OFFLINE));
    });

    it('timing/list.vue: the list of 16, then delete', async () => {
      await ownerApp.post('/iot/job', newTiming({ jobName: '要删的' }));
      const list = await ownerApp.getWithData('/iot/job/list', {
        pageNum: 1,
        pageSize: 16,
        deviceId: owner.deviceId,
      });
      const row = list.rows.find((r: { jobName: string }) => r.jobName === '要删的');
      expect(typeof row.jobId).toBe('number');
      const removed = await ownerApp.delete(`/iot/job/${row.jobId}`);
      expect(removed.code, removed.msg).toBe(200);
      const after = await ownerApp.getWithData('/iot/job/list', {
        pageNum: 1,
        pageSize: 16,
        deviceId: owner.deviceId,
      });
      expect(after.total).toBe(list.total - 1);
    });

    it('a user the device is shared with WITH `timer` manages its timers like the owner', async () => {
      const app = new FastbeeAppClient(t, withTimer.token);
      const added = await app.post('/iot/job', newTiming({ jobName: '分享的人建的' }));
      expect(added.code, added.msg).toBe(200);
      expect(
        (await jobList(app, { pageSize: 16 })).rows.some(
          (r: { jobName: string }) => r.jobName === '分享的人建的',
        ),
      ).toBe(true);
    });

    it('refuses a shared user WITHOUT `timer`: list, add, edit, switch, run and delete; nothing changes', async () => {
      const app = new FastbeeAppClient(t, withoutTimer.token);
      const jobId = (await jobList(ownerApp, { pageSize: 16 })).rows[0].jobId;
      const before = await timerCount();
      for (const answer of [
        await jobList(app),
        await app.post('/iot/job', newTiming({ jobName: '不该有' })),
        await app.put('/iot/job', { ...newTiming({ jobName: '不该改' }), jobId }),
        await app.put('/iot/job/changeStatus', { jobId, status: '1' }),
        await app.put('/iot/job/run', { jobId, jobGroup: 'DEFAULT' }),
        await app.delete(`/iot/job/${jobId}`),
        await app.get(`/iot/job/${jobId}`),
      ]) {
        expect(answer.code).not.toBe(200);
        expect(answer.msg).toBeTruthy();
      }
      expect(await timerCount()).toBe(before);
      expect((await linliTimer(jobId)).jobName).not.toBe('不该改');
    });

    it('a stranger learns nothing of the timers: "not found", nothing changes', async () => {
      const app = new FastbeeAppClient(t, stranger.token);
      const jobId = (await jobList(ownerApp, { pageSize: 16 })).rows[0].jobId;
      const before = await linliTimer(jobId);
      for (const answer of [
        await jobList(app),
        await app.get(`/iot/job/${jobId}`),
        await app.put('/iot/job/changeStatus', { jobId, status: before.status === 0 ? '1' : '0' }),
        await app.delete(`/iot/job/${jobId}`),
      ]) {
        expect(answer.code).not.toBe(200);
        expect(answer.errorCode).toMatch(/NOT_FOUND$/);
      }
      expect(await linliTimer(jobId)).toEqual(before);
    });

    it('refuses a cron Linli cannot run (seconds, a day of the month) naming cronExpression; nothing is made', async () => {
      const before = await timerCount();
      for (const cronExpression of ['30 05 08 ? * 2', '0 05 08 15 * ?', '0 */5 08 ? * 2']) {
        const answer = await ownerApp.post('/iot/job', newTiming({ jobName: '不行', cronExpression }));
        expect(answer.code, cronExpression).toBe(500);
        expect(answer.errorCode).toBe('FIELD_INVALID');
        expect(answer.msg).toContain('CRON表达式');
      }
      expect(await timerCount()).toBe(before);
    });

    it('refuses an action the thing model does not allow (a bool set to 5), naming the item', async () => {
      const bad = newTiming({
        jobName: '坏值',
        actions: [{ id: 'switch', name: '开关', value: 5, type: 2, parentId: 'switch', arrayIndex: '' }],
      });
      const answer = await ownerApp.post('/iot/job', bad);
      expect(answer.code).toBe(500);
      expect(answer.errorCode).toBe('THING_VALUE_INVALID');
      expect(answer.msg).toContain('开关');
    });

    it('pagesA/home/device/model.vue: one element of an array picked for a timer is refused in words; nothing is made', async () => {
      const before = await timerCount();
      const element = newTiming({
        jobName: '第二档',
        actions: [
          { id: 'array_01_levels', name: '档位', value: 2, type: 2, parentId: 'levels', arrayIndex: '01' },
        ],
      });
      const answer = await ownerApp.post('/iot/job', element);
      expect(answer).toMatchObject({
        code: 500,
        errorCode: 'TIMER_ARRAY_ELEMENT',
        msg: formatMessage('zh-CN', ErrorCode.TIMER_ARRAY_ELEMENT),
      });
      expect(await timerCount()).toBe(before);
    });
  });
});
