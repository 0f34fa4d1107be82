import { linkingRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useGoBack, useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { afterDeviceChange } from '../../../features/devices/queries.ts';
import { QrScanner } from '../../../features/linking/qr/QrScanner.tsx';
import { useConfirmScanned, useQrText } from '../../../features/linking/qr/useQrLink.ts';
import { toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import '../../../features/linking/linking.css';

/** /pagesA/list/home/deviceScan: scan a device's QR code, confirm, link it (FastBee 扫码添加). */
export default function DeviceScanScreen() {
  const { t } = useTranslation('linking');
  const go = useNavigateOnce();
  const back = useGoBack(paths.deviceList);
  // The linked device joins my device list.
  const relate = useApiMutation(linkingRoutes.relate, { invalidates: afterDeviceChange });
  const readText = useQrText();
  const confirmScanned = useConfirmScanned();
  // A new key restarts the camera after a code that could not be used.
  const [attempt, setAttempt] = useState(0);

  const retry = () => setAttempt((n) => n + 1);
  const onText = async (text: string) => {
    const device = readText(text);
    if (!device || !(await confirmScanned(device))) return retry();
    const row = {
      deviceNumber: device.deviceNumber,
      productId: device.productId,
      productName: device.productName || undefined,
    };
    relate.mutate(
      { body: { deviceNumberAndProductIds: [row] } },
      {
        onSuccess: ({ data }) => {
          const linked = data[0];
          if (!linked) return retry();
          toast(t('relate.linked', { count: 1 }));
          go(withQuery(paths.deviceDetail, { deviceId: String(linked.deviceId) }), { replace: true });
        },
        // Refused (toasted): the camera starts again for another code.
        onError: retry,
      },
    );
  };

  return (
    <>
      <PageHeader title={t('scan.title')} />
      <div className="lk-page">
        <p className="hint">{t('scan.hint')}</p>
        <QrScanner key={attempt} onText={(text) => void onText(text)} onClose={back} />
      </div>
    </>
  );
}
