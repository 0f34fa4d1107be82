import type { AccessTable } from '../types.ts';

/** Sign-in and sign-up act on no one's data: each caller only has to get past the gate. */
export default [
  { route: 'GET /auth/options', ok: 'all' },
  { route: 'GET /captchaImage', ok: 'all' },
  {
    route: 'POST /login',
    admitted: true,
    call: () => ({ body: { username: 'nobody_here', password: 'Wrong-pass-1' } }),
  },
  {
    route: 'POST /logout',
    ok: 'all',
    note: 'a second session of the caller, so the shared fixtures keep theirs',
    call: async (w, actor) => (actor === 'visitor' ? {} : { token: await w.newToken(actor) }),
  },
  { route: 'POST /iot/tool/register', admitted: true, call: () => ({ body: {} }) },
  { route: 'GET /notify/smsLoginCaptcha', admitted: true, call: () => ({ query: { phoneNumber: '1' } }) },
  {
    route: 'POST /auth/sms/login',
    admitted: true,
    call: () => ({ body: { phonenumber: '13800000000', smsCode: '000000' } }),
  },
  { route: 'POST /wechat/mobileLogin', admitted: true, call: () => ({ body: { code: 'nope' } }) },
  {
    route: 'POST /auth/bind/login',
    admitted: true,
    call: () => ({ body: { bindId: 'nope', username: 'a', password: 'b' } }),
  },
  { route: 'POST /auth/bind/register', admitted: true, call: () => ({ body: { bindId: 'nope' } }) },
  { route: 'POST /wechat/bind', admitted: true, call: () => ({ body: { code: 'nope' } }) },
  { route: 'POST /wechat/cancelBind', admitted: true, call: () => ({ body: {} }) },
] satisfies AccessTable;
