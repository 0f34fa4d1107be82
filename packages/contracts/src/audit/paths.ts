/** REST paths of the security audit log and the personal data export; spread into ApiPath. */
export const auditPaths = {
  auditList: '/system/audit/list',
  userExport: '/system/user/export',
} as const;
