import type { SharePerm } from '@linli/contracts';
import { useTranslation } from 'react-i18next';

/** Permission checkboxes: the system permissions, then each shareable thing-model item. */
export function PermChecks({
  perms,
  value,
  onChange,
}: {
  perms: SharePerm[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation('shares');
  const groups = [
    { kind: 'system' as const, title: t('detail.systemPerms') },
    { kind: 'model' as const, title: t('detail.modelPerms') },
  ];
  return (
    <>
      {groups.map((group) => {
        const items = perms.filter((p) => p.kind === group.kind);
        if (items.length === 0) return null;
        return (
          <fieldset
            key={group.kind}
            className="dv-products at-perms"
            data-testid={`share-perms-${group.kind}`}
          >
            <legend className="field__label">{group.title}</legend>
            {items.map((p) => {
              const on = value.includes(p.identifier);
              return (
                <label key={p.identifier} className={`dv-pick${on ? ' dv-pick--on' : ''}`}>
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={(e) =>
                      onChange(
                        e.target.checked ? [...value, p.identifier] : value.filter((x) => x !== p.identifier),
                      )
                    }
                    data-testid={`share-perm-${p.identifier}`}
                  />
                  <span className="dv-pick__name">{p.modelName}</span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
