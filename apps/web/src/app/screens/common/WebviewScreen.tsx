import { isUrl } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../features/common/components/EmptyState.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';

/**
 * Web browsing (docs/product.md "Screens and routes"): an iframe of ?url=, http(s) only, titled by ?title=.
 */
export default function WebviewScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const title = params.get('title') || t('webview.title');
  const valid = isUrl(url);
  return (
    <div className="webview">
      <PageHeader title={title} />
      {valid ? (
        <>
          <iframe
            className="webview__frame"
            src={url}
            title={title}
            sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
          />
          <a className="webview__open" href={url} target="_blank" rel="noopener noreferrer">
            {t('webview.openOutside')}
          </a>
        </>
      ) : (
        <EmptyState title={t('webview.invalid')} />
      )}
    </div>
  );
}
