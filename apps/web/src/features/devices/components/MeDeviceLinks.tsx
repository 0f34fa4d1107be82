import { List } from 'antd-mobile';
import { AddCircleOutline, AppstoreOutline, SendOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { useToken } from '../../../lib/session.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { useSimulateAccess } from '../hooks/useSimulateAccess.ts';

/**
 * Me: my devices, add a device, device groups and, for staff only, the device simulator (quick icons,
 * docs/fastbee.md "Me").
 */
export function MeDeviceLinks() {
  const { t } = useTranslation('devices');
  const go = useNavigateOnce();
  const token = useToken();
  const { mayUseSimulator } = useSimulateAccess();
  if (!token) return null;
  return (
    <List className="cells" mode="card">
      <List.Item prefix={<AppstoreOutline />} onClick={() => go(paths.deviceList)} data-testid="me-devices">
        {t('list.title')}
      </List.Item>
      <List.Item
        prefix={<AddCircleOutline />}
        onClick={() => go(paths.deviceAdd)}
        data-testid="me-device-add"
      >
        {t('list.add')}
      </List.Item>
      <List.Item
        prefix={<AppstoreOutline />}
        onClick={() => go(paths.deviceGroupList)}
        data-testid="me-device-groups"
      >
        {t('list.groups')}
      </List.Item>
      {mayUseSimulator && (
        <List.Item
          prefix={<SendOutline />}
          onClick={() => go(paths.deviceSimulate)}
          data-testid="me-device-simulate"
        >
          {t('emulator.title')}
        </List.Item>
      )}
    </List>
  );
}
