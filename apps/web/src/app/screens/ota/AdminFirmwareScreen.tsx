import type { Firmware } from '@linli/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '../../../features/admin/components/AdminGate.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { devicesApi, devicesKeys } from '../../../features/devices/api/devicesApi.ts';
import { QueryState } from '../../../features/devices/components/QueryState.tsx';
import { ReadError, useRows } from '../../../features/devices/hooks/useDeviceQueries.ts';
import { otaApi, otaKeys } from '../../../features/ota/api/otaApi.ts';
import { FirmwareForm } from '../../../features/ota/components/FirmwareForm.tsx';
import { confirm, toast } from '../../../lib/feedback.ts';
import '../../../features/devices/devices.css';
import '../../../features/ota/ota.css';

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
  const { t, i18n } = useTranslation('ota');
  const queryClient = useQueryClient();
  const products = useRows(devicesKeys.products(i18n.language), devicesApi.products);
  const list = useQuery({
    queryKey: otaKeys.firmware(undefined, i18n.language),
    queryFn: async () => {
      const result = await otaApi.firmwareList();
      if (!result) throw new ReadError('');
      if (result.code !== 200) throw new ReadError(result.msg);
      return result.rows ?? [];
    },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: otaKeys.all });

  const remove = async (f: Firmware) => {
    const yes = await confirm({
      title: t('admin.deleteTitle'),
      content: t('admin.deleteConfirm', { name: f.firmwareName, version: f.version }),
      cancelText: t('confirm.cancel'),
      confirmText: t('admin.delete'),
    });
    if (!yes) return;
    const result = await otaApi.removeFirmware(f.firmwareId);
    if (!result) return;
    if (result.code !== 200) return toast(result.msg);
    toast(t('admin.deleted'));
    await refresh();
  };

  return (
    <>
      {products.data && (
        <FirmwareForm
          products={products.data}
          onSubmit={async (body) => {
            const result = await otaApi.uploadFirmware(body);
            if (!result) return false;
            if (result.code !== 200 || !result.data) {
              toast(result.msg);
              return false;
            }
            toast(t('admin.uploaded', { sha: result.data.sha256.slice(0, 12) }));
            await refresh();
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
        <ul className="ota-list" data-testid="firmware-list">
          {(list.data ?? []).map((f) => (
            <li key={f.firmwareId} className="ota-item" data-testid={`firmware-${f.firmwareId}`}>
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
                className="ota-button ota-button--danger"
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
