import { DEVICE_TYPES, type DeviceShort, devicesRoutes } from '@linli/contracts';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation, useData } from '../../../lib/queries.ts';
import { QueryState } from '../../common/components/QueryState.tsx';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { afterDeviceChange } from '../queries.ts';
import { DeviceImage } from './DeviceImage.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import '../subDevices.css';

/** On a device page: the sub-devices section for a gateway, nothing for other devices. */
export function SubDevicesSection({ device }: { device: DeviceShort }) {
  return device.deviceType === DEVICE_TYPES.gateway ? <GatewaySubDevices gateway={device} /> : null;
}

/**
 * A gateway's sub-devices (gwDevCode, slaveId: docs/fastbee.md "Gateway sub-devices") on its detail page:
 * each opens its own page; the owner links more and unlinks (the server refuses anyone else).
 */
function GatewaySubDevices({ gateway }: { gateway: DeviceShort }) {
  const { t } = useTranslation('devices');
  const go = useNavigateOnce();
  const owner = gateway.isOwner === 1;
  const subs = useData(devicesRoutes.subDevices, { params: { id: gateway.deviceId } });
  const unlinking = useApiMutation(devicesRoutes.unlinkSubDevice, { invalidates: afterDeviceChange });
  const rows = subs.data ?? [];

  const unlink = async (sub: DeviceShort) => {
    const yes = await confirm({
      title: t('subDevices.unlinkTitle'),
      content: t('subDevices.unlinkConfirm', { name: sub.deviceName }),
      cancelText: t('info.cancel'),
      confirmText: t('info.confirm'),
    });
    if (!yes) return;
    unlinking.mutate({ params: { id: sub.deviceId } }, { onSuccess: () => toast(t('subDevices.unlinked')) });
  };

  const linkButton = owner && (
    <button
      type="button"
      className="kit-button kit-button--compact"
      onClick={() => go(withQuery(paths.deviceSubDeviceLink, { deviceId: String(gateway.deviceId) }))}
      data-testid="sub-devices-link"
    >
      <AddOutline aria-hidden="true" /> {t('subDevices.link')}
    </button>
  );

  return (
    <section className="kit-card" aria-labelledby="sd-title" data-testid="sub-devices">
      <div className="kit-spread">
        <h2 className="dv-section__title" id="sd-title">
          {t('subDevices.title')}
        </h2>
        {rows.length > 0 && linkButton}
      </div>
      <QueryState
        loading={subs.isPending}
        error={subs.isError}
        errorText={subs.error?.message}
        empty={rows.length === 0}
        emptyTitle={t('subDevices.empty')}
        emptyText={t('subDevices.emptyHint')}
        emptyAction={linkButton}
        onRetry={() => void subs.refetch()}
        testId="sub-devices"
      >
        <ul className="kit-list dv-rows" aria-label={t('subDevices.listLabel', { name: gateway.deviceName })}>
          {rows.map((sub) => (
            <li key={sub.deviceId} className="sd-row" data-testid={`sub-device-${sub.deviceId}`}>
              <button
                type="button"
                className="sd-row__open"
                onClick={() => go(withQuery(paths.deviceDetail, { deviceId: String(sub.deviceId) }))}
                data-testid={`sub-device-open-${sub.deviceId}`}
              >
                <DeviceImage imgUrl={sub.imgUrl} deviceType={sub.deviceType} />
                <span className="sd-row__text">
                  <span className="sd-row__name">{sub.deviceName}</span>
                  <span className="sd-row__product">{sub.productName}</span>
                  <span className="sd-row__tags">
                    <StatusBadge status={sub.status} testId={`sub-device-status-${sub.deviceId}`} />
                    {sub.slaveId !== null && (
                      <span className="kit-pill dv-tag" data-testid={`sub-device-slave-${sub.deviceId}`}>
                        {t('subDevices.slave', { id: sub.slaveId })}
                      </span>
                    )}
                  </span>
                </span>
              </button>
              {owner && (
                <button
                  type="button"
                  className="kit-button kit-button--danger sd-row__unlink"
                  onClick={() => void unlink(sub)}
                  aria-label={t('subDevices.unlinkLabel', { name: sub.deviceName })}
                  data-testid={`sub-device-unlink-${sub.deviceId}`}
                >
                  {t('subDevices.unlink')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
