import { type AssessmentType, ResultCode } from '@linli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../basicInfo.css';
import { assessmentKeys, assessmentsApi } from '../api/assessmentsApi.ts';

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
  const queryClient = useQueryClient();
  const [json, setJson] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);

  const startFromCurrent = async () => {
    const result = await assessmentsApi.template(type);
    if (!result || result.code !== ResultCode.OK || !result.data) return;
    const next = { ...result.data, version: (latestVersion ?? result.data.version) + 1 };
    setJson(JSON.stringify(next, null, 2));
    setOutcome(undefined);
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setJson(await file.text());
    setOutcome(undefined);
  };

  const load = async () => {
    let definition: unknown;
    try {
      definition = JSON.parse(json);
    } catch (error) {
      return setOutcome({ ok: false, text: t('templates.notJson', { message: (error as Error).message }) });
    }
    setBusy(true);
    try {
      const result = await assessmentsApi.loadTemplate(definition);
      if (!result) return;
      if (result.code !== ResultCode.OK || !result.data) return setOutcome({ ok: false, text: result.msg });
      setOutcome({ ok: true, text: t('templates.loaded', { version: result.data.version }) });
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.templates(type) });
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.template(type) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card as-card form" data-testid="template-loader">
      <p className="hint">{t('templates.hint')}</p>
      <div className="as-actions">
        <button
          type="button"
          className="as-button"
          onClick={() => void startFromCurrent()}
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
        disabled={busy || json.trim() === ''}
        onClick={() => void load()}
        data-testid="tpl-load"
      >
        {t('templates.load')}
      </button>
    </section>
  );
}
