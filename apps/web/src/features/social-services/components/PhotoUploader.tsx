import { CameraOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../users/index.ts';

interface PhotoUploaderProps {
  label: string;
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  error?: string | undefined;
  testId?: string;
}

/** Pictures uploaded one by one through POST /common/upload (the server sniffs the bytes); up to `max`. */
export function PhotoUploader({ label, value, onChange, max, error, testId = 'photos' }: PhotoUploaderProps) {
  const { t } = useTranslation('socialServices');
  const id = useId();
  const add = async (files: FileList | null) => {
    let urls = [...value];
    for (const file of Array.from(files ?? []).slice(0, max - urls.length)) {
      const answer = await uploadFile(file, file.name);
      if (answer?.url) urls = [...urls, answer.url];
    }
    onChange(urls);
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="ss-photos">
        {value.map((url, i) => (
          <div key={url} className="ss-photo" data-testid={`${testId}-item`}>
            <img src={url} alt={`${label} ${i + 1}`} />
            <button
              type="button"
              className="ss-photo__remove"
              aria-label={t('state.remove', { n: i + 1 })}
              onClick={() => onChange(value.filter((u) => u !== url))}
            >
              ×
            </button>
          </div>
        ))}
        {value.length < max && (
          <label className="ss-photo ss-photo--add">
            <CameraOutline aria-hidden="true" fontSize={28} />
            <span>
              {value.length}/{max}
            </span>
            <input
              type="file"
              accept="image/*"
              multiple
              onChange={(e) => {
                void add(e.target.files);
                e.target.value = '';
              }}
              data-testid={`${testId}-input`}
              aria-label={label}
            />
          </label>
        )}
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
