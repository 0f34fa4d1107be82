import type { UserProfile } from '@linli/contracts';

/** A signed-in member's profile as GET /system/user/profile answers it; tests change what they are about. */
export function aProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    userId: 7,
    userName: 'zhou_min',
    nickName: '周敏',
    email: '',
    phonenumber: '13800138007',
    sex: '1',
    avatar: '',
    createTime: '2026-03-02T01:00:00.000Z',
    loginIp: '127.0.0.1',
    loginDate: null,
    roles: ['member'],
    hasPassword: true,
    experience: false,
    wxBind: false,
    ...overrides,
  };
}
