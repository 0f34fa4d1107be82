import { ORG_TYPES, type OrgType } from '@linli/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The type of the social organisation, chosen when the assessment starts: 社会团体 and 基金会 are graded on
 * 工作绩效, 社会服务机构 on 业务活动和诚信建设, so each has its own indicator table.
 */
export function OrgTypePicker({ value, onPick }: { value: OrgType; onPick: (type: OrgType) => void }) {
  const { t } = useTranslation('assessments');
  return (
    <fieldset className="choice-group" data-testid="org-type">
      <legend>{t('grading.orgType')}</legend>
      <p className="hint">{t('grading.orgTypeHint')}</p>
      {ORG_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className={type === value ? 'choice choice--on' : 'choice'}
          aria-pressed={type === value}
          onClick={() => onPick(type)}
          data-testid={`org-type-${type}`}
        >
          {t(`grading.orgTypes.${type}`)}
        </button>
      ))}
    </fieldset>
  );
}
