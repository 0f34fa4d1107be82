import { EditSOutline, GlobalOutline, PhoneFill, ScanCodeOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import '../linking.css';

const METHODS = [
  { key: 'provision', to: paths.deviceProvision, Icon: GlobalOutline },
  { key: 'scan', to: paths.deviceScan, Icon: ScanCodeOutline },
  { key: 'relate', to: paths.deviceRelate, Icon: EditSOutline },
  { key: 'phone', to: paths.phoneMonitor, Icon: PhoneFill },
] as const;

/**
 * The "add device" choices of FastBee's home "+" (docs/fastbee.md "Adding devices"): Wi-Fi provisioning for
 * Wi-Fi devices, scanning the device's QR code or typing its number (several at once) for cellular/Ethernet
 * ones; and this phone itself as a device (mobile monitoring).
 */
export function AddDeviceMethods() {
  const { t } = useTranslation('linking');
  const go = useNavigateOnce();
  return (
    <nav className="lk-methods lk-methods--block" aria-label={t('methods.label')} data-testid="add-methods">
      {METHODS.map((m) => (
        <button
          key={m.key}
          type="button"
          className="kit-card lk-method"
          onClick={() => go(m.to)}
          data-testid={`add-method-${m.key}`}
        >
          <span className="lk-method__icon" aria-hidden="true">
            <m.Icon />
          </span>
          <span className="lk-method__text">
            <span className="lk-method__title">{t(`methods.${m.key}.title`)}</span>
            <span className="hint">{t(`methods.${m.key}.hint`)}</span>
          </span>
        </button>
      ))}
    </nav>
  );
}
