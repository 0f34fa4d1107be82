import { ErrorCode } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/index.ts';
import { apply, appWithAdmin, createProject, signIn } from '../../../test/support/social-services.ts';

const aGroup = {
  kind: 'volunteer',
  name: '邻里互助队',
  summary: '帮长者买菜、陪诊',
  contactPhone: '13800138000',
};

describe('administrators remove projects and groups', () => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    ({ t, admin } = await appWithAdmin());
  });
  afterEach(() => t.close());

  it('deletes an unused project outright', async () => {
    const id = await createProject(t, admin);
    const answer = await t.call('DELETE', `/shfw/project/${id}`, { token: admin });
    expect(answer.body).toMatchObject({ code: 200, data: { removed: true } });
    expect((await t.call('GET', `/shfw/project/${id}`, { token: admin })).body.errorCode).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('takes a project with open applications offline instead, so residents still see it', async () => {
    const id = await createProject(t, admin, { title: '上门助浴' });
    const resident = await signIn(t);
    const applicationId = await apply(t, resident.token, id);
    const answer = await t.call('DELETE', `/shfw/project/${id}`, { token: admin });
    expect(answer.body).toMatchObject({ code: 200, data: { removed: false } });
    // Gone from the catalogue...
    const list = await t.call<{ total: number }>('GET', '/shfw/project/list', {
      query: { keyword: '上门助浴' },
    });
    expect(list.body.total).toBe(0);
    // ...but the resident's application and the project detail stay readable.
    const mine = await t.call<{ data: { projectId: number } }>('GET', `/shfw/application/${applicationId}`, {
      token: resident.token,
    });
    expect(mine.body.data.projectId).toBe(id);
    const detail = await t.call<{ data: { status: string } }>('GET', `/shfw/project/${id}`, {
      token: resident.token,
    });
    expect(detail.body.data.status).toBe('closed');
    // New applications are refused while it is offline.
    const other = await signIn(t);
    const refused = await t.call('POST', '/shfw/application', {
      token: other.token,
      body: {
        projectId: id,
        servedType: 'self',
        description: '需要帮助',
        preferredDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        preferredSlot: 'morning',
        contactPhone: '13800138000',
        attachments: [],
      },
    });
    expect(refused.body.errorCode).toBe(ErrorCode.PROJECT_NOT_OPEN);
  });

  it('deletes an unused group and closes one with applications', async () => {
    const create = async () =>
      (await t.call<{ data: { id: number } }>('POST', '/shfw/group', { token: admin, body: aGroup })).body
        .data.id;
    const unused = await create();
    expect((await t.call('DELETE', `/shfw/group/${unused}`, { token: admin })).body).toMatchObject({
      data: { removed: true },
    });
    expect((await t.call('GET', `/shfw/group/${unused}`)).body.errorCode).toBe(ErrorCode.NOT_FOUND);

    const used = await create();
    const resident = await signIn(t);
    const applied = await t.call('POST', `/shfw/group/${used}/apply`, {
      token: resident.token,
      body: { kind: 'join', contactName: '王阿姨', contactPhone: '13900139000', content: '想加入' },
    });
    expect(applied.body.code).toBe(200);
    expect((await t.call('DELETE', `/shfw/group/${used}`, { token: admin })).body).toMatchObject({
      data: { removed: false },
    });
    const group = await t.call<{ data: { status: string } }>('GET', `/shfw/group/${used}`);
    expect(group.body.data.status).toBe('closed');
    const mine = await t.call<{ total: number }>('GET', '/shfw/group/application/my', {
      token: resident.token,
    });
    expect(mine.body.total).toBe(1);
  });

  it('refuses residents and social workers, and answers not found for a missing id', async () => {
    const project = await createProject(t, admin);
    const group = (
      await t.call<{ data: { id: number } }>('POST', '/shfw/group', { token: admin, body: aGroup })
    ).body.data.id;
    for (const roles of [['member'], ['staff']] as const) {
      const { token } = await signIn(t, [...roles]);
      expect((await t.call('DELETE', `/shfw/project/${project}`, { token })).body.code).toBe(403);
      expect((await t.call('DELETE', `/shfw/group/${group}`, { token })).body.code).toBe(403);
    }
    expect((await t.call('DELETE', '/shfw/project/99999', { token: admin })).body.errorCode).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await t.call('DELETE', '/shfw/project/abc', { token: admin })).body).toMatchObject({
      errorCode: ErrorCode.FIELD_INVALID,
      field: 'id',
    });
  });

  it('names the field of a bad project edit', async () => {
    const id = await createProject(t, admin);
    const bad = await t.call('PUT', `/shfw/project/${id}`, { token: admin, body: { contactPhone: '12345' } });
    expect(bad.body).toMatchObject({ errorCode: ErrorCode.PHONE_INVALID, field: 'contactPhone' });
    const cover = await t.call('PUT', `/shfw/project/${id}`, {
      token: admin,
      body: { cover: 'javascript:x' },
    });
    expect(cover.body).toMatchObject({ errorCode: ErrorCode.FIELD_INVALID, field: 'cover' });
  });
});
