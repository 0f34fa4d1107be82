/** REST paths of the security audit log and the personal data export (issue 9); spread into ApiPath. */
export const auditPaths = {
  auditList: '/system/audit/list',
  userExport: '/system/user/export',
} as const;
