import { type AssessmentType, assessmentsRoutes } from '@linli/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../basicInfo.css';
import { useApiMutation } from '../../../lib/queries.ts';
import { useTemplate } from '../hooks/useAssessmentQueries.ts';
import { afterTemplateLoad } from '../queries.ts';

interface TemplateLoaderProps {
  type: AssessmentType;
  /** The highest stored version: the starting point gets the next number. */
  latestVersion: number | undefined;
}

type Outcome = { ok: true; text: string } | { ok: false; text: string } | undefined;

/**
 * Load a new template version (admin, POST /assessment/templates): paste JSON or pick a .json file, or
 * start from the current version. The server checks it and names the offending path; that message is
 * shown as it comes, beside the JSON, until the next attempt.
 */
export function TemplateLoader({ type, latestVersion }: TemplateLoaderProps) {
  const { t } = useTranslation('assessments');
  const [json, setJson] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const load = useApiMutation(assessmentsRoutes.loadTemplate, {
    invalidates: afterTemplateLoad,
    showsRefusal: true,
  });
  // "Start from the current version" reads it when asked, and fills the JSON once it is there (and fresh).
  const [asked, setAsked] = useState(false);
  const current = useTemplate(asked ? type : undefined);
  const currentTemplate = current.isFetching ? undefined : current.data;
  const currentFailed = current.isError && !current.isFetching;

  useEffect(() => {
    if (!asked) return;
    // A read that failed: the next tap asks again.
    if (currentFailed) setAsked(false);
    if (!currentTemplate) return;
    const next = { ...currentTemplate, version: (latestVersion ?? currentTemplate.version) + 1 };
    setJson(JSON.stringify(next, null, 2));
    setOutcome(undefined);
    setAsked(false);
  }, [asked, currentFailed, currentTemplate, latestVersion]);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setJson(await file.text());
    setOutcome(undefined);
  };

  const submit = () => {
    let definition: Record<string, unknown>;
    try {
      definition = JSON.parse(json);
    } catch (error) {
      return setOutcome({ ok: false, text: t('templates.notJson', { message: (error as Error).message }) });
    }
    load.mutate(
      { body: definition },
      {
        onSuccess: ({ data }) =>
          setOutcome({ ok: true, text: t('templates.loaded', { version: data.version }) }),
        // The server names the offending path; it stays beside the JSON until the next attempt.
        onError: (error) => {
          if (error.message) setOutcome({ ok: false, text: error.message });
        },
      },
    );
  };

  return (
    <section className="card as-card form" data-testid="template-loader">
      <p className="hint">{t('templates.hint')}</p>
      <div className="as-actions">
        <button
          type="button"
          className="as-button"
          onClick={() => setAsked(true)}
          data-testid="tpl-from-current"
        >
          {t('templates.fromCurrent')}
        </button>
        <label className="as-button">
          {t('templates.upload')}
          <input
            type="file"
            accept=".json,application/json"
            className="visually-hidden"
            onChange={(e) => void readFile(e.target.files?.[0])}
            data-testid="tpl-file"
          />
        </label>
      </div>
      <label className="field">
        <span className="field__label">{t('templates.json')}</span>
        <textarea
          className="field__input as-templates__json"
          value={json}
          spellCheck={false}
          placeholder={t('templates.jsonPlaceholder')}
          onChange={(e) => setJson(e.target.value)}
          data-testid="tpl-json"
        />
      </label>
      {outcome && (
        <p
          className={outcome.ok ? 'as-templates__ok' : 'as-templates__error'}
          role={outcome.ok ? 'status' : 'alert'}
          data-testid={outcome.ok ? 'tpl-ok' : 'tpl-error'}
        >
          {outcome.ok ? '✓ ' : '⚠ '}
          {outcome.text}
        </p>
      )}
      <button
        type="button"
        className="as-button as-button--primary as-button--wide"
        disabled={load.isPending || json.trim() === ''}
        onClick={submit}
        data-testid="tpl-load"
      >
        {t('templates.load')}
      </button>
    </section>
  );
}
