import type { DeviceShort } from '@linli/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { useMyDevices } from '../hooks/useDeviceQueries.ts';
import '../subDevices.css';

/** On a device page: the gateway line for a sub-device under a gateway, nothing otherwise. */
export function GatewayLine({ device }: { device: DeviceShort }) {
  return device.gwDevCode === '' ? null : <ThroughGateway gwDevCode={device.gwDevCode} />;
}

/**
 * "Connected through gateway <name>" on a sub-device's page. Device rows carry the gateway's serial
 * (gwDevCode, docs/fastbee.md "Gateway sub-devices"); the gateway itself is found among the devices the
 * person may see. A gateway they may not see (a shared sub-device) is named by its serial, without a link.
 */
function ThroughGateway({ gwDevCode }: { gwDevCode: string }) {
  const { t } = useTranslation('devices');
  const go = useNavigateOnce();
  const devices = useMyDevices();
  const gateway = devices.data?.find((d) => d.serialNumber === gwDevCode);
  const name = gateway?.deviceName ?? gwDevCode;
  return (
    <p className="sd-gateway" data-testid="sub-device-gateway">
      <Trans
        t={t}
        i18nKey="subDevices.through"
        values={{ name }}
        components={{
          gw: gateway ? (
            <button
              type="button"
              className="kit-button kit-button--compact"
              onClick={() => go(withQuery(paths.deviceDetail, { deviceId: String(gateway.deviceId) }))}
              data-testid="sub-device-gateway-link"
            />
          ) : (
            <strong />
          ),
        }}
      />
    </p>
  );
}
