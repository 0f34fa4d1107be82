import { EVIDENCE_PER_ITEM_MAX } from '@linli/contracts';
import { CloseOutline, UploadOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { useFileUpload } from '../../users/index.ts';

interface EvidencePickerProps {
  itemId: string;
  urls: string[];
  onChange: (urls: string[]) => void;
}

/** Evidence attached to one indicator: uploads through POST /common/upload, kept as /uploads/ URLs. */
export function EvidencePicker({ itemId, urls, onChange }: EvidencePickerProps) {
  const { t } = useTranslation('assessments');
  const inputId = useId();
  const full = urls.length >= EVIDENCE_PER_ITEM_MAX;
  const upload = useFileUpload();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (full) return toast(t('evidence.max', { max: EVIDENCE_PER_ITEM_MAX }));
    const answer = await upload.send(file);
    if (answer?.url) onChange([...urls, answer.url]);
  };

  return (
    <div className="as-evidence" data-testid={`evidence-${itemId}`}>
      <span className="as-evidence__title">{t('evidence.title')}</span>
      {urls.length > 0 && (
        <ul className="as-evidence__list">
          {urls.map((url, index) => (
            <li key={url} className="as-evidence__file">
              <a href={url} target="_blank" rel="noreferrer">
                {t('evidence.file', { n: index + 1 })}
              </a>
              <button
                type="button"
                className="icon-button"
                aria-label={t('evidence.remove', { n: index + 1 })}
                onClick={() => onChange(urls.filter((u) => u !== url))}
              >
                <CloseOutline aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <label className="kit-button kit-button--compact" htmlFor={inputId}>
          <UploadOutline aria-hidden="true" /> {t('evidence.add')}
          <input
            id={inputId}
            type="file"
            className="visually-hidden"
            accept="image/*,application/pdf"
            data-testid={`evidence-input-${itemId}`}
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      )}
    </div>
  );
}
