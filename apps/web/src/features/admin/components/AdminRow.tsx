import { DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

interface AdminRowProps {
  title: string;
  /** Status in words (colour is never the only signal). */
  status: string;
  /** A quiet status (draft, offline, disabled) is drawn muted, and still says so in words. */
  muted: boolean;
  meta: string[];
  cover?: string | undefined;
  onEdit: () => void;
  onDelete: () => void;
  testId: string;
}

/** A row of an administrators' list: picture, title, status, facts, and large edit / delete buttons. */
export function AdminRow({ title, status, muted, meta, cover, onEdit, onDelete, testId }: AdminRowProps) {
  const { t } = useTranslation('admin');
  return (
    <article className="kit-card ss-card admin-row" data-testid={testId}>
      <div className="admin-row__main">
        {cover ? <img className="admin-row__cover" src={cover} alt="" /> : null}
        <div className="admin-row__text">
          <h2 className="admin-row__title">{title}</h2>
          <p className="admin-row__meta">
            <span
              className={`admin-badge${muted ? ' admin-badge--muted' : ''}`}
              data-testid={`${testId}-status`}
            >
              {status}
            </span>
            {meta.filter(Boolean).map((m) => (
              <span key={m}>{m}</span>
            ))}
          </p>
        </div>
      </div>
      <div className="admin-row__actions">
        <button
          type="button"
          className="ss-button ss-button--ghost"
          onClick={onEdit}
          aria-label={`${t('list.edit')} ${title}`}
          data-testid={`${testId}-edit`}
        >
          <EditSOutline aria-hidden="true" />
          {t('list.edit')}
        </button>
        <button
          type="button"
          className="ss-button ss-button--danger"
          onClick={onDelete}
          aria-label={`${t('list.delete')} ${title}`}
          data-testid={`${testId}-delete`}
        >
          <DeleteOutline aria-hidden="true" />
          {t('list.delete')}
        </button>
      </div>
    </article>
  );
}
