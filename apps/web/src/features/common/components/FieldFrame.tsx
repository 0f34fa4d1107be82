import { type ReactNode, useId } from 'react';

/** The words saying what is wrong with a field or a form: text with a warning sign, never colour alone. */
export function FieldError({
  error,
  id,
  testId,
}: {
  error?: string | undefined;
  id?: string | undefined;
  testId?: string | undefined;
}) {
  if (!error) return null;
  return (
    <p className="field__error" id={id} role="alert" data-testid={testId}>
      <span aria-hidden="true">⚠ </span>
      {error}
    </p>
  );
}

/** What the control inside a FieldFrame spreads on itself, so its label and its error are tied to it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The value, change and complaint every field takes (the form's draft and errors fill them in). */
export interface FieldBinding<V> {
  value: V;
  onChange: (value: V) => void;
  error?: string | undefined;
}

interface FieldFrameProps {
  label: ReactNode;
  error?: string | undefined;
  /**
   * The label names several controls (a photo strip, a pair of buttons), not one input: it is text with
   * an id the controls point at with aria-labelledby, not a <label for>.
   */
  groupLabel?: boolean;
  /** The control(s), given the ids that tie them to the label and the error; `labelId` for aria-labelledby. */
  children: (control: FieldControl, labelId: string) => ReactNode;
}

/** A labelled field: the label above, the control(s), the complaint below and a red frame while it stands. */
export function FieldFrame({ label, error, groupLabel = false, children }: FieldFrameProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const control: FieldControl = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      {groupLabel ? (
        <span className="field__label" id={labelId}>
          {label}
        </span>
      ) : (
        <label className="field__label" htmlFor={id} id={labelId}>
          {label}
        </label>
      )}
      {children(control, labelId)}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
