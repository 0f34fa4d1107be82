import { SEED_ELDERLY_TEMPLATE } from '@linli/contracts';
import { completeBasicInfo } from '../../../src/modules/assessments/assessments.demo.ts';
import { answersWithTotal } from '../../support/assessments-fixtures.ts';
import type { TestApp } from '../../support/index.ts';
import { apply, aSingleRecord, createProject, signIn } from '../../support/social-services.ts';
import { buildDeviceData } from './device-data.ts';
import type { SignedInActor } from './types.ts';

export interface Account {
  token: string;
  userId: number;
}

async function ok<T = { id: number }>(
  t: TestApp,
  method: string,
  url: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const answer = await t.call<{ data: T }>(method, url, { token, ...(body === undefined ? {} : { body }) });
  if (answer.body.code !== 200) throw new Error(`fixture ${method} ${url} refused: ${answer.body.msg}`);
  return answer.body.data;
}

/**
 * The shared fixtures of the matrix, made through the API as the people concerned would make them, plus
 * factories for routes that destroy or change state (each such call gets an object of its own).
 */
export async function buildWorld(t: TestApp) {
  const roles: Record<SignedInActor, Parameters<typeof signIn>[1]> = {
    stranger: ['member'],
    resident: ['member'],
    sharedWithout: ['member'],
    sharedWith: ['member'],
    owner: ['member'],
    socialWorker: ['staff'],
    assessor: ['staff'],
    admin: ['admin'],
  };
  const users = {} as Record<SignedInActor, Account>;
  for (const [name, r] of Object.entries(roles)) users[name as SignedInActor] = await signIn(t, r);
  const { owner, resident, socialWorker, assessor, admin } = users;
  async function newDevice(name = '客厅插座', productCode = 'smart-plug') {
    const plug = (await t.container.iot.products.findByCode(productCode))!;
    const created = await ok<{ deviceId: number; serialNumber: string }>(
      t,
      'POST',
      '/iot/device',
      owner.token,
      {
        productId: plug.id,
        deviceName: name,
      },
    );
    const perms = await ok<{ identifier: string }[]>(
      t,
      'GET',
      `/iot/model/permList/${created.deviceId}`,
      owner.token,
    );
    await ok(t, 'POST', '/iot/share', owner.token, {
      deviceId: created.deviceId,
      userId: users.sharedWithout.userId,
      perms: [],
    });
    await ok(t, 'POST', '/iot/share', owner.token, {
      deviceId: created.deviceId,
      userId: users.sharedWith.userId,
      perms: perms.map((p) => p.identifier),
    });
    // Both accept at once: a share works only once its recipient has accepted it.
    for (const shared of [users.sharedWithout, users.sharedWith])
      await ok(t, 'PUT', '/iot/share/accept', shared.token, { deviceId: created.deviceId });
    return { id: created.deviceId, serialNumber: created.serialNumber, productId: plug.id };
  }
  const device = await newDevice();
  const gateway = await newDevice('网关', 'gateway');
  /** A plug linked under the owner's gateway (a sub-device). */
  const newSubDevice = async () => {
    const sub = await newDevice('厨房水浸', 'water-leak');
    await ok(t, 'POST', '/iot/relation', owner.token, { gatewayId: gateway.id, deviceId: sub.id });
    return sub.id;
  };

  const newGroup = async () =>
    (
      await ok<{ groupId: number }>(t, 'POST', '/iot/group', owner.token, {
        groupName: '客厅',
        groupOrder: 1,
      })
    ).groupId;
  const newTimer = async () =>
    (
      await ok<{ jobId: number }>(t, 'POST', '/iot/job', owner.token, {
        jobName: '开灯',
        deviceId: device.id,
        time: '09:30',
        weekdays: [1],
        actions: [{ id: 'switch', value: '1' }],
      })
    ).jobId;
  const newScene = async () =>
    (
      await ok<{ sceneId: number }>(t, 'POST', '/iot/scene', owner.token, {
        sceneName: '早上开灯',
        triggers: [{ source: 2, time: '07:00', weekdays: [1, 2, 3, 4, 5] }],
        actions: [{ source: 1, deviceId: device.id, type: 2, id: 'switch', value: '1' }],
      })
    ).sceneId;
  const newAlert = async () => {
    const record = (await t.container.iot.devices.devices.findById(device.id))!;
    return t.container.automation.alerts.raise({
      authorId: users.owner.userId,
      device: record,
      sceneId: null,
      sceneName: '',
      alertName: '温度过高',
      alertLevel: 2,
      detail: [{ id: 'temperature', value: '35' }],
    });
  };

  const projectId = await createProject(t, admin.token);
  const newProject = () => createProject(t, admin.token);
  // One open application per project and person: each fresh one is for a project of its own.
  const newApplication = async () => apply(t, resident.token, await newProject());
  /** An application the centre has served to the end, so its applicant may rate it. */
  const newCompletedApplication = async () => {
    const id = await newApplication();
    const soon = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const step of [
      { action: 'accept' },
      { action: 'schedule', scheduledDate: soon, scheduledTime: '10:00' },
      { action: 'start' },
      { action: 'complete' },
    ])
      await ok(t, 'POST', `/shfw/application/${id}/action`, socialWorker.token, step);
    return id;
  };
  const newPerson = async () =>
    (
      await ok(t, 'POST', '/shfw/person', socialWorker.token, {
        name: '陈秀英',
        sex: '1',
        birthDate: '1949-12-31',
        userId: resident.userId,
      })
    ).id;
  const personId = await newPerson();
  /** A file on the owner's mother, linked to the owner's account: the owner may link the device to it. */
  const ownerPersonId = (
    await ok(t, 'POST', '/shfw/person', socialWorker.token, {
      name: '周淑芬',
      sex: '1',
      birthDate: '1946-05-02',
      userId: owner.userId,
    })
  ).id;
  const recordId = (await ok(t, 'POST', '/shfw/record', socialWorker.token, aSingleRecord(personId))).id;

  const newServiceGroup = async () =>
    (
      await ok(t, 'POST', '/shfw/group', admin.token, {
        kind: 'housing',
        name: '7栋互助组',
        summary: '邻居结对关照独居长者',
        contactPhone: '13800138001',
        services: ['代买代办'],
      })
    ).id;
  const serviceGroupId = await newServiceGroup();
  // One pending application per group and person: each fresh one is to a group of its own.
  const newGroupApplication = async () =>
    (
      await ok(t, 'POST', `/shfw/group/${await newServiceGroup()}/apply`, resident.token, {
        kind: 'join',
        contactName: '王阿姨',
        contactPhone: '13800138000',
        content: '想加入互助组',
      })
    ).id;

  const subject = { subjectType: 'person', subjectName: '陈秀英', subjectRef: String(resident.userId) };
  // The second assessor every assessment needs to be submitted: a staff account outside the matrix's actors.
  const coAssessor = await signIn(t, ['staff']);
  const newDraftAssessment = async () => {
    const { id } = await ok(t, 'POST', '/assessment/records', assessor.token, {
      type: 'elderly-ability',
      subject,
      secondAssessorId: coAssessor.userId,
    });
    await ok(t, 'PUT', `/assessment/records/${id}`, assessor.token, {
      basicInfo: completeBasicInfo('陈秀英'),
      answers: answersWithTotal(SEED_ELDERLY_TEMPLATE, 80),
    });
    return id;
  };
  const newSubmittedAssessment = async () => {
    const id = await newDraftAssessment();
    await ok(t, 'POST', `/assessment/records/${id}/submit`, assessor.token);
    return id;
  };
  const approvedAssessment = await newSubmittedAssessment();
  await ok(t, 'POST', `/assessment/records/${approvedAssessment}/approve`, admin.token, {});

  const newArticle = async () =>
    (
      await ok(t, 'POST', '/news', admin.token, {
        category: 'activity',
        title: '重阳敬老活动',
        content: '<p>活动举行</p>',
      })
    ).id;
  const newBanner = async () =>
    (
      await ok(t, 'POST', '/news/banner', admin.token, {
        title: '重阳敬老周',
        image: '/api/news/asset/banner-care.svg',
        linkType: 'url',
        linkTarget: 'https://linli.example/elder',
        sort: 1,
      })
    ).id;

  return {
    t,
    users,
    device,
    gateway,
    group: await newGroup(),
    timer: await newTimer(),
    scene: await newScene(),
    alert: await newAlert(),
    /** Device logs, firmware and order-control rules (device-data.ts). */
    deviceData: await buildDeviceData(t, users, device, () => newDevice()),
    projectId,
    application: await newApplication(),
    personId,
    ownerPersonId,
    recordId,
    serviceGroupId,
    groupApplication: await newGroupApplication(),
    approvedAssessment,
    draftAssessment: await newDraftAssessment(),
    article: await newArticle(),
    banner: await newBanner(),
    /** A second live session of an actor (logout ends the one it is called with). */
    newToken: (actor: SignedInActor) =>
      t.container.sessions.issue(users[actor].userId, { ip: '127.0.0.1', userAgent: 'matrix' }),
    fresh: {
      device: (productCode?: string) => newDevice('客厅插座', productCode),
      subDevice: newSubDevice,
      group: newGroup,
      timer: newTimer,
      scene: newScene,
      alert: newAlert,
      project: newProject,
      application: newApplication,
      completedApplication: newCompletedApplication,
      person: newPerson,
      serviceGroup: newServiceGroup,
      groupApplication: newGroupApplication,
      draftAssessment: newDraftAssessment,
      submittedAssessment: newSubmittedAssessment,
      article: newArticle,
      banner: newBanner,
    },
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
