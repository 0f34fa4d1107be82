/**
 * Firmware versions are numbers everywhere in Linli (the device row's `firmware_version`, firmware and
 * upgrade tasks), so they compare alike wherever they come from (docs/devices.md "Firmware versions"):
 *
 * - FastBee keeps a version as a decimal: 1.0, 1.1, 2.05 (the SDK firmware reports a C float, FastBee
 *   sdk/Arduino Config.cpp `firmwareVersion`); that number is kept as it is.
 * - FastBee-Arduino reports dotted text (include/core/SystemConstants.h `SystemInfo::VERSION`, "1.0.0"):
 *   `a.b.c` is kept as a + b/100 + c/10000 (b and c at most 99), so "1.0.3" is 1.0003 and "1.2.10" is
 *   1.021. Later versions stay larger, so "is it newer" and "is it the one we sent" hold. A FastBee decimal
 *   has at most two decimals, so a version with three or four reads as dotted again (versionText).
 *
 * Versions are kept to four decimals: firmware holding its version in a float may print 1.1 as
 * 1.100000024, which is still 1.1.
 */
export const VERSION_DECIMALS = 4;
const SCALE = 10 ** VERSION_DECIMALS;
/** The largest version kept (the firmware column and the device's report are checked against it). */
export const VERSION_MAX = 1_000_000;

const DECIMAL_TEXT = /^\d{1,7}(\.\d+)?$/;
const DOTTED_TEXT = /^[vV]?(\d{1,6})\.(\d{1,2})\.(\d{1,2})$/;

/** A version rounded to the decimals kept. */
export const roundVersion = (version: number): number => Math.round(version * SCALE) / SCALE;

/** Whether two versions are the same once rounded (a report of the version an upgrade installed). */
export const sameVersion = (a: number, b: number): boolean => roundVersion(a) === roundVersion(b);

/** `a.b.c` as one number (see above). */
export function dottedVersion(major: number, minor: number, patch: number): number {
  return (major * SCALE + minor * 100 + patch) / SCALE;
}

/**
 * A version a device reported (a number, a decimal text or a dotted text such as "1.0.3"); undefined when it
 * is none of these or out of range.
 */
export function readVersion(value: unknown): number | undefined {
  let version: number | undefined;
  if (typeof value === 'number') version = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    const dotted = DOTTED_TEXT.exec(text);
    if (dotted) version = dottedVersion(Number(dotted[1]), Number(dotted[2]), Number(dotted[3]));
    else if (DECIMAL_TEXT.test(text)) version = Number(text);
  }
  if (version === undefined || !Number.isFinite(version) || version < 0 || version > VERSION_MAX)
    return undefined;
  return roundVersion(version);
}

/** Whether a kept version came from dotted text (it has more than FastBee's two decimals). */
export const isDottedVersion = (version: number): boolean =>
  Math.round(roundVersion(version) * SCALE) % 100 !== 0;

/**
 * A version as people and FastBee-Arduino firmware read it: a FastBee decimal as a decimal ("1.0", "2.05"),
 * a dotted one dotted again ("1.0.3").
 */
export function versionText(version: number): string {
  const scaled = Math.round(roundVersion(version) * SCALE);
  if (!isDottedVersion(version)) {
    const decimal = scaled / SCALE;
    return Number.isInteger(decimal) ? decimal.toFixed(1) : String(decimal);
  }
  const major = Math.floor(scaled / SCALE);
  const minor = Math.floor((scaled % SCALE) / 100);
  return `${major}.${minor}.${scaled % 100}`;
}
