import { ALERT_LEVEL, type AlertLevel, DATATYPES, type ThingModel } from '@linli/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { CheckField } from '../../common/components/CheckField.tsx';
import { ChoiceGroup } from '../../common/components/ChoiceGroup.tsx';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { FLAGS, type ItemDraft, itemOf, type ModelTab } from '../thingsModelDraft.ts';
import { itemProblems } from '../thingsModelEdit.ts';
import { AlarmRulesField } from './AlarmRulesField.tsx';
import { DatatypeFields } from './DatatypeFields.tsx';

const EVENT_LEVELS: ReadonlyArray<AlertLevel | 0> = [0, ...Object.values(ALERT_LEVEL)];

/**
 * One property, function or event: identifier, names, datatype with its spec, flags and order, and its
 * alarms (a property's rules, an event's level). "Done" checks it with the contract and hands it back;
 * nothing is sent until the model is saved. Test ids: thing-form, thing-{id|name|nameEn|order},
 * thing-spec-…, thing-flag-{flag}, thing-event-level-{0..3}, thing-done, thing-cancel.
 */
export function ThingItemForm({
  tab,
  initial,
  isNew,
  others,
  onDone,
  onCancel,
}: {
  tab: ModelTab;
  initial: ItemDraft;
  isNew: boolean;
  /** Every other item of the model, to refuse an identifier used twice. */
  others: readonly ThingModel[];
  onDone: (item: ThingModel) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('products');
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    <K extends keyof ItemDraft>(key: K) =>
    (value: ItemDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const labelOf = (field: string) => t(`label.${field}` as 'label.id', { defaultValue: field });

  const done = () => {
    const found = itemProblems(draft, tab, others, currentLanguage(), labelOf, {
      minAboveMax: t('editor.minAboveMax'),
      valueNeeded: t('alarm.valueNeeded'),
      betweenFormat: t('alarm.betweenHint'),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast(t('editor.fixItem'));
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.pd-thing-form [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onDone(itemOf(draft, tab));
  };

  const kind = t(`tabs.one.${tab}`);
  return (
    <SubmitForm onSubmit={done} testId="thing-form" className="pd-form pd-thing-form">
      <h2 className="pd-card__title">
        {isNew ? t('editor.newItem', { kind }) : t('editor.editItem', { kind })}
      </h2>
      <TextField
        label={t('item.id')}
        value={draft.id}
        onChange={set('id')}
        error={errors.id}
        autoCapitalize="off"
        lang="en"
        data-testid="thing-id"
      />
      <p className="kit-hint">{t('item.idHint')}</p>
      <div className="kit-pair">
        <TextField
          label={t('item.name')}
          value={draft.name}
          onChange={set('name')}
          error={errors.name}
          data-testid="thing-name"
        />
        <TextField
          label={t('item.nameEn')}
          value={draft.nameEn}
          lang="en"
          onChange={set('nameEn')}
          error={errors.nameEn}
          data-testid="thing-nameEn"
        />
      </div>
      <DatatypeFields
        spec={draft.datatype}
        onChange={set('datatype')}
        errors={errors}
        path="datatype"
        types={DATATYPES}
        testId="thing-spec"
      />
      <fieldset className="pd-subgroup">
        <legend className="field__label">{t('item.flags')}</legend>
        {FLAGS.map((flag) => (
          <CheckField
            key={flag}
            label={t(`flag.${flag}`)}
            hint={t(`flagHint.${flag}`)}
            value={draft.flags[flag]}
            onChange={(on) => set('flags')({ ...draft.flags, [flag]: on })}
            testId={`thing-flag-${flag}`}
          />
        ))}
      </fieldset>
      <TextField
        label={t('item.order')}
        value={draft.order}
        onChange={set('order')}
        error={errors.order}
        inputMode="numeric"
        data-testid="thing-order"
      />
      <p className="kit-hint">{t('item.orderHint')}</p>
      {tab === 'properties' && (
        <AlarmRulesField alarms={draft.alarms} onChange={set('alarms')} errors={errors} />
      )}
      {tab === 'events' && (
        <ChoiceGroup
          label={t('alarm.eventLevel')}
          value={draft.eventLevel}
          onChange={set('eventLevel')}
          options={EVENT_LEVELS.map((level) => ({
            value: level,
            label: level ? t(`level.${level}`) : t('alarm.none'),
          }))}
          testId="thing-event-level"
        />
      )}
      <div className="pd-sticky pd-actions">
        <button
          type="button"
          className="kit-button kit-button--large"
          onClick={onCancel}
          data-testid="thing-cancel"
        >
          {t('editor.cancel')}
        </button>
        <button
          type="submit"
          className="kit-button kit-button--primary kit-button--large"
          data-testid="thing-done"
        >
          {t('editor.done')}
        </button>
      </div>
    </SubmitForm>
  );
}
