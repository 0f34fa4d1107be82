import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

/**
 * The button that sends a form (inside SubmitForm): primary, full width and large, a big target for older
 * hands; it spins and takes no second tap while the form is being sent.
 */
export function FormSubmitButton({
  busy,
  testId,
  children,
}: {
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      color="primary"
      block
      size="large"
      loading={busy}
      className="primary-action"
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
