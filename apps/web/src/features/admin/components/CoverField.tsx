import { CameraOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldBinding, FieldFrame } from '../../common/components/FieldFrame.tsx';
import { useFileUpload } from '../../users/index.ts';

interface CoverFieldProps extends FieldBinding<string> {
  label: string;
  testId: string;
  /** Shows the picture another way than as a plain image (a product's catalogue picture is a drawing). */
  preview?: (url: string) => ReactNode;
}

/** One picture, uploaded through POST /common/upload, with a preview and a way to remove it. */
export function CoverField({ label, value, onChange, error, testId, preview }: CoverFieldProps) {
  const { t } = useTranslation('admin');
  const upload = useFileUpload();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const answer = await upload.send(file);
    if (answer) onChange(answer.url);
  };
  return (
    <FieldFrame label={label} error={error} groupLabel>
      {(control, labelId) => (
        <div className="admin-cover">
          {value && preview && <span data-testid={`${testId}-preview`}>{preview(value)}</span>}
          {value && !preview && (
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
                {...control}
                aria-labelledby={labelId}
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
      )}
    </FieldFrame>
  );
}
