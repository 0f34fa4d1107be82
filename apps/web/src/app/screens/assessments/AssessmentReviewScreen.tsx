import { useTranslation } from 'react-i18next';
import '../../../features/assessments/assessments.css';
import { AssessorOnly } from '../../../features/assessments/components/AssessorOnly.tsx';
import { RecordList } from '../../../features/assessments/components/RecordList.tsx';
import { useReviewQueue } from '../../../features/assessments/hooks/useAssessmentQueries.ts';
import { resultPath } from '../../../features/assessments/links.ts';
import { PagedState } from '../../../features/common/components/PagedList.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useProfile } from '../../../features/users/hooks/useProfile.ts';

/** The reviewer's queue: submitted assessments, oldest first as the server orders them. */
export default function AssessmentReviewScreen() {
  const { t } = useTranslation('assessments');
  const go = useNavigateOnce();
  const { profile } = useProfile();
  const admin = profile?.roles.includes('admin') ?? false;
  const queue = useReviewQueue(admin);
  return (
    <div className="as-screen" data-testid="assessment-review">
      <PageHeader title={t('home.review')} />
      <div className="as-body">
        <AssessorOnly page="review">
          <PagedState list={queue} emptyText={t('home.noReview')} testId="review-list">
            <RecordList records={queue.items} onOpen={(r) => go(resultPath(r.id))} testId="review-list" />
          </PagedState>
        </AssessorOnly>
      </div>
    </div>
  );
}
