import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords attackers try first: the zxcvbn project's list of common passwords (about 49,000, from public
 * breaches), plus favourites of Chinese-speaking users that list misses (the CSDN and 163 leaks' top
 * entries). Compared without case.
 */
const COMMON = new Set(
  [
    ...dictionary['passwords-common'],
    'woaini1314',
    'woaini520',
    '1314520520',
    '5201314520',
    'iloveyou1314',
    'dearbook',
    '12341234',
    '123123123',
    '147852369',
    '123454321',
    '1234512345',
    '0123456789',
    '9876543210',
  ].map((p) => p.toLowerCase()),
);

/**
 * Whether a new password is too easy to guess. The length rule is the contract's
 * (`passwordField`); this adds what a form cannot know: the common list, one character repeated, and the
 * account's own name as its password.
 */
export function isWeakPassword(password: string, username: string): boolean {
  const lower = password.toLowerCase();
  return COMMON.has(lower) || /^(.)\1*$/u.test(password) || lower === username.toLowerCase();
}
