import { type AssessmentRecord, type AssessmentTemplate, basicInfoParts } from '@linli/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '../../../lib/feedback.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { basicInfoCode, basicInfoPartIndex, firstBasicInfoGap } from '../basicInfoModel.ts';
import { firstUnanswered, formParts, previewScore, progressOf } from '../formModel.ts';
import { useDraft } from '../hooks/useDraft.ts';
import { useSubmitAssessment } from '../hooks/useSubmitAssessment.ts';
import { resultPath } from '../links.ts';
import { BasicInfoPartView } from './BasicInfoPartView.tsx';
import { GroundsCard } from './GroundsCard.tsx';
import { ItemCard } from './ItemCard.tsx';
import { PartNav } from './PartNav.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { ScorePreview } from './ScorePreview.tsx';

interface AssessmentFormProps {
  record: AssessmentRecord;
  template: AssessmentTemplate;
}

/**
 * Filling in, part by part: progress, per-item guidance, big option cards, evidence, the live score (the
 * contracts' scoreAssessment) and save-as-you-go; before submitting, the first unanswered item is shown.
 */
export function AssessmentForm({ record, template }: AssessmentFormProps) {
  const { t } = useTranslation('assessments');
  const go = useNavigateOnce();
  const parts = useMemo(() => formParts(template), [template]);
  // Elderly ability: Appendix A parts first (A.1–A.5), then B.1–B.4, then the C.4 grounds.
  const basicParts = useMemo(() => basicInfoParts(template), [template]);
  const first = basicParts.length;
  const draft = useDraft(record);
  const { input } = draft;
  const elderly = template.type === 'elderly-ability';
  const stepCount = first + parts.length + (elderly ? 1 : 0);
  const [step, setStep] = useState(
    () =>
      firstBasicInfoGap(basicParts, input.basicInfo)?.partIndex ??
      first + (firstUnanswered(parts, input.answers)?.partIndex ?? 0),
  );
  // A new object per jump, so jumping to the same item twice scrolls again.
  const [jump, setJump] = useState<{ id: string } | undefined>();
  const flagged = jump?.id;
  const submission = useSubmitAssessment(record.id, draft, () =>
    go(resultPath(record.id), { replace: true }),
  );
  const { orgType, conditions } = record;
  const preview = useMemo(
    () => previewScore(template, parts, input, { orgType, conditions }),
    [template, parts, input, orgType, conditions],
  );
  const progress = progressOf(parts, input, basicParts);
  const basicPart = step < first ? basicParts[step] : undefined;
  const part = step >= first ? parts[step - first] : undefined;

  // After a validation jump, bring the unanswered item into view and give it focus.
  useEffect(() => {
    if (!jump) return;
    const element = document.getElementById(`item-${jump.id}`);
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [jump]);

  const goStep = (next: number) => {
    setStep(next);
    globalThis.scrollTo?.({ top: 0 });
  };

  // From a C.4 ground to the Appendix A item it follows from.
  const goToBasicItem = (itemId: string) => {
    const index = basicInfoPartIndex(basicParts, itemId);
    if (index === undefined) return;
    setStep(index);
    setJump({ id: itemId });
  };

  const submit = async () => {
    const gap = firstBasicInfoGap(basicParts, input.basicInfo);
    if (gap) {
      setStep(gap.partIndex);
      setJump({ id: gap.item.id });
      return toast(t(`basic.${gap.reason}`, { id: basicInfoCode(gap.item), name: gap.item.nameZh }));
    }
    const missing = firstUnanswered(parts, input.answers);
    if (missing) {
      setStep(first + missing.partIndex);
      setJump({ id: missing.item.id });
      toast(t('fill.unanswered', { id: missing.item.code, name: missing.item.nameZh }));
      return;
    }
    const sure = await confirm({
      content: t('fill.submitConfirm'),
      cancelText: t('fill.cancel'),
      confirmText: t('fill.confirm'),
    });
    if (sure) void submission.submit();
  };

  return (
    <div className="as-form" data-testid="assessment-form">
      <div className="as-form__top">
        <ProgressBar
          answered={progress.answered}
          total={progress.total}
          status={
            <span
              className={`as-sync as-sync--${draft.status}`}
              data-testid="draft-sync"
              data-status={draft.status}
            >
              {t(`fill.sync.${draft.status}`)}
            </span>
          }
        />
        <ScorePreview template={template} preview={preview} />
      </div>
      {draft.restored && (
        <p className="as-notice" data-testid="draft-restored">
          {t('fill.restored')}
        </p>
      )}
      <PartNav
        basicParts={basicParts}
        basicInfo={input.basicInfo}
        parts={parts}
        answers={input.answers}
        step={step}
        grounds={elderly}
        onStep={goStep}
      />
      {basicPart ? (
        <BasicInfoPartView
          part={basicPart}
          info={input.basicInfo}
          flagged={flagged}
          onChange={draft.setBasicInfo}
        />
      ) : part ? (
        <div className="as-items" data-testid={`part-${part.id}`}>
          {part.items.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              value={input.answers[item.id]}
              evidence={input.evidence[item.id] ?? []}
              flagged={flagged === item.id}
              onAnswer={(score) => draft.setAnswer(item.id, score)}
              onEvidence={(urls) => draft.setEvidence(item.id, urls)}
            />
          ))}
        </div>
      ) : (
        <GroundsCard
          basicInfo={input.basicInfo}
          riskEventThreshold={
            template.type === 'elderly-ability' ? template.adjustments.riskEventThreshold : 2
          }
          onGoTo={goToBasicItem}
        />
      )}
      <div className="as-actions as-form__nav">
        {step > 0 && (
          <button
            type="button"
            className="as-button"
            onClick={() => goStep(step - 1)}
            data-testid="step-prev"
          >
            {t('fill.prev')}
          </button>
        )}
        {step < stepCount - 1 ? (
          <button
            type="button"
            className="as-button as-button--primary"
            onClick={() => goStep(step + 1)}
            data-testid="step-next"
          >
            {t('fill.next')}
          </button>
        ) : (
          <button
            type="button"
            className="as-button as-button--primary"
            disabled={submission.busy}
            onClick={() => void submit()}
            data-testid="assessment-submit"
          >
            {t('fill.submit')}
          </button>
        )}
      </div>
    </div>
  );
}
