import type { ReactNode } from 'react';
import { NearImage } from '../../common/components/NearImage.tsx';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';

/**
 * A row of an index (a project, a group): its cover (or, without one, `noCover`), title, summary and a line
 * of facts; the whole card is one button that opens the details.
 */
export function CoverCard({
  cover,
  noCover,
  title,
  summary,
  meta,
  detailPath,
  testId,
}: {
  cover: string;
  /** Shown in the cover's place when there is none: a drawn icon, no download. */
  noCover: ReactNode;
  title: string;
  summary: string;
  meta: ReactNode;
  detailPath: string;
  testId: string;
}) {
  const go = useNavigateOnce();
  return (
    <button
      type="button"
      className="kit-card ss-card ss-project"
      onClick={() => go(detailPath)}
      data-testid={testId}
    >
      {cover ? <NearImage className="ss-project__cover" src={cover} /> : noCover}
      <span className="ss-project__body">
        <span className="ss-project__title">{title}</span>
        <span className="ss-project__summary">{summary}</span>
        <span className="ss-project__meta">{meta}</span>
      </span>
    </button>
  );
}
