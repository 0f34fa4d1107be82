import { useState } from 'react';

/** The complaint under each field of a form, by field name; a field without one is fine. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * What a form is filling in and what is wrong with it, the same on every form: `set(field)` changes one value
 * and clears that field's old complaint (a corrected field stops complaining); `field(name)` hands a field
 * its value, change and complaint at once; `accept(found)` shows what a check found and says whether the
 * form may be sent.
 */
export function useFormDraft<D extends object>(initial: D | (() => D)) {
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof D, string>>>({});
  const set =
    <K extends keyof D>(key: K) =>
    (value: D[K]) => {
      setDraft((old) => ({ ...old, [key]: value }));
      setErrors((old) => {
        const next = { ...old };
        delete next[key as unknown as Extract<keyof D, string>];
        return next;
      });
    };
  /** One field's value, change and complaint, to spread on the field that shows it (TextField…). */
  const field = <K extends Extract<keyof D, string>>(key: K) => ({
    value: draft[key],
    onChange: set(key),
    error: errors[key],
  });
  const accept = (found: FieldErrors<Extract<keyof D, string>>) => {
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { draft, setDraft, errors, setErrors, set, field, accept };
}
