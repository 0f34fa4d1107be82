/**
 * Personal data shown to people who need to recognise it, not to hold it (SECURITY.md "Personal data"): the
 * ends stay, the middle is starred.
 */

/** An ID-card number: 4401**********1234. */
export function maskIdCard(idCard: string): string {
  if (idCard.length < 8) return '*'.repeat(idCard.length);
  return `${idCard.slice(0, 4)}${'*'.repeat(idCard.length - 8)}${idCard.slice(-4)}`;
}

/** A phone number: 139****9008. */
export function maskPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

/** A login name: li****an — enough to recognise a relative, not a name to try passwords on. */
export function maskLoginName(name: string): string {
  return name.length <= 2 ? '*'.repeat(name.length) : `${name.slice(0, 2)}****${name.slice(-2)}`;
}
