import { type PersonDevice, type ServedPerson, socialServicesRoutes } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../lib/feedback.ts';
import { useApiMutation, useData } from '../../../lib/queries.ts';
import { useMyDevices } from '../../devices/index.ts';
import { useRoles } from '../hooks/useRoles.ts';
import { afterDeviceLinkChange } from '../queries.ts';

/**
 * The devices that watch over a person (docs/alerts.md "Who is told"): when one raises an alarm, the
 * person's social worker is alerted and their emergency contact texted. The family account the file is linked
 * to links its own devices here; a social worker sees the list and may remove a wrong link.
 */
export function PersonDevices({ person }: { person: ServedPerson }) {
  const { t } = useTranslation(['socialServices', 'common']);
  const { profile, isStaff } = useRoles();
  const isFamily = profile !== undefined && profile !== null && profile.userId === person.userId;
  const [picking, setPicking] = useState(false);
  const linked = useData(socialServicesRoutes.personDevices, { params: { id: person.id } });
  const rows = linked.data ?? [];
  // A refusal is toasted by useApiMutation; a link or unlink reads the list again.
  const linking = useApiMutation(socialServicesRoutes.linkDevice, { invalidates: afterDeviceLinkChange });
  const unlinking = useApiMutation(socialServicesRoutes.unlinkDevice, { invalidates: afterDeviceLinkChange });
  const unlink = async (device: PersonDevice) => {
    const sure = await confirm({
      content: t('watch.unlinkConfirm', { name: device.deviceName }),
      cancelText: t('common:cancel'),
      confirmText: t('watch.unlink'),
    });
    if (sure) unlinking.mutate({ body: { personId: person.id, deviceId: device.deviceId } });
  };

  return (
    <section className="kit-card ss-card" data-testid="person-devices">
      <h2>{t('watch.title')}</h2>
      <p className="ss-muted">{t('watch.hint')}</p>
      {linked.isPending ? (
        <p className="ss-muted">{t('common:loading')}</p>
      ) : rows.length === 0 ? (
        <p className="ss-muted">{t('watch.empty')}</p>
      ) : (
        rows.map((d) => (
          <div key={d.deviceId} className="ss-row" data-testid={`person-device-${d.deviceId}`}>
            <span className="ss-row__main">
              {d.deviceName}{' '}
              <span className="ss-muted">· {d.status === 3 ? t('watch.online') : t('watch.offline')}</span>
            </span>
            {(isFamily || isStaff) && (
              <button type="button" className="ss-button ss-button--ghost" onClick={() => void unlink(d)}>
                {t('watch.unlink')}
              </button>
            )}
          </div>
        ))
      )}
      {isFamily &&
        (picking ? (
          <MyDevices
            linked={rows}
            onLink={(deviceId) => linking.mutate({ body: { personId: person.id, deviceId } })}
            onDone={() => setPicking(false)}
          />
        ) : (
          <button
            type="button"
            className="ss-button"
            onClick={() => setPicking(true)}
            data-testid="person-devices-add"
          >
            {t('watch.add')}
          </button>
        ))}
    </section>
  );
}

/** The caller's own devices not linked yet, each one tap from being linked. */
function MyDevices({
  linked,
  onLink,
  onDone,
}: {
  linked: PersonDevice[];
  onLink: (deviceId: number) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['socialServices', 'common']);
  const mine = useMyDevices();
  const taken = new Set(linked.map((d) => d.deviceId));
  // Devices shared with me are not mine to link.
  const free = (mine.data ?? []).filter((d) => !taken.has(d.deviceId) && d.isOwner === 1);
  return (
    <div data-testid="person-devices-picker">
      {mine.isPending ? (
        <p className="ss-muted">{t('common:loading')}</p>
      ) : free.length === 0 ? (
        <p className="ss-muted">{t('watch.noMine')}</p>
      ) : (
        free.map((d) => (
          <div key={d.deviceId} className="ss-row">
            <span className="ss-row__main">{d.deviceName}</span>
            <button
              type="button"
              className="ss-button"
              onClick={() => onLink(d.deviceId)}
              data-testid={`person-devices-link-${d.deviceId}`}
            >
              {t('watch.link')}
            </button>
          </div>
        ))
      )}
      <button type="button" className="ss-button ss-button--ghost" onClick={onDone}>
        {t('watch.done')}
      </button>
    </div>
  );
}
