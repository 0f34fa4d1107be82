import type { Language, UserDataExport, UserPreferences } from '@linli/contracts';
import { ACTORS, type AccessTable, type ActorName } from '../types.ts';

/** Neighbouring callers save different choices, so an answer holding another account's row shows. */
const languageOf = (actor: ActorName): Language => (ACTORS.indexOf(actor) % 2 ? 'en-US' : 'zh-CN');
const elderOf = (actor: ActorName) => ACTORS.indexOf(actor) % 3 === 0;

/** The caller's own account: every signed-in caller gets their own, and only their own. */
export default [
  {
    route: 'GET /system/user/profile',
    ok: 'all',
    check: (answer, w, actor) => {
      const data = answer.body.data as { userId: number };
      if (actor !== 'visitor' && data.userId !== w.users[actor].userId)
        throw new Error('another user profile');
    },
  },
  { route: 'PUT /system/user/profile', ok: 'all', call: () => ({ body: { nickName: '邻里用户' } }) },
  {
    route: 'PUT /system/user/profile/updatePwd',
    admitted: true,
    call: () => ({ query: { oldPassword: 'Wrong-pass-1', newPassword: 'New-pass-123' } }),
  },
  {
    route: 'GET /system/user/preferences',
    ok: 'all',
    check: (answer) => {
      const data = answer.body.data as UserPreferences;
      if (!('language' in data) || !('elderMode' in data)) throw new Error('preferences shape');
    },
  },
  {
    route: 'PUT /system/user/preferences',
    ok: 'all',
    call: (_w, actor) => ({ body: { language: languageOf(actor), elderMode: elderOf(actor) } }),
    check: (answer, _w, actor) => {
      const data = answer.body.data as UserPreferences;
      if (data.language !== languageOf(actor) || data.elderMode !== elderOf(actor))
        throw new Error(`preferences answered ${JSON.stringify(data)}`);
    },
  },
  { route: 'POST /system/user/profile/avatar', admitted: true },
  { route: 'POST /common/upload', admitted: true },
  { route: 'POST /system/user/profile/confirmCode', admitted: true },
  { route: 'POST /unsubscribe', admitted: true, call: () => ({ body: { password: 'Wrong-pass-1' } }) },
  {
    route: 'GET /system/user/export',
    ok: 'all',
    check: (answer, w, actor) => {
      const { sections } = answer.body.data as UserDataExport;
      const devices = (sections.devices as { deviceId: number; userId?: number }[]).map((d) => d.deviceId);
      const sees = ['owner', 'sharedWith', 'sharedWithout'].includes(actor);
      if (devices.includes(w.device.id) !== sees) throw new Error(`export devices ${devices.join(',')}`);
      const applications = (sections.applications as { id: number }[]).map((a) => a.id);
      if (applications.includes(w.application) !== (actor === 'resident'))
        throw new Error(`export applications ${applications.join(',')}`);
    },
  },
] satisfies AccessTable;
