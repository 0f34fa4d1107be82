import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useGoBack } from '../../../features/common/hooks/useNavigateOnce.ts';
import { LocationPicker } from '../../../features/linking/map/LocationPicker.tsx';
import { finishLocationPick } from '../../../features/linking/map/pickStore.ts';
import { pointFromQuery } from '../../../features/linking/map/query.ts';
import { paths } from '../../../lib/paths.ts';
import '../../../features/linking/linking.css';

/**
 * /choose-location?longitude=&latitude= (map picker, docs/product.md "Screens and routes"): pick a point; the
 * form that opened it takes the point back (pickStore) when it is shown again.
 */
export default function ChooseLocationScreen() {
  const { t } = useTranslation('linking');
  const [params] = useSearchParams();
  const back = useGoBack(paths.home);
  return (
    <>
      <PageHeader title={t('map.chooseTitle')} />
      <div className="lk-page">
        <p className="hint">{t('map.chooseHint')}</p>
        <LocationPicker
          initial={pointFromQuery(params)}
          onConfirm={(point) => {
            finishLocationPick(point);
            back();
          }}
        />
      </div>
    </>
  );
}
