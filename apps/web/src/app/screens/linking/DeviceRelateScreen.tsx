import { linkingRoutes, type ProductShort, RELATE_MAX_ROWS, relateRow } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useProducts } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { afterDeviceChange } from '../../../features/devices/queries.ts';
import {
  RelateRowFields,
  type RowDraft,
  type RowErrors,
} from '../../../features/linking/components/RelateRowFields.tsx';
import { QrScanner } from '../../../features/linking/qr/QrScanner.tsx';
import { useQrText } from '../../../features/linking/qr/useQrLink.ts';
import { toast } from '../../../lib/feedback.ts';
import { paths } from '../../../lib/paths.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import '../../../features/linking/linking.css';

let nextKey = 1;
const emptyRow = (): RowDraft => ({
  key: nextKey++,
  deviceNumber: '',
  productId: '',
  productName: '',
  authCode: '',
});

/**
 * /pagesA/list/home/deviceRelate: link devices by typing (FastBee 关联添加, several rows at once, each row may
 * be filled by scanning). docs/product.md "Linking devices": device number and product cannot be empty.
 */
export default function DeviceRelateScreen() {
  const { t, i18n } = useTranslation('linking');
  const go = useNavigateOnce();
  const products = useProducts();
  // Linked devices join my device list.
  const relate = useApiMutation(linkingRoutes.relate, { invalidates: afterDeviceChange });
  const [rows, setRows] = useState<RowDraft[]>(() => [emptyRow()]);
  const [errors, setErrors] = useState<Record<number, RowErrors>>({});
  const [scanning, setScanning] = useState<number>();
  const readText = useQrText();
  const english = i18n.language.startsWith('en');
  const label = (p: ProductShort) => (english && p.productNameEn ? p.productNameEn : p.productName);

  const patch = (key: number, change: Partial<RowDraft>) => {
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
    setErrors((all) => ({ ...all, [key]: {} }));
  };

  const submit = () => {
    const next: Record<number, RowErrors> = {};
    const parsed = rows.map((row) => {
      const result = relateRow.safeParse({
        deviceNumber: row.deviceNumber,
        productId: row.productId,
        productName: row.productName || undefined,
        authCode: row.authCode || undefined,
      });
      if (!result.success) {
        const rowErrors: RowErrors = {};
        for (const issue of result.error.issues) {
          const field = issue.path[0] as keyof RowErrors;
          const empty = String(row[field] ?? '').trim() === '';
          rowErrors[field] ??= t(empty ? 'relate.required' : 'relate.invalid', {
            field: t(`relate.${field}`),
          });
        }
        next[row.key] = rowErrors;
      }
      return result.success ? result.data : undefined;
    });
    setErrors(next);
    if (parsed.some((r) => r === undefined)) return;
    const body = { deviceNumberAndProductIds: parsed as NonNullable<(typeof parsed)[number]>[] };
    relate.mutate(
      { body },
      {
        onSuccess: ({ data }) => {
          toast(t('relate.linked', { count: data.length }));
          go(paths.deviceList, { replace: true });
        },
        // The refusal (toasted) also stays beside the row it concerns (the message names the device number).
        onError: (error) => {
          const field = error.field as keyof RowErrors | undefined;
          const row =
            rows.find((r) => r.deviceNumber && error.message.includes(r.deviceNumber.trim())) ?? rows[0];
          if (row && field && ['deviceNumber', 'productId', 'authCode'].includes(field)) {
            setErrors({ [row.key]: { [field]: error.message } });
          }
        },
      },
    );
  };

  const scanned = (key: number, text: string) => {
    setScanning(undefined);
    const device = readText(text);
    if (device) {
      patch(key, {
        deviceNumber: device.deviceNumber,
        productId: String(device.productId),
        productName: device.productName,
      });
    }
  };

  return (
    <>
      <PageHeader title={t('relate.title')} />
      <form
        className="lk-page form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        data-testid="relate-form"
      >
        <p className="hint">{t('relate.hint')}</p>
        {rows.map((row, index) =>
          scanning === row.key ? (
            <QrScanner
              key={row.key}
              onText={(text) => scanned(row.key, text)}
              onClose={() => setScanning(undefined)}
            />
          ) : (
            <RelateRowFields
              key={row.key}
              index={index}
              row={row}
              errors={errors[row.key] ?? {}}
              products={products.data ?? []}
              productLabel={label}
              removable={rows.length > 1}
              onChange={(change) => patch(row.key, change)}
              onScan={() => setScanning(row.key)}
              onRemove={() => setRows((all) => all.filter((r) => r.key !== row.key))}
            />
          ),
        )}
        {rows.length < RELATE_MAX_ROWS && (
          <button
            type="button"
            className="kit-button"
            onClick={() => setRows((all) => [...all, emptyRow()])}
            data-testid="relate-add-row"
          >
            {t('relate.addRow')}
          </button>
        )}
        <button
          type="submit"
          className="kit-button kit-button--primary kit-button--large"
          data-testid="relate-submit"
        >
          {t('relate.submit')}
        </button>
      </form>
    </>
  );
}
