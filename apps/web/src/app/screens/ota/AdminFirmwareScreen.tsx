import { type Firmware, otaRoutes } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useProducts } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { FirmwareForm } from '../../../features/ota/components/FirmwareForm.tsx';
import { afterFirmwareChange, everyFirmware } from '../../../features/ota/queries.ts';
import { useFirmwareUpload } from '../../../features/ota/upload.ts';
import { confirm, toast } from '../../../lib/feedback.ts';
import { useApiMutation, useRows } from '../../../lib/queries.ts';
import '../../../features/devices/devices.css';
import '../../../features/ota/ota.css';
import { QueryState } from '../../../features/common/components/QueryState.tsx';

/** /pagesD/admin/firmware: administrators upload firmware per product (version, SHA-256 shown) and delete it. */
export default function AdminFirmwareScreen() {
  const { t } = useTranslation('ota');
  return (
    <>
      <PageHeader title={t('admin.title')} />
      <div className="ota-page">
        <AdminGate>
          <FirmwareManager />
        </AdminGate>
      </div>
    </>
  );
}

function FirmwareManager() {
  const { t } = useTranslation('ota');
  const products = useProducts();
  const list = useRows(otaRoutes.list, everyFirmware);
  const removal = useApiMutation(otaRoutes.remove, { invalidates: afterFirmwareChange });
  const upload = useFirmwareUpload();

  const remove = async (f: Firmware) => {
    const yes = await confirm({
      title: t('admin.deleteTitle'),
      content: t('admin.deleteConfirm', { name: f.firmwareName, version: f.version }),
      cancelText: t('confirm.cancel'),
      confirmText: t('admin.delete'),
    });
    if (!yes) return;
    removal.mutate({ params: { id: f.firmwareId } }, { onSuccess: () => toast(t('admin.deleted')) });
  };

  return (
    <>
      {products.data && (
        <FirmwareForm
          products={products.data}
          onSubmit={async (body) => {
            const uploaded = await upload.send(body);
            if (!uploaded) return false;
            toast(t('admin.uploaded', { sha: uploaded.sha256.slice(0, 12) }));
            return true;
          }}
        />
      )}
      <h2 className="ota-card__title">{t('admin.list')}</h2>
      <QueryState
        loading={list.isPending}
        error={list.isError}
        errorText={list.error?.message || t('admin.error')}
        empty={(list.data ?? []).length === 0}
        emptyText={t('admin.empty')}
        onRetry={() => void list.refetch()}
        testId="firmware-list"
      >
        <ul className="kit-list" data-testid="firmware-list">
          {(list.data ?? []).map((f) => (
            <li
              key={f.firmwareId}
              className="kit-card kit-card--compact"
              data-testid={`firmware-${f.firmwareId}`}
            >
              <span className="ota-item__title">
                <span>{`${f.productName} · ${f.firmwareName}`}</span>
                <span>
                  {`v${f.version}`}{' '}
                  {f.isLatest === 1 && <span className="ota-badge">{t('admin.latest')}</span>}
                </span>
              </span>
              {f.remark && <span>{f.remark}</span>}
              <span>{t('admin.size', { size: f.byteSize })}</span>
              <span className="ota-item__hash" data-testid="firmware-sha">
                {t('admin.sha', { sha: f.sha256 })}
              </span>
              <button
                type="button"
                className="kit-button kit-button--danger"
                onClick={() => void remove(f)}
                data-testid={`firmware-delete-${f.firmwareId}`}
              >
                {t('admin.delete')}
              </button>
            </li>
          ))}
        </ul>
      </QueryState>
    </>
  );
}
