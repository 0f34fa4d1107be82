import type { AssessmentSummary } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import '../../../features/assessments/assessments.css';
import { DueSummaryCard } from '../../../features/assessments/components/DueSummaryCard.tsx';
import { HowToGetAssessed } from '../../../features/assessments/components/HowToGetAssessed.tsx';
import { RecordList } from '../../../features/assessments/components/RecordList.tsx';
import { TypeCards } from '../../../features/assessments/components/TypeCards.tsx';
import {
  useAboutMe,
  useMyRecords,
  useReviewQueue,
} from '../../../features/assessments/hooks/useAssessmentQueries.ts';
import { recordPath, resultPath } from '../../../features/assessments/links.ts';
import { PagedState } from '../../../features/common/components/PagedList.tsx';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { useNavigateOnce } from '../../../features/common/hooks/useNavigateOnce.ts';
import { useProfile } from '../../../features/users/hooks/useProfile.ts';
import { paths, withQuery } from '../../../lib/paths.ts';

const PREVIEW_ROWS = 5;

/**
 * Assessment home: the platform title; for assessors the three types to start one, their drafts and
 * records; for reviewers the queue; for residents their own and their family's results and how to get
 * assessed (the centre's phone and address), with no action they cannot take.
 */
export default function AssessmentHomeScreen() {
  const { t } = useTranslation('assessments');
  const go = useNavigateOnce();
  const { profile } = useProfile();
  const roles = profile?.roles ?? [];
  const staff = roles.includes('staff');
  const admin = roles.includes('admin');
  const mine = useMyRecords(staff);
  const queue = useReviewQueue(admin);
  const aboutMe = useAboutMe(!!profile);
  const open = (record: AssessmentSummary) => go(recordPath(record));
  const drafts = mine.items.filter((r) => r.status === 'draft' || r.status === 'returned');
  const done = mine.items.filter((r) => r.status !== 'draft' && r.status !== 'returned');

  // A resident comes here for their own results: those go first for anyone who does not assess.
  const resultsFirst = !staff && !admin;
  const myResults = profile ? (
    <>
      <h2 className="section-title">{t('home.myResults')}</h2>
      <p className="as-results-hint">{t('home.myResultsHint')}</p>
      <PagedState list={aboutMe} emptyText={t('home.noResults')} testId="my-results">
        <RecordList records={aboutMe.items} onOpen={(r) => go(resultPath(r.id))} testId="my-results" />
      </PagedState>
    </>
  ) : null;

  return (
    <div className="as-screen" data-testid="assessment-home">
      {/* The bar says where the person is in a word; the platform's full name and version (long, four lines in
          elder mode) is the hero's heading below. */}
      <PageHeader title={t('home.screenTitle')} />
      <div className="as-body">
        <section className="as-hero">
          <h2 className="as-hero__title" data-testid="assessment-platform-title">
            {t('home.title')}
          </h2>
          <p className="as-hero__text">{t('home.intro')}</p>
        </section>

        {resultsFirst && myResults}
        {/* Only assessors start one; everyone else is told how to get assessed, not shown cards that do nothing. */}
        {staff ? (
          <>
            <h2 className="section-title">{t('home.typesTitle')}</h2>
            <TypeCards onPick={(type) => go(withQuery(paths.assessmentNew, { type }))} />
          </>
        ) : (
          !admin && <HowToGetAssessed />
        )}
        {(staff || admin) && <DueSummaryCard />}

        {!profile && (
          <section className="as-state">
            <p>{t('home.loginHint')}</p>
            <button type="button" className="link-button" onClick={() => go(paths.login)}>
              {t('home.login')}
            </button>
          </section>
        )}

        {admin && (
          <>
            <h2 className="section-title">{t('home.review')}</h2>
            <PagedState list={queue} emptyText={t('home.noReview')} testId="review-queue">
              <RecordList
                records={queue.items.slice(0, PREVIEW_ROWS)}
                onOpen={(r) => go(resultPath(r.id))}
                testId="review-queue"
              />
              <button
                type="button"
                className="link-button as-more"
                onClick={() => go(paths.assessmentReview)}
              >
                {t('home.reviewAll', { count: queue.total })}
              </button>
            </PagedState>
            <button
              type="button"
              className="link-button as-more"
              onClick={() => go(paths.assessmentTemplates)}
              data-testid="open-templates"
            >
              {t('templates.title')}
            </button>
          </>
        )}

        {staff && (
          <>
            <h2 className="section-title">{t('home.drafts')}</h2>
            <PagedState list={mine} shown={drafts} emptyText={t('home.noDrafts')} testId="my-drafts">
              <RecordList records={drafts} onOpen={open} testId="my-drafts" />
            </PagedState>
            <h2 className="section-title">{t('home.records')}</h2>
            <PagedState list={mine} shown={done} emptyText={t('home.noRecords')} testId="my-records">
              <RecordList records={done} onOpen={open} testId="my-records" />
            </PagedState>
          </>
        )}

        {!resultsFirst && myResults}
      </div>
    </div>
  );
}
