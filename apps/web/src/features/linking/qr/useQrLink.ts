import { parseDeviceQr, type QrResult } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '../../../lib/feedback.ts';

/**
 * What a scanned text means (docs/product.md "Linking devices"): a device code, or one of the two exact
 * messages, 'cannot find handler type after parsing the QR code' and 'error parsing QR code, format
 * incorrect'.
 */
export function useQrText() {
  const { t } = useTranslation('linking');
  return (text: string): Extract<QrResult, { kind: 'device' }> | undefined => {
    const result = parseDeviceQr(text);
    if (result.kind === 'device') return result;
    toast(result.kind === 'unmatched' ? t('scan.unmatched') : t('scan.malformed'));
    return undefined;
  };
}

/** The confirmation before a scanned device is linked (FastBee asks too). */
export function useConfirmScanned() {
  const { t } = useTranslation('linking');
  return (device: { deviceNumber: string; productName: string }) =>
    confirm({
      title: t('scan.confirmTitle'),
      content: t('scan.confirmText', {
        number: device.deviceNumber,
        product: device.productName || t('scan.unknownProduct'),
      }),
      cancelText: t('scan.cancel'),
      confirmText: t('scan.confirm'),
    });
}
