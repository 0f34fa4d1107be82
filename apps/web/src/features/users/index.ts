/** What other features may use of the users feature. */
export { useProfile } from './hooks/useProfile.ts';
export { uploadFile } from './uploads.ts';
