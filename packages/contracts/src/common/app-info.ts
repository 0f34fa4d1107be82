/** What the About screen shows (docs/product.md "Languages and version"): both version readings are given. */
export interface AppInfo {
  platformName: string;
  platformVersion: string;
  appVersion: string;
  appVersionCode: number;
  contactPhone: string;
  contactAddress: string;
}

export const PLATFORM_VERSION = '1.3.1';
export const APP_VERSION = '2.2.0';
export const APP_VERSION_CODE = 200;
