import { ErrorCode, loginBody } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { authApi, type TokenResult, tokenOf } from '../api/authApi.ts';
import { check, type FieldErrors, message } from '../validation.ts';
import type { Captcha } from './useCaptcha.ts';
import { useSignIn } from './useSignIn.ts';

export interface Credentials {
  username: string;
  password: string;
  code: string;
}

/**
 * Username + password + picture code, shared by the login and bind-login screens: client checks
 * (docs/product.md "Signing in and accounts"), the call, and on failure the server message and a fresh
 * captcha.
 */
export function useLoginForm(
  captcha: Captcha,
  send: (body: {
    username: string;
    password: string;
    code?: string;
    uuid?: string;
  }) => Promise<TokenResult | false>,
  onRefused?: (result: TokenResult) => boolean,
) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const [values, setValues] = useState<Credentials>({ username: '', password: '', code: '' });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const set = (field: keyof Credentials) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (override?: Partial<Credentials>) => {
    const input = { ...values, ...override };
    const language = currentLanguage();
    const body = {
      username: input.username,
      password: input.password,
      ...(captcha.enabled ? { code: input.code.trim(), uuid: captcha.uuid } : {}),
    };
    const checked = check(loginBody, body, language);
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (captcha.enabled && !input.code.trim()) found.code = message(language, ErrorCode.CAPTCHA_REQUIRED);
    if (!agreed) found.agreement = t('agreement.required');
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const result = await send(body);
      if (!result) return;
      const token = result.code === 200 ? tokenOf(result) : undefined;
      if (token) {
        await signIn(token);
        return;
      }
      if (onRefused?.(result)) return;
      toast(result.msg);
      if (result.field) setErrors({ [result.field]: result.msg });
      setValues((v) => ({ ...v, code: '' }));
      captcha.refresh();
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, set, agreed, setAgreed, errors, setErrors, busy, submit };
}

export const loginWith = authApi.login;
