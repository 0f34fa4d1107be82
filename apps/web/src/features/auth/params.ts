/** Query parameters of the login family of routes. */
export const AuthParam = {
  /** The WeChat OAuth redirect brings its authorisation code back in this parameter. */
  wechatCode: 'wechatCode',
  /** The pending WeChat identity handed to bind login / bind register. */
  bindId: 'bindId',
  /** Open the login page with the experience account filled in. */
  experience: 'experience',
} as const;
