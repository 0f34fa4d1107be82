import { useProfile } from '../../users/index.ts';

/** Staff and administrators are the centre's social workers (the server checks again). */
export function useRoles() {
  const { profile } = useProfile();
  const roles = profile?.roles ?? [];
  return {
    profile,
    isStaff: roles.includes('staff') || roles.includes('admin'),
    isAdmin: roles.includes('admin'),
  };
}
