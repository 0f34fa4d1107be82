import { ASSESSMENT_TYPES, type AssessmentType } from '@linli/contracts';
import { ShopbagOutline, TeamOutline, UserOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const TYPE_ICONS: Record<AssessmentType, ReactNode> = {
  'elderly-ability': <UserOutline />,
  'social-org': <TeamOutline />,
  institution: <ShopbagOutline />,
};

interface TypeCardsProps {
  selected?: AssessmentType | undefined;
  onPick: (type: AssessmentType) => void;
}

/**
 * The three assessment types as large cards with a picture, a name and the standard they follow; for
 * assessors only (residents are told how to get assessed instead, AssessmentHomeScreen).
 */
export function TypeCards({ selected, onPick }: TypeCardsProps) {
  const { t } = useTranslation('assessments');
  return (
    <div className="as-types" role={selected === undefined ? undefined : 'radiogroup'}>
      {ASSESSMENT_TYPES.map((type) => {
        const on = selected === type;
        const body = (
          <>
            <span className={`as-type__icon as-type__icon--${type}`} aria-hidden="true">
              {TYPE_ICONS[type]}
            </span>
            <span className="as-type__text">
              <span className="as-type__name">{t(`types.${type}`)}</span>
              <span className="as-type__hint">{t(`typeHints.${type}`)}</span>
            </span>
          </>
        );
        return (
          <button
            key={type}
            type="button"
            className={on ? 'as-type as-type--on' : 'as-type'}
            onClick={() => onPick(type)}
            aria-pressed={selected === undefined ? undefined : on}
            data-testid={`type-${type}`}
          >
            {body}
            {on && <span className="as-type__tick">✓</span>}
          </button>
        );
      })}
    </div>
  );
}
