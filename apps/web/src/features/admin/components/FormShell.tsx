import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
    <form
      className="form admin-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      data-testid={testId}
    >
      {children}
      <div className="ss-sticky">
        <button type="submit" className="ss-button ss-button--block" data-testid={`${testId}-submit`}>
          {t('list.save')}
        </button>
      </div>
    </form>
  );
}

/** Focuses the first field the validation complained about, so a screen reader and the eye land there. */
export function focusFirstError(): void {
  requestAnimationFrame(() => {
    const invalid = document.querySelector<HTMLElement>('.admin-form [aria-invalid="true"]');
    invalid?.focus();
  });
}
