import { ErrorCode, formatMessage } from '@linli/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { currentLanguage } from '../../lib/i18n.ts';
import { describeRunResult } from './runResult.ts';

// Stands in for i18next: shows which text was asked for, with its values.
const t = ((key: string, values?: Record<string, string>) =>
  values ? `${key}(${Object.values(values).join()})` : key) as unknown as TFunction<'common'>;

describe('describeRunResult: what a run or an action came to, in words', () => {
  it('names the outcomes the server records', () => {
    for (const result of ['ok', 'partial', 'failed', 'misfired', 'replied', 'shadow', 'alert'])
      expect(describeRunResult(result, t)).toBe(`runResult.${result}`);
  });

  it("words a refusal as the server does, alone or as a timer's failed:CODE", () => {
    const offline = formatMessage(currentLanguage(), ErrorCode.DEVICE_OFFLINE);
    expect(offline).not.toBe('');
    expect(describeRunResult('failed:DEVICE_OFFLINE', t)).toBe(`runResult.failedBecause(${offline})`);
    expect(describeRunResult('DEVICE_OFFLINE', t)).toBe(`runResult.failedBecause(${offline})`);
  });

  it('shows anything else as it came', () => {
    expect(describeRunResult('failed:SOMETHING_NEW', t)).toBe('failed:SOMETHING_NEW');
    expect(describeRunResult('toString', t)).toBe('toString');
  });
});
