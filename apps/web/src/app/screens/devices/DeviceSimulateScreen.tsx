import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { QueryState } from '../../../features/common/components/QueryState.tsx';
import { SimulateForm, type SimulateOutcome } from '../../../features/devices/components/SimulateForm.tsx';
import {
  useIdParam,
  useMyDevices,
  useRunningStatus,
} from '../../../features/devices/hooks/useDeviceQueries.ts';
import '../../../features/devices/devices.css';

/**
 * /pagesB/list/user/emulator[?deviceId=]: send a property or event report as one of my devices, through
 * the same path as a real device's report, so scenes and alerts can be tried without hardware.
 */
export default function DeviceSimulateScreen() {
  const { t } = useTranslation('devices');
  const preset = useIdParam('deviceId');
  const mine = useMyDevices();
  const owned = (mine.data ?? []).filter((d) => d.isOwner === 1);
  const [picked, setPicked] = useState<number>();
  const deviceId = picked ?? (owned.some((d) => d.deviceId === preset) ? preset : owned[0]?.deviceId) ?? 0;
  const running = useRunningStatus(deviceId);
  const [outcome, setOutcome] = useState<SimulateOutcome>();

  return (
    <>
      <PageHeader title={t('emulator.title')} />
      <div className="dv-page">
        <p className="hint">{t('emulator.intro')}</p>
        <QueryState
          loading={mine.isPending}
          error={mine.isError}
          errorText={mine.error?.message}
          empty={owned.length === 0}
          emptyText={t('emulator.noDevices')}
          onRetry={() => void mine.refetch()}
          testId="emulator-devices"
        >
          <div className="field">
            <label className="field__label" htmlFor="emulator-device">
              {t('emulator.device')}
            </label>
            <select
              id="emulator-device"
              className="field__input dv-select"
              value={deviceId}
              onChange={(e) => {
                setPicked(Number(e.target.value));
                setOutcome(undefined);
              }}
              data-testid="emulator-device"
            >
              {owned.map((d) => (
                <option key={d.deviceId} value={d.deviceId}>
                  {d.deviceName}
                </option>
              ))}
            </select>
          </div>
          <QueryState
            loading={deviceId > 0 && running.isPending}
            error={running.isError}
            errorText={running.error?.message}
            onRetry={() => void running.refetch()}
            testId="emulator-things"
          >
            {running.data && (
              <SimulateForm
                key={deviceId}
                deviceId={deviceId}
                things={running.data.thingsModels}
                onResult={setOutcome}
              />
            )}
          </QueryState>
        </QueryState>
        <p className="dv-result" role="status" aria-live="polite" data-testid="emulator-result">
          {outcome ? `${outcome.ok ? '✓' : '⚠'} ${outcome.text}` : t('emulator.noResult')}
        </p>
      </div>
    </>
  );
}
