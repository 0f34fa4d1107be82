import type { AccessTable } from '../types.ts';

/**
 * The FastBee app's account calls (modules/fastbee-app/account.routes.ts): the same answers per caller as
 * their /api twins (auth.access.ts, users.access.ts, shares.access.ts).
 */
export default [
  { route: 'GET /prod-api/captchaImage', ok: 'all' },
  {
    route: 'POST /prod-api/login',
    admitted: true,
    call: () => ({
      body: { username: 'nobody_here', password: 'Wrong-pass-1', rememberMe: false, code: '1' },
    }),
  },
  {
    route: 'POST /prod-api/logout',
    ok: 'all',
    note: 'a second session of the caller, so the shared fixtures keep theirs',
    call: async (w, actor) => (actor === 'visitor' ? {} : { token: await w.newToken(actor) }),
  },
  { route: 'POST /prod-api/iot/tool/register', admitted: true, call: () => ({ body: { bindId: '' } }) },
  {
    route: 'GET /prod-api/system/user/profile',
    ok: 'all',
    check: (answer, w, actor) => {
      const data = answer.body.data as { userId: number };
      if (actor !== 'visitor' && data.userId !== w.users[actor].userId)
        throw new Error('another user profile');
    },
  },
  { route: 'PUT /prod-api/system/user/profile', ok: 'all', call: () => ({ body: { nickName: '邻里用户' } }) },
  {
    route: 'PUT /prod-api/system/user/profile/updatePwd',
    admitted: true,
    call: () => ({ query: { oldPassword: 'Wrong-pass-1', newPassword: 'New-pass-123' } }),
  },
  { route: 'POST /prod-api/system/user/profile/avatar', admitted: true },
  { route: 'POST /prod-api/wechat/miniLogin', admitted: true, call: () => ({ body: { code: 'nope' } }) },
  { route: 'POST /prod-api/wechat/bind', admitted: true, call: () => ({ body: { code: 'nope' } }) },
  {
    route: 'POST /prod-api/wechat/cancelBind',
    admitted: true,
    call: () => ({ body: { verifyType: 1, password: 'Wrong-pass-1' } }),
  },
  {
    route: 'GET /prod-api/iot/tool/userList',
    ok: 'all',
    note: 'as GET /iot/tool/userList: a whole phone number, on the share look-up budget; a masked card',
    call: async (w) => ({
      query: { phonenumber: (await w.t.container.users.findById(w.users.stranger.userId))!.phonenumber! },
    }),
    check: (answer, w, actor) => {
      const rows = answer.body.rows as { userId: number; userName: string }[];
      if (rows.length !== (actor === 'stranger' ? 0 : 1)) throw new Error(`userList rows ${rows.length}`);
      if (rows[0] && (rows[0].userId !== w.users.stranger.userId || !rows[0].userName.includes('*')))
        throw new Error('userList answered more than the masked card');
    },
  },
] satisfies AccessTable;
