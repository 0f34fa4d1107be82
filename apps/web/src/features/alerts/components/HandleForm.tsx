import type { AlertLog } from '@linli/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Handling: the process result (remark) and the new status — no processing needed, or processed. */
export function HandleForm({
  alert,
  onSubmit,
}: {
  alert: AlertLog;
  onSubmit: (status: 2 | 3, remark: string) => void;
}) {
  const { t } = useTranslation('alerts');
  const remarkId = useId();
  const [status, setStatus] = useState<2 | 3>(alert.status === 2 ? 2 : 3);
  const [remark, setRemark] = useState(alert.remark);
  return (
    <form
      className="form kit-card"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(status, remark.trim());
      }}
      data-testid="alert-handle-form"
    >
      <h2 className="al-section-title">{t('detail.handle')}</h2>
      <fieldset className="choice-group">
        <legend className="field__label">{t('detail.newStatus')}</legend>
        {([3, 2] as const).map((s) => (
          <label key={s} className={`choice${status === s ? ' choice--on' : ''}`}>
            <input
              type="radio"
              name="alert-status"
              checked={status === s}
              onChange={() => setStatus(s)}
              data-testid={`alert-handle-status-${s}`}
            />
            {t(`status.${s}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={remarkId}>
          {t('detail.result')}
        </label>
        <textarea
          id={remarkId}
          className="field__input al-textarea"
          value={remark}
          maxLength={140}
          rows={3}
          placeholder={t('detail.resultHint')}
          onChange={(e) => setRemark(e.target.value)}
          data-testid="alert-handle-remark"
        />
      </div>
      <button
        type="submit"
        className="kit-button kit-button--primary kit-button--large"
        data-testid="alert-handle-save"
      >
        {t('detail.save')}
      </button>
    </form>
  );
}
