import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Something beside the input: a captcha image, a send-code button. */
  addon?: ReactNode;
  /**
   * What the value must be, in words under the field ("at least 8 characters"): always visible, unlike a
   * placeholder, which is cut off in elder mode and gone once the person types.
   */
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A labelled native input with its error right below it (text, not colour alone). Native inputs keep
 * form filling, autofill and e2e drivers simple.
 */
export function TextField({
  label,
  value,
  onChange,
  error,
  addon,
  hint,
  id,
  className,
  ref,
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__row">
        <input
          {...rest}
          ref={ref}
          id={inputId}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {addon}
      </div>
      {hint && (
        <p className="kit-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId} role="alert">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
    </div>
  );
}
