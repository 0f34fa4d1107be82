/** What other features may use of the users feature. */
export { useProfile } from './hooks/useProfile.ts';
export { useAvatarUpload, useFileUpload } from './uploads.ts';
