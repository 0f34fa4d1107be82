import { ALERT_LEVEL, type AlertLevel, SCENE_OPERATORS, type SceneOperator } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../common/components/SelectField.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { type AlarmDraft, emptyAlarm } from '../thingsModelDraft.ts';
import { AddRowButton, RemoveRowButton } from './RowButtons.tsx';

const LEVELS = Object.values(ALERT_LEVEL);

/**
 * A property's alarm rules (docs/alerts.md): a reported value matching the operator and value raises an
 * alert of the rule's level by itself, with no scene. Test ids: thing-alarm-{i}-level|operator|value|remove,
 * thing-alarm-add.
 */
export function AlarmRulesField({
  alarms,
  onChange,
  errors,
}: {
  alarms: AlarmDraft[];
  onChange: (alarms: AlarmDraft[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('products');
  const change = (index: number, next: Partial<AlarmDraft>) =>
    onChange(alarms.map((a, i) => (i === index ? { ...a, ...next } : a)));
  return (
    <fieldset className="pd-subgroup" data-testid="thing-alarms">
      <legend className="field__label">{t('alarm.title')}</legend>
      <p className="kit-hint">{t('alarm.hint')}</p>
      {alarms.map((rule, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a rule being typed has no identity but its place
        <div key={index} className="pd-subitem" data-testid={`thing-alarm-${index}`}>
          <div className="kit-pair">
            <SelectField
              label={t('alarm.operator')}
              value={rule.operator}
              onChange={(operator) => change(index, { operator: operator as SceneOperator })}
              options={SCENE_OPERATORS.map((op) => ({ value: op, label: t(`operator.${op}`) }))}
              error={errors[`alarms.${index}.operator`]}
              testId={`thing-alarm-${index}-operator`}
            />
            <TextField
              label={t('alarm.value')}
              value={rule.value}
              onChange={(value) => change(index, { value })}
              error={errors[`alarms.${index}.value`]}
              placeholder={rule.operator === 'between' ? t('alarm.betweenHint') : undefined}
              data-testid={`thing-alarm-${index}-value`}
            />
          </div>
          <SelectField
            label={t('alarm.level')}
            value={String(rule.level)}
            onChange={(level) => change(index, { level: Number(level) as AlertLevel })}
            options={LEVELS.map((level) => ({ value: String(level), label: t(`level.${level}`) }))}
            testId={`thing-alarm-${index}-level`}
          />
          <RemoveRowButton
            label={t('alarm.remove', { n: index + 1 })}
            onClick={() => onChange(alarms.filter((_, i) => i !== index))}
            testId={`thing-alarm-${index}-remove`}
          />
        </div>
      ))}
      <AddRowButton
        label={t('alarm.add')}
        onClick={() => onChange([...alarms, emptyAlarm()])}
        testId="thing-alarm-add"
      />
    </fieldset>
  );
}
