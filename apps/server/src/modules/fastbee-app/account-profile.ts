import type { fastbeeApp, UserProfile } from '@linli/contracts';
import { appPicture, appTime } from './shapes.ts';

/**
 * Linli's profile as FastBee's SysUser (`GET /system/user/profile` `data`): the fields the app's pages read
 * (pages/tabBar/user/index.vue, pagesB/user/account.vue) with FastBee's time format. `wxBind` travels beside
 * `data`, where the app reads it.
 */
export function presentProfile(profile: UserProfile): fastbeeApp.AppProfile {
  return {
    userId: profile.userId,
    userName: profile.userName,
    nickName: profile.nickName,
    email: profile.email,
    phonenumber: profile.phonenumber,
    sex: profile.sex,
    avatar: appPicture(profile.avatar),
    status: '0',
    loginIp: profile.loginIp,
    loginDate: profile.loginDate === null ? null : appTime(profile.loginDate),
    createTime: appTime(profile.createTime),
    remark: '',
  };
}
