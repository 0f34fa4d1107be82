/**
 * Calendar days as the centre lives them (China Standard Time, UTC+8, no daylight saving), as pure
 * functions of an instant so the server can pass its clock and tests a fixed one.
 */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The centre's calendar day (yyyy-mm-dd) at an instant. */
export function centreDate(now: Date): string {
  return new Date(now.getTime() + CST_OFFSET_MS).toISOString().slice(0, 10);
}

/** yyyy-mm-dd shifted by whole years; 29 February falls back to 28 February in common years. */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export function addDays(date: string, days: number): string {
  const time = new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** docs/product.md "Dates, times and text": the date picker reaches 10 years before and after today. */
export const DATE_PICKER_YEARS = 10;

export function datePickerRange(today: string, years = DATE_PICKER_YEARS): { min: string; max: string } {
  return { min: addYears(today, -years), max: addYears(today, years) };
}

export function isWithinRange(date: string, range: { min: string; max: string }): boolean {
  return date >= range.min && date <= range.max;
}

/** A visit is booked from the centre's today up to this many years ahead. */
export const APPOINTMENT_YEARS_AHEAD = 1;

/**
 * The one rule for a visit's day, whoever picks it: the resident's preferred date when applying and the
 * worker's scheduled date both fall from the centre's today to a year on (a day already past cannot be
 * served). The server checks it with its clock, the forms with the device's.
 */
export function appointmentDateRange(today: string): { min: string; max: string } {
  return { min: today, max: addYears(today, APPOINTMENT_YEARS_AHEAD) };
}

/**
 * The day a worker's scheduling starts from: the one already scheduled, else the resident's preferred
 * date, else today, and never a day the appointment rule refuses (a preferred date that has since passed
 * starts from today).
 */
export function schedulingStartDate(
  today: string,
  scheduled: string | null | undefined,
  preferred: string | null | undefined,
): string {
  const range = appointmentDateRange(today);
  for (const date of [scheduled, preferred]) if (date && isWithinRange(date, range)) return date;
  return today;
}

/** The birth date an 18- or 15-digit ID card number carries (GB 11643-1999 §5.2). */
export function birthDateFromIdCard(idCard: string): string | null {
  if (/^\d{17}[\dXx]$/.test(idCard)) {
    return `${idCard.slice(6, 10)}-${idCard.slice(10, 12)}-${idCard.slice(12, 14)}`;
  }
  if (/^\d{15}$/.test(idCard))
    return `19${idCard.slice(6, 8)}-${idCard.slice(8, 10)}-${idCard.slice(10, 12)}`;
  return null;
}
