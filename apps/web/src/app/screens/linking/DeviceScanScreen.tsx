import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useGoBack, useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { devicesKeys } from '../../../features/devices/api/devicesApi.ts';
import { linkingApi } from '../../../features/linking/api/linkingApi.ts';
import { QrScanner } from '../../../features/linking/qr/QrScanner.tsx';
import { useConfirmScanned, useQrText } from '../../../features/linking/qr/useQrLink.ts';
import { toast } from '../../../lib/feedback.ts';
import { paths, withQuery } from '../../paths.ts';
import '../../../features/linking/linking.css';

/** /pagesA/list/home/deviceScan: scan a device's QR code, confirm, link it (FastBee 扫码添加). */
export default function DeviceScanScreen() {
  const { t } = useTranslation('linking');
  const go = useNavigateOnce();
  const back = useGoBack(paths.deviceList);
  const queryClient = useQueryClient();
  const readText = useQrText();
  const confirmScanned = useConfirmScanned();
  // A new key restarts the camera after a code that could not be used.
  const [attempt, setAttempt] = useState(0);

  const onText = async (text: string) => {
    const device = readText(text);
    if (device && (await confirmScanned(device))) {
      const result = await linkingApi.relate([
        {
          deviceNumber: device.deviceNumber,
          productId: device.productId,
          productName: device.productName || undefined,
        },
      ]);
      if (result && result.code === 200 && result.data?.[0]) {
        toast(t('relate.linked', { count: 1 }));
        await queryClient.invalidateQueries({ queryKey: devicesKeys.all });
        go(withQuery(paths.deviceDetail, { deviceId: String(result.data[0].deviceId) }), { replace: true });
        return;
      }
      if (result) toast(result.msg);
    }
    setAttempt((n) => n + 1);
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
