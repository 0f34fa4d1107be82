import { LockOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { useProfile } from '../../users/index.ts';
import { HowToGetAssessed } from './HowToGetAssessed.tsx';

/** The assessor's pages and the role each needs, as the server's routes require it. */
export type AssessorPage = 'fill' | 'review' | 'templates';
const ROLE_OF: Record<AssessorPage, 'staff' | 'admin'> = {
  fill: 'staff',
  review: 'admin',
  templates: 'admin',
};

/** Whether the signed-in account holds the role a page needs (assessors start and fill, reviewers review). */
export function useHasRole(role: 'staff' | 'admin'): { known: boolean; allowed: boolean; signedIn: boolean } {
  const { profile, loading } = useProfile();
  return {
    known: !!profile || !loading,
    allowed: profile?.roles.includes(role) ?? false,
    signedIn: !!profile,
  };
}

/**
 * The assessor's and reviewer's pages (new, fill, review, templates) opened through a link by someone
 * without the role: what the page is, why it is not
 * theirs, how they get assessed and the way to their results, instead of a refusal and a button that fails.
 */
export function AssessorOnly({ page = 'fill', children }: { page?: AssessorPage; children: ReactNode }) {
  const { t } = useTranslation('assessments');
  const go = useNavigateOnce();
  const { known, allowed, signedIn } = useHasRole(ROLE_OF[page]);
  if (!known) return null;
  if (allowed) return <>{children}</>;
  return (
    <>
      <section className="as-state as-gate" data-testid="assessor-only">
        <LockOutline className="as-gate__icon" aria-hidden="true" />
        <h2 className="as-gate__title">{t(`assessorOnly.${page}.title`)}</h2>
        <p>{t(`assessorOnly.${page}.text`)}</p>
        {signedIn ? (
          <button
            type="button"
            className="as-button as-button--primary as-button--wide"
            onClick={() => go(paths.assessmentHome, { replace: true })}
            data-testid="assessor-only-results"
          >
            {t('assessorOnly.results')}
          </button>
        ) : (
          <button
            type="button"
            className="as-button as-button--primary as-button--wide"
            onClick={() => go(withQuery(paths.waitLogin, { redirect: paths.assessmentHome }))}
            data-testid="assessor-only-login"
          >
            {t('home.login')}
          </button>
        )}
      </section>
      <HowToGetAssessed />
    </>
  );
}
