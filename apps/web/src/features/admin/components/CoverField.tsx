import { CameraOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../users/index.ts';

interface CoverFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  testId: string;
}

/** One picture, uploaded through POST /common/upload, with a preview and a way to remove it. */
export function CoverField({ label, value, onChange, error, testId }: CoverFieldProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const answer = await uploadFile(file, file.name);
    if (answer) onChange(answer.url);
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="admin-cover">
        {value && (
          <img
            className="admin-cover__img"
            src={value}
            alt={t('cover.preview', { label })}
            data-testid={`${testId}-preview`}
          />
        )}
        <div className="admin-cover__actions">
          <label className="ss-button ss-button--ghost admin-cover__pick">
            <CameraOutline aria-hidden="true" />
            {value ? t('cover.change') : t('cover.upload')}
            <input
              type="file"
              accept="image/*"
              className="admin-cover__input"
              aria-labelledby={`${id}-label`}
              onChange={(e) => {
                void pick(e.target.files?.[0]);
                e.target.value = '';
              }}
              data-testid={`${testId}-input`}
            />
          </label>
          {value && (
            <button
              type="button"
              className="ss-button ss-button--danger"
              onClick={() => onChange('')}
              data-testid={`${testId}-remove`}
            >
              {t('cover.remove')}
            </button>
          )}
        </div>
      </div>
      {error && (
        <p className="field__error" role="alert">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
    </div>
  );
}
