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
import { useSimulateAccess } from '../../../features/devices/hooks/useSimulateAccess.ts';
import '../../../features/devices/devices.css';

/**
 * /pagesB/list/user/emulator[?deviceId=]: staff send a property or event report as a device (their own, or
 * a simulated one such as a demo device opened from its detail page), through the same path as a real
 * device's report, so scenes and alerts can be tried without hardware. Residents get a short note instead.
 */
export default function DeviceSimulateScreen() {
  const { t } = useTranslation('devices');
  const { mayUseSimulator } = useSimulateAccess();
  return (
    <>
      <PageHeader title={t('emulator.title')} />
      <div className="dv-page">
        {mayUseSimulator ? (
          <Simulator />
        ) : (
          <p className="hint" data-testid="emulator-staff-only">
            {t('emulator.staffOnly')}
          </p>
        )}
      </div>
    </>
  );
}

function Simulator() {
  const { t } = useTranslation('devices');
  const { maySimulateDevice } = useSimulateAccess();
  const preset = useIdParam('deviceId');
  const mine = useMyDevices();
  // A device opened from its detail page may not be in my list (an administrator viewing a demo device).
  const presetStatus = useRunningStatus(preset ?? 0);
  const listed = (mine.data ?? []).filter(maySimulateDevice);
  const extra =
    presetStatus.data && maySimulateDevice(presetStatus.data) && !listed.some((d) => d.deviceId === preset)
      ? [presetStatus.data]
      : [];
  const owned = [...extra, ...listed];
  const [picked, setPicked] = useState<number>();
  const deviceId = picked ?? (owned.some((d) => d.deviceId === preset) ? preset : owned[0]?.deviceId) ?? 0;
  const running = useRunningStatus(deviceId);
  const [outcome, setOutcome] = useState<SimulateOutcome>();

  return (
    <>
      <p className="hint">{t('emulator.intro')}</p>
      <QueryState
        loading={mine.isPending || (preset !== undefined && presetStatus.isPending)}
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
    </>
  );
}
