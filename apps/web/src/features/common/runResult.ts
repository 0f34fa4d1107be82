import { ErrorCode, formatMessage } from '@linli/contracts';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../lib/i18n.ts';

/** What the server records as a run's or an action's result, besides refusals (ErrorCode values). */
const OUTCOMES = ['ok', 'partial', 'failed', 'misfired', 'replied', 'shadow', 'alert'] as const;
type Outcome = (typeof OUTCOMES)[number];

const isOutcome = (value: string): value is Outcome => (OUTCOMES as readonly string[]).includes(value);
const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(ErrorCode, value);

/**
 * A timer's last result or a scene action's result as a person reads it: 'replied' → "Done by the device",
 * 'failed:DEVICE_OFFLINE' → "Failed: the device is offline" (the refusal worded as the server words it).
 * Anything unknown is shown as it came.
 */
export function describeRunResult(result: string, t: TFunction<'common'>): string {
  if (isOutcome(result)) return t(`runResult.${result}`);
  const code = result.startsWith('failed:') ? result.slice('failed:'.length) : result;
  if (isErrorCode(code))
    return t('runResult.failedBecause', { reason: formatMessage(currentLanguage(), code) });
  return result;
}
