import { type DeviceShort, devicesRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryState } from '../../../features/common/components/QueryState.tsx';
import { TextField } from '../../../features/common/components/TextField.tsx';
import { useGoBack, useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { DeviceImage } from '../../../features/devices/components/DeviceImage.tsx';
import { StatusBadge } from '../../../features/devices/components/StatusBadge.tsx';
import {
  useDeviceDetail,
  useIdParam,
  useMyDevices,
  useProducts,
} from '../../../features/devices/hooks/useDeviceQueries.ts';
import { afterDeviceChange } from '../../../features/devices/queries.ts';
import { checkSlaveId, subDeviceCandidates } from '../../../features/devices/subDevices.ts';
import { toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';
import '../../../features/devices/subDevices.css';
import { SubmitForm } from '../../../features/common/components/SubmitForm.tsx';

/** /pagesA/device/subDevice/link?deviceId=: put one of my free sub-devices under this gateway. */
export default function DeviceSubDeviceLinkScreen() {
  const { t } = useTranslation('devices');
  const gatewayId = useIdParam('deviceId') ?? 0;
  const gatewayPage = withQuery(paths.deviceDetail, { deviceId: String(gatewayId) });
  const back = useGoBack(gatewayPage);
  const go = useNavigateOnce();
  const gateway = useDeviceDetail(gatewayId);
  const devices = useMyDevices();
  const products = useProducts();
  const link = useApiMutation(devicesRoutes.linkSubDevice, { invalidates: afterDeviceChange });
  const candidates = subDeviceCandidates(devices.data ?? [], products.data ?? []);

  const [picked, setPicked] = useState<number>();
  const [slave, setSlave] = useState('');
  const [errors, setErrors] = useState<{ pick?: boolean; slave?: boolean }>({});

  const submit = () => {
    const slaveCheck = checkSlaveId(slave);
    const next = { pick: picked === undefined, slave: !slaveCheck.ok };
    setErrors(next);
    if (picked === undefined || !slaveCheck.ok) return;
    const body = {
      gatewayId,
      deviceId: picked,
      ...(slaveCheck.slaveId === undefined ? {} : { slaveId: slaveCheck.slaveId }),
    };
    // Refusals (not a gateway, already under another, address taken) are toasted in the user's language.
    link.mutate(
      { body },
      {
        onSuccess: () => {
          toast(t('subDevices.linked'));
          back();
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={t('subDevices.pickTitle')} />
      <div className="dv-page">
        <QueryState
          loading={(gatewayId > 0 && gateway.isPending) || devices.isPending || products.isPending}
          error={gatewayId === 0 || gateway.isError || devices.isError || products.isError}
          errorText={
            gatewayId === 0
              ? t('detail.notFound')
              : gateway.error?.message || devices.error?.message || products.error?.message
          }
          empty={candidates.length === 0}
          emptyTitle={t('subDevices.pickEmpty')}
          emptyText={t('subDevices.pickEmptyHint')}
          emptyAction={
            <button
              type="button"
              className="kit-button"
              onClick={() => go(paths.deviceAdd)}
              data-testid="sub-device-pick-add"
            >
              {t('subDevices.addDevice')}
            </button>
          }
          onRetry={() => {
            void gateway.refetch();
            void devices.refetch();
            void products.refetch();
          }}
          testId="sub-device-pick"
        >
          <SubmitForm onSubmit={submit} testId="sub-device-pick" className="sd-form kit-card">
            <p className="hint" data-testid="sub-device-pick-gateway">
              {t('subDevices.pickGateway', { name: gateway.data?.deviceName ?? '' })}
            </p>
            <fieldset
              className="sd-choices"
              aria-describedby={errors.pick ? 'sd-pick-error' : 'sd-pick-hint'}
            >
              <legend className="field__label">{t('subDevices.pickLegend')}</legend>
              <p className="hint" id="sd-pick-hint">
                {t('subDevices.pickHint')}
              </p>
              {candidates.map((d) => (
                <Candidate
                  key={d.deviceId}
                  device={d}
                  checked={picked === d.deviceId}
                  onPick={() => {
                    setPicked(d.deviceId);
                    setErrors((e) => ({ ...e, pick: false }));
                  }}
                />
              ))}
              {errors.pick && (
                <p className="field__error" id="sd-pick-error" role="alert">
                  <span aria-hidden="true">⚠ </span>
                  {t('subDevices.pickRequired')}
                </p>
              )}
            </fieldset>
            <TextField
              label={t('subDevices.slaveLabel')}
              value={slave}
              onChange={setSlave}
              error={errors.slave ? t('subDevices.slaveInvalid') : undefined}
              placeholder={t('subDevices.slavePlaceholder')}
              inputMode="numeric"
              maxLength={3}
              data-testid="sub-device-pick-slave"
            />
            <button
              type="submit"
              className="kit-button kit-button--primary kit-button--large"
              data-testid="sub-device-pick-save"
            >
              {t('subDevices.save')}
            </button>
          </SubmitForm>
        </QueryState>
      </div>
    </>
  );
}

function Candidate({
  device,
  checked,
  onPick,
}: {
  device: DeviceShort;
  checked: boolean;
  onPick: () => void;
}) {
  return (
    <label className={`dv-pick${checked ? ' dv-pick--on' : ''}`}>
      <input
        type="radio"
        name="sub-device"
        checked={checked}
        onChange={onPick}
        data-testid={`sub-device-pick-${device.deviceId}`}
      />
      <DeviceImage imgUrl={device.imgUrl} deviceType={device.deviceType} />
      <span className="dv-pick__text">
        <span className="dv-pick__name">{device.deviceName}</span>
        <span className="sd-row__product">{device.productName}</span>
        <StatusBadge status={device.status} />
      </span>
    </label>
  );
}
