import type { UserDataExport } from '@linli/contracts';
import type { AccessTable } from '../types.ts';

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
  { route: 'POST /system/user/profile/avatar', admitted: true },
  { route: 'POST /common/upload', admitted: true },
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
