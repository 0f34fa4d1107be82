import { z } from 'zod';

/** What the About screen shows (docs/product.md "Languages and version"): both version readings are given. */
export const appInfo = z.object({
  /** In the caller's language. */
  platformName: z.string(),
  platformVersion: z.string(),
  appVersion: z.string(),
  appVersionCode: z.number().int(),
  contactPhone: z.string(),
  contactAddress: z.string(),
});
export type AppInfo = z.infer<typeof appInfo>;

export const PLATFORM_VERSION = '1.3.1';
export const APP_VERSION = '2.2.0';
export const APP_VERSION_CODE = 200;
