import { PROVISIONING_DEFAULT_ADDRESS, type ProvisioningForm, provisioningForm } from '@linli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { TextField } from '../../../features/common/components/TextField.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { refreshDevices } from '../../../features/devices/queries.ts';
import { ProvisionSteps } from '../../../features/linking/provisioning/ProvisionSteps.tsx';
import { useProvisioning } from '../../../features/linking/provisioning/useProvisioning.ts';
import { useLinkingOptions } from '../../../features/linking/queries.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useLifeData } from '../../../lib/session.ts';
import '../../../features/linking/linking.css';
import { SubmitForm } from '../../../features/common/components/SubmitForm.tsx';

type Field = keyof ProvisioningForm;

/**
 * /pagesA/list/home/deviceAdd: Wi-Fi provisioning (FastBee 配网添加, docs/fastbee.md "Wi-Fi provisioning") with a
 * pairing token: the device is the user's only once it has connected with the token, and the app checks that
 * it did. The Wi-Fi password is never stored on the phone.
 */
export default function ProvisionScreen() {
  const { t } = useTranslation('linking');
  const go = useNavigateOnce();
  const queryClient = useQueryClient();
  const profile = useLifeData().profile;
  const options = useLinkingOptions();
  const flow = useProvisioning();
  const [form, setForm] = useState({
    ssid: '',
    password: '',
    userId: profile ? String(profile.userId) : '',
    deviceNum: '',
    authCode: '',
    extra: '',
  });
  const [address, setAddress] = useState<string>();
  const [advanced, setAdvanced] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const deviceAddress = address ?? options.data?.provisioningAddress ?? PROVISIONING_DEFAULT_ADDRESS;

  const set = (key: Field, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const checked = () => {
    const parsed = provisioningForm.safeParse({
      ...form,
      deviceNum: form.deviceNum || undefined,
      authCode: form.authCode || undefined,
      extra: form.extra || undefined,
    });
    if (parsed.success) return parsed.data;
    const next: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as Field;
      next[key] ??= t(form[key].trim() ? 'provision.invalid' : 'provision.required', {
        field: t(`provision.${key}`),
      });
    }
    setErrors(next);
    return undefined;
  };

  const begin = async () => {
    if (!checked()) return;
    const token = await flow.start(deviceAddress);
    if (token && !form.userId) set('userId', String(token.userId));
  };
  const distribute = () => {
    const values = checked();
    if (values && flow.pairing) void flow.distribute(deviceAddress, values, flow.pairing);
  };
  const openDevice = async () => {
    await refreshDevices(queryClient);
    const deviceId = flow.status?.deviceId;
    go(deviceId ? withQuery(paths.deviceDetail, { deviceId: String(deviceId) }) : paths.deviceList, {
      replace: true,
    });
  };

  const fields = flow.phase === 'fill';
  return (
    <>
      <PageHeader title={t('provision.title')} />
      <div className="lk-page" data-testid="provision">
        <ProvisionSteps phase={flow.phase} />
        {fields && (
          <SubmitForm onSubmit={begin} testId="provision-form" className="kit-card">
            <h2 className="lk-card__title">{t('provision.wifiTitle')}</h2>
            <TextField
              label={t('provision.ssid')}
              value={form.ssid}
              onChange={(v) => set('ssid', v)}
              error={errors.ssid}
              maxLength={32}
              autoComplete="off"
              required
              data-testid="provision-ssid"
            />
            <TextField
              label={t('provision.password')}
              value={form.password}
              onChange={(v) => set('password', v)}
              error={errors.password}
              type="password"
              maxLength={64}
              autoComplete="off"
              required
              data-testid="provision-password"
            />
            <TextField
              label={t('provision.userId')}
              value={form.userId}
              onChange={(v) => set('userId', v)}
              error={errors.userId}
              readOnly={!advanced}
              inputMode="numeric"
              required
              data-testid="provision-user"
            />
            <label className="lk-check">
              <input
                type="checkbox"
                checked={advanced}
                onChange={(e) => setAdvanced(e.target.checked)}
                data-testid="provision-advanced"
              />
              {t('provision.advanced')}
            </label>
            {advanced && (
              <>
                <TextField
                  label={t('provision.deviceNum')}
                  value={form.deviceNum}
                  onChange={(v) => set('deviceNum', v)}
                  error={errors.deviceNum}
                  maxLength={64}
                  data-testid="provision-device-num"
                />
                <TextField
                  label={t('provision.authCode')}
                  value={form.authCode}
                  onChange={(v) => set('authCode', v)}
                  error={errors.authCode}
                  maxLength={64}
                  data-testid="provision-auth-code"
                />
                <TextField
                  label={t('provision.extra')}
                  value={form.extra}
                  onChange={(v) => set('extra', v)}
                  error={errors.extra}
                  maxLength={140}
                  data-testid="provision-extra"
                />
                <TextField
                  label={t('provision.address')}
                  value={deviceAddress}
                  onChange={setAddress}
                  inputMode="url"
                  data-testid="provision-address"
                />
              </>
            )}
            <p className="hint">{t('provision.privacy')}</p>
            <button
              type="submit"
              className="kit-button kit-button--primary kit-button--large"
              data-testid="provision-next"
            >
              {t('provision.next')}
            </button>
          </SubmitForm>
        )}
        {flow.phase === 'networkMode' && (
          <section className="kit-card" aria-live="polite" data-testid="provision-network-mode">
            <h2 className="lk-card__title">{t('provision.step.networkMode')}</h2>
            <p>{t('provision.networkModeText', { address: deviceAddress })}</p>
            <p
              className={`lk-status${flow.detected ? ' lk-status--ok' : ''}`}
              data-testid="provision-detected"
              data-detected={flow.detected}
            >
              {flow.detected ? t('provision.deviceFound') : t('provision.waitingDevice')}
            </p>
            <button
              type="button"
              className="kit-button kit-button--primary kit-button--large"
              disabled={!flow.detected}
              onClick={distribute}
              data-testid="provision-start"
            >
              {t('provision.start')}
            </button>
            <button type="button" className="kit-button" onClick={flow.reset}>
              {t('provision.back')}
            </button>
          </section>
        )}
        {(flow.phase === 'distribute' || flow.phase === 'detect') && (
          <section className="kit-card" role="status" data-testid="provision-working">
            <span className="kit-spinner" aria-hidden="true" />
            <p>{t(flow.phase === 'distribute' ? 'provision.sending' : 'provision.detecting')}</p>
          </section>
        )}
        {flow.phase === 'success' && (
          <section className="kit-card lk-result lk-result--ok" role="status" data-testid="provision-success">
            <h2 className="lk-card__title">✓ {t('provision.success')}</h2>
            <p>{t('provision.successText', { name: flow.status?.deviceName ?? '' })}</p>
            <button
              type="button"
              className="kit-button kit-button--primary kit-button--large"
              onClick={() => void openDevice()}
              data-testid="provision-open"
            >
              {t('provision.openDevice')}
            </button>
          </section>
        )}
        {flow.phase === 'failure' && (
          <section className="kit-card lk-result lk-result--bad" role="alert" data-testid="provision-failure">
            <h2 className="lk-card__title">⚠ {t('provision.failure')}</h2>
            <p data-testid="provision-failure-reason">
              {t(`provision.fail.${flow.failure ?? 'configFailed'}`)}
            </p>
            <button
              type="button"
              className="kit-button kit-button--primary kit-button--large"
              onClick={flow.reset}
            >
              {t('provision.retry')}
            </button>
          </section>
        )}
      </div>
    </>
  );
}
