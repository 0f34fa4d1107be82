import { CameraOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { type FieldBinding, FieldFrame } from '../../common/components/FieldFrame.tsx';
import { useFileUpload } from '../../users/index.ts';

interface PhotoUploaderProps extends FieldBinding<string[]> {
  label: string;
  max: number;
  testId?: string;
}

/** Pictures uploaded one by one through POST /common/upload (the server sniffs the bytes); up to `max`. */
export function PhotoUploader({ label, value, onChange, max, error, testId = 'photos' }: PhotoUploaderProps) {
  const { t } = useTranslation('socialServices');
  const upload = useFileUpload();
  const add = async (files: FileList | null) => {
    let urls = [...value];
    for (const file of Array.from(files ?? []).slice(0, max - urls.length)) {
      const answer = await upload.send(file);
      if (answer?.url) urls = [...urls, answer.url];
    }
    onChange(urls);
  };
  return (
    <FieldFrame label={label} error={error} groupLabel>
      {(control) => (
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
                {...control}
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
      )}
    </FieldFrame>
  );
}
