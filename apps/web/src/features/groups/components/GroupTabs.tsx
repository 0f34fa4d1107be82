import type { DeviceGroup } from '@linli/contracts';
import { useTranslation } from 'react-i18next';

/**
 * Sticky group tabs of 'my devices' (docs/fastbee.md "Home and device cards"): All (0) first, then the user's
 * groups.
 */
export function GroupTabs({
  groups,
  value,
  onChange,
}: {
  groups: readonly DeviceGroup[];
  value: number;
  onChange: (groupId: number) => void;
}) {
  const { t } = useTranslation('devices');
  const tabs = [{ groupId: 0, groupName: t('list.allGroups') }, ...groups];
  return (
    <div className="dv-tabs" role="tablist" aria-label={t('list.groupTabs')}>
      {tabs.map((g) => (
        <button
          key={g.groupId}
          type="button"
          role="tab"
          aria-selected={value === g.groupId}
          className="dv-tabs__tab"
          onClick={() => onChange(g.groupId)}
          data-testid={`device-group-tab-${g.groupId}`}
        >
          {g.groupName}
        </button>
      ))}
    </div>
  );
}
