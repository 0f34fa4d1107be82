import { centreDate, DEVICE_LOG_TYPE, EXPERIENCE_USERNAME } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnClock, type TestApp } from '../../test/support/index.ts';
import { DEMO_DUE_SUBJECTS } from '../modules/assessments/index.ts';
import { experienceHome } from '../modules/mqtt/index.ts';
import { DEMO_ELDER } from '../modules/social-services/index.ts';
import { DAY } from '../platform/clock.ts';
import { seedDemo } from './demo.ts';
import { DEMO_HISTORY_DAYS } from './demo-history.ts';

/** 14:00 in Shenzhen: the demo's day is under way. */
const NOW = new Date('2026-11-26T06:00:00.000Z');

/**
 * The demo a new install shows: a week of device history that obeys its devices' physics (meters only
 * count up, a plug switched off draws nothing) and dates that agree with the states they belong to.
 */
describe('demo data', () => {
  let t: TestApp;
  let seededInMs = 0;
  const deviceIds = new Map<string, number>();

  beforeAll(async () => {
    ({ t } = await appOnClock(NOW));
    const began = performance.now();
    await seedDemo(t.container);
    seededInMs = performance.now() - began;
    const home = await experienceHome(t.container);
    for (const row of home?.devices ?? []) deviceIds.set(row.deviceName, row.deviceId);
  });
  afterAll(() => t.close());

  const readings = async (device: string, identifier: string) => {
    const rows = await t.db.kysely
      .selectFrom('device_logs')
      .select(['value', 'created_at'])
      .where('device_id', '=', deviceIds.get(device)!)
      .where('log_type', '=', DEVICE_LOG_TYPE.property)
      .where('identifier', '=', identifier)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ at: r.created_at, value: r.value }));
  };

  it('a fresh install has a week of history: a reading on each of the last 7 days', async () => {
    console.info(`demo seeded in ${Math.round(seededInMs)} ms`);
    const today = centreDate(NOW);
    const days = Array.from({ length: DEMO_HISTORY_DAYS }, (_, i) =>
      centreDate(new Date(NOW.getTime() - i * DAY)),
    );
    expect(days[0]).toBe(today);
    for (const [device, identifier] of [
      ['奶奶的健康手表', 'heart_rate'],
      ['奶奶的健康手表', 'steps'],
      ['客厅智能插座', 'power'],
      ['客厅智能插座', 'energy'],
    ] as const) {
      const seen = new Set((await readings(device, identifier)).map((r) => centreDate(new Date(r.at))));
      for (const day of days) expect(seen.has(day), `${device} ${identifier} on ${day}`).toBe(true);
    }
  });

  it('meters never go down; steps only within a day', async () => {
    const energy = await readings('客厅智能插座', 'energy');
    expect(energy.length).toBeGreaterThan(100);
    for (let i = 1; i < energy.length; i++)
      expect(Number(energy[i]!.value)).toBeGreaterThanOrEqual(Number(energy[i - 1]!.value));
    const steps = await readings('奶奶的健康手表', 'steps');
    for (let i = 1; i < steps.length; i++) {
      const [before, now] = [steps[i - 1]!, steps[i]!];
      if (centreDate(new Date(before.at)) === centreDate(new Date(now.at)))
        expect(Number(now.value), now.at).toBeGreaterThanOrEqual(Number(before.value));
    }
    // The live simulator resumes from the stored values: the meter it starts from is the one stored at the
    // seed's "now", never below the history's last reading (taken on the quarter hour before it), and no
    // older than it.
    await t.container.iot.devices.writer.drain();
    const plug = deviceIds.get('客厅智能插座')!;
    const stored = (await t.container.iot.devices.state.storedValues(plug)).find((v) => v.id === 'energy')!;
    const last = energy.at(-1)!;
    expect(
      Number(stored.value),
      `stored ${stored.value}, history ends at ${last.value}`,
    ).toBeGreaterThanOrEqual(Number(last.value));
    expect(Date.parse(stored.ts ?? '')).toBeGreaterThanOrEqual(Date.parse(last.at));
  });

  it('a plug draws power only while its switch is on', async () => {
    const plug = deviceIds.get('客厅智能插座')!;
    const switching = (
      await t.db.kysely
        .selectFrom('device_commands')
        .select(['payload', 'created_at'])
        .where('device_id', '=', plug)
        .orderBy('created_at')
        .execute()
    ).map((c) => ({
      at: c.created_at,
      on: (JSON.parse(c.payload) as { value: string }[])[0]?.value === '1',
    }));
    expect(switching.length).toBeGreaterThanOrEqual(2 * (DEMO_HISTORY_DAYS - 1));
    const power = await readings('客厅智能插座', 'power');
    let off = 0;
    for (const reading of power) {
      const last = switching.filter((c) => c.at <= reading.at).at(-1);
      if (last && !last.on) {
        off += 1;
        expect(reading.value, reading.at).toBe('0');
      }
      if (last?.on) expect(Number(reading.value), reading.at).toBeGreaterThan(0);
    }
    expect(off).toBeGreaterThan(0);
    const stored = await t.container.iot.devices.state.storedValues(plug);
    const switchNow = stored.find((v) => v.id === 'switch')?.value;
    expect(switchNow).toBe(switching.at(-1)!.on ? '1' : '0');
  });

  it('vital signs and places are human: a heart in range, a location near home', async () => {
    for (const { value } of await readings('奶奶的健康手表', 'heart_rate')) {
      expect(Number(value)).toBeGreaterThanOrEqual(40);
      expect(Number(value)).toBeLessThanOrEqual(140);
    }
    for (const { value } of await readings('奶奶的健康手表', 'location')) {
      const { lng, lat } = JSON.parse(value) as { lng: string; lat: string };
      expect(Math.abs(Number(lng) - 114.05)).toBeLessThan(0.05);
      expect(Math.abs(Number(lat) - 22.56)).toBeLessThan(0.05);
    }
    const gateway = await t.container.iot.devices.state.storedValues(deviceIds.get('家庭网关')!);
    expect(gateway.find((v) => v.id === 'sub_count')?.value).toBe('1');
  });

  it('every date of the social-services demo agrees with its state', async () => {
    const now = NOW.toISOString();
    const experience = await t.container.users.findByUsername(EXPERIENCE_USERNAME);
    const applications = await t.db.kysely
      .selectFrom('service_applications')
      .selectAll()
      .where('applicant_id', '=', experience!.id)
      .execute();
    expect(applications).toHaveLength(6);
    const projects = await t.db.kysely.selectFrom('service_projects').select(['id', 'created_at']).execute();
    for (const application of applications) {
      const events = await t.db.kysely
        .selectFrom('service_application_events')
        .selectAll()
        .where('application_id', '=', application.id)
        .orderBy('id')
        .execute();
      const what = `${application.id} ${application.status}`;
      const project = projects.find((p) => p.id === application.project_id)!;
      expect(project.created_at <= application.created_at, what).toBe(true);
      expect(events[0]?.created_at, what).toBe(application.created_at);
      for (let i = 1; i < events.length; i++)
        expect(events[i - 1]!.created_at <= events[i]!.created_at, what).toBe(true);
      expect(events.at(-1)!.created_at <= now, what).toBe(true);
      expect(application.preferred_date >= centreDate(new Date(application.created_at)), what).toBe(true);
      const scheduled = events.find((e) => e.action === 'schedule');
      if (scheduled) {
        expect(application.scheduled_date! >= centreDate(new Date(scheduled.created_at)), what).toBe(true);
      }
      const started = events.find((e) => e.action === 'start');
      // Checked in on the appointment's day, not days after it.
      if (started) expect(centreDate(new Date(started.created_at)), what).toBe(application.scheduled_date);
      const completed = events.find((e) => e.action === 'complete');
      if (completed) expect(started && started.created_at <= completed.created_at, what).toBe(true);
      if (application.rating !== null) {
        expect(completed && completed.created_at <= application.rated_at!, what).toBe(true);
        expect(application.rated_at! <= now, what).toBe(true);
      }
    }
    const persons = await t.db.kysely.selectFrom('service_persons').selectAll().execute();
    const records = await t.db.kysely.selectFrom('service_records').selectAll().execute();
    expect(records).toHaveLength(3);
    for (const record of records) {
      const person = persons.find((p) => p.id === record.person_id)!;
      expect(person.created_at <= record.created_at).toBe(true);
      // Written on the day of the service; a home visit checks in on the day it happened.
      expect(centreDate(new Date(record.created_at)), record.kind).toBe(record.service_date);
      if (record.kind === 'home_visit') {
        expect(centreDate(new Date(record.check_in_at!))).toBe(record.service_date);
        expect(JSON.parse(record.photos)).toEqual(['/api/news/asset/elderly-care.svg']);
      }
    }
    const news = await t.db.kysely.selectFrom('news_articles').select(['published_at']).execute();
    for (const article of news) expect(article.published_at <= now).toBe(true);
    expect(new Set(news.map((a) => centreDate(new Date(a.published_at)))).size).toBe(news.length);
  });

  it("an older person's assessments are filed under her, not under the family account", async () => {
    const experience = await t.container.users.findByUsername(EXPERIENCE_USERNAME);
    const all = await t.db.kysely.selectFrom('assessments').selectAll().execute();
    // Besides hers, the two people filed by name only whose re-assessments fall due (demo-due-subjects.ts).
    const byNameOnly = all.filter((a) => a.subject_ref === null).map((a) => a.subject_name);
    expect(byNameOnly.sort()).toEqual(DEMO_DUE_SUBJECTS.map((p) => p.name).sort());
    const assessments = all.filter((a) => a.subject_ref !== null);
    expect(assessments).toHaveLength(2);
    for (const assessment of assessments) {
      expect(assessment.subject_name).toBe(DEMO_ELDER.name);
      expect(assessment.subject_name).not.toBe(experience!.nickName);
      // Her file is linked to her family's account: that is the reference her health record reads.
      expect(assessment.subject_ref).toBe(String(experience!.id));
      const info = JSON.parse(assessment.basic_info) as Record<string, string>;
      expect(info['A.2.1']).toBe(DEMO_ELDER.name);
      expect(info['A.2.3']).toBe(DEMO_ELDER.birthDate);
      expect(info['A.1.2']! < centreDate(NOW)).toBe(true);
      // Filled in on the day it says, submitted then, approved after, none of it in the future.
      expect(centreDate(new Date(assessment.created_at))).toBe(info['A.1.2']);
      expect(assessment.created_at <= assessment.submitted_at!).toBe(true);
      expect(assessment.submitted_at! < assessment.reviewed_at!).toBe(true);
      expect(assessment.reviewed_at! <= NOW.toISOString()).toBe(true);
    }
    const [person] = await t.db.kysely
      .selectFrom('service_persons')
      .select(['name', 'user_id'])
      .where('user_id', '=', experience!.id)
      .execute();
    expect(person?.name).toBe(DEMO_ELDER.name);
  });

  it('seeding again adds nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('device_logs')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedDemo(t.container);
    expect(await count()).toBe(before);
  });
});
