/** Query parameters of the login family of routes. */
export const AuthParam = {
  /** The WeChat OAuth redirect brings its authorisation code back in this parameter. */
  wechatCode: 'wechatCode',
  /** The pending WeChat identity handed to bind login / bind register. */
  bindId: 'bindId',
  /** Open the login page with the experience account filled in. */
  experience: 'experience',
  /** Where to return after login (an in-app path), e.g. the application form a visitor was about to open. */
  redirect: 'redirect',
} as const;

/** Only in-app paths are followed after login ('/x', never '//host' or 'https://...'). */
export function safeRedirect(value: string | null | undefined): string | undefined {
  return value?.startsWith('/') && !value.startsWith('//') ? value : undefined;
}
