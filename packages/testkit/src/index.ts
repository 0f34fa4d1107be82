import type { RegisterBody } from '@linli/contracts';

let sequence = 0;
const runTag = Math.floor(Math.random() * 9000 + 1000);

/** A unique, valid 11-digit mainland mobile number. */
export function aPhone(): string {
  sequence += 1;
  return `139${String(runTag).padStart(4, '0')}${String(sequence % 10000).padStart(4, '0')}`;
}

/** A valid registration for a fresh person; override any field to make it invalid on purpose. */
export function aRegistration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  sequence += 1;
  const password = overrides.password ?? 'Secret#2026';
  return {
    username: `user${runTag}${sequence}`,
    password,
    confirmPassword: password,
    phonenumber: aPhone(),
    ...overrides,
  };
}

/** Smallest valid PNG (1×1 transparent pixel), for upload tests. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
