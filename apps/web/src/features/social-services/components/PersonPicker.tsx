import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '../../common/components/FieldFrame.tsx';
import { SelectField } from '../../common/components/SelectField.tsx';
import { usePersons } from '../hooks/usePersons.ts';

/** Choose the person served (staff): a native select, large and readable. */
export function PersonPicker(props: FieldBinding<string>) {
  const { t } = useTranslation('socialServices');
  const persons = usePersons('');
  return (
    <SelectField
      {...props}
      label={t('record.person')}
      placeholder={t('record.choosePerson')}
      options={persons.items.map((p) => ({
        value: String(p.id),
        label: `${p.name} · ${p.phone || p.address}`,
      }))}
      testId="record-person"
    />
  );
}
