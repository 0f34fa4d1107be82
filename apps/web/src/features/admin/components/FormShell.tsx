import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';

/** A form with a sticky save button; native inputs, no browser validation (the zod rules speak instead). */
export function FormShell({
  onSubmit,
  testId,
  children,
}: {
  onSubmit: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <SubmitForm onSubmit={onSubmit} testId={testId} className="admin-form">
      {children}
      <div className="ss-sticky">
        <button type="submit" className="ss-button ss-button--block" data-testid={`${testId}-submit`}>
          {t('list.save')}
        </button>
      </div>
    </SubmitForm>
  );
}

/** Focuses the first field the validation complained about, so a screen reader and the eye land there. */
export function focusFirstError(): void {
  requestAnimationFrame(() => {
    const invalid = document.querySelector<HTMLElement>('.admin-form [aria-invalid="true"]');
    invalid?.focus();
  });
}
