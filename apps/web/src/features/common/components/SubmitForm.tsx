import type { ReactNode } from 'react';

/**
 * A form that is checked by the app, not the browser (`noValidate`: the app's messages are translated and sit
 * under their fields), and sent by its submit button or the keyboard's Go key.
 */
export function SubmitForm({
  onSubmit,
  testId,
  className,
  children,
}: {
  onSubmit: () => unknown;
  testId?: string | undefined;
  /** Classes beside `form` (the screen's own spacing). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className ? `form ${className}` : 'form'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      data-testid={testId}
    >
      {children}
    </form>
  );
}
