import { ErrorCode } from '@linli/contracts';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { paths } from '../../../lib/paths.ts';
import { type FieldBinding, FieldError } from '../../common/components/FieldFrame.tsx';
import { SubmitForm } from '../../common/components/SubmitForm.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { type FieldErrors, useFormDraft } from '../../common/hooks/useFormDraft.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { type Refusal, settle, showRefusal } from '../writes.ts';

/** What a request form (a service, a group, a skill) checks, sends and does once it is sent. */
interface RequestRules<D extends object> {
  initial: D | (() => D);
  /** The form's own check: the complaints by field; none means it may be sent. */
  validate: (draft: D) => FieldErrors<Extract<keyof D, string>>;
  /** The write (its useApiMutation's `mutateAsync`, which is `showsRefusal`). */
  send: (draft: D) => Promise<unknown>;
  /** The server's "one is already open" code: that refusal links to the person's requests. */
  duplicate: ErrorCode;
  /** Said once the request is sent. */
  sentText: string;
  /** The person's requests: shown once sent (in place of the form), and where "one is already open" leads. */
  mine: MyRequests;
}

/** The list of the person's own requests of this kind. */
interface MyRequests {
  path: string;
  label: string;
}

/**
 * The draft of a request form and its sending: the form's check first; then the write, whose refusal
 * shows in the server's words, in the reader's language, under the field it names and beside the form.
 */
export function useRequestForm<D extends object>(rules: RequestRules<D>) {
  const go = useNavigateOnce();
  const form = useFormDraft<D>(rules.initial);
  const [refusal, setRefusal] = useState<Refusal>();
  const submit = async () => {
    setRefusal(undefined);
    if (!form.accept(rules.validate(form.draft))) return;
    const sent = await settle(rules.send(form.draft));
    if (!sent.ok) {
      return showRefusal(sent.refusal, rules.duplicate, form.draft, setRefusal, form.setErrors);
    }
    toast(rules.sentText);
    go(rules.mine.path, { replace: true });
  };
  return { ...form, refusal, submit, mine: rules.mine };
}

/**
 * How a group or skill request ends: "sent", then the person's group applications, where one already open
 * leads too.
 */
export function useGroupRequestEnd(): Pick<RequestRules<object>, 'duplicate' | 'sentText' | 'mine'> {
  const { t } = useTranslation('socialServices');
  return {
    duplicate: ErrorCode.GROUP_APPLICATION_DUPLICATE,
    sentText: t('group.sent'),
    mine: { path: paths.groupMine, label: t('group.mine') },
  };
}

/** Who to call back about a group or skill request: a name and a mobile number, filled in from the profile. */
export function ContactFields({
  field,
  testIds,
}: {
  field: (key: 'contactName' | 'contactPhone') => FieldBinding<string>;
  testIds: { name: string; phone: string };
}) {
  const { t } = useTranslation('socialServices');
  return (
    <>
      <TextField
        {...field('contactName')}
        label={t('group.contactName')}
        autoComplete="name"
        data-testid={testIds.name}
      />
      <TextField
        {...field('contactPhone')}
        label={t('group.contactPhone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        data-testid={testIds.phone}
      />
    </>
  );
}

/** The send button, kept in reach at the foot of the screen while the form scrolls. */
export function StickySubmit({ label, testId }: { label: string; testId: string }) {
  return (
    <div className="ss-sticky">
      <button type="submit" className="ss-button ss-button--block" data-testid={testId}>
        {label}
      </button>
    </div>
  );
}

/**
 * A request form: what it is about (`facts`), its fields (`children`), the server's refusal (one already
 * open links to the person's requests) and the send button. Test ids: {noun}-form, -refusal, -submit.
 */
export function RequestForm({
  noun,
  request,
  facts,
  submitLabel,
  children,
}: {
  noun: string;
  /** useRequestForm's answer. */
  request: { submit: () => unknown; refusal: Refusal | undefined; mine: MyRequests };
  facts: ReadonlyArray<{ label: string; value: ReactNode; testId: string }>;
  submitLabel: string;
  children: ReactNode;
}) {
  const go = useNavigateOnce();
  const { refusal, mine } = request;
  return (
    <SubmitForm onSubmit={request.submit} testId={`${noun}-form`}>
      <section className="kit-card ss-card">
        <dl className="ss-dl">
          {facts.map((fact) => (
            <Fragment key={fact.testId}>
              <dt>{fact.label}</dt>
              <dd data-testid={fact.testId}>{fact.value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      {children}
      {refusal && (
        <div className="kit-card ss-card ss-refusal" data-testid={`${noun}-refusal`}>
          <FieldError error={refusal.msg} />
          {refusal.duplicate && (
            <button type="button" className="ss-button ss-button--ghost" onClick={() => go(mine.path)}>
              {mine.label}
            </button>
          )}
        </div>
      )}
      <StickySubmit label={submitLabel} testId={`${noun}-submit`} />
    </SubmitForm>
  );
}
