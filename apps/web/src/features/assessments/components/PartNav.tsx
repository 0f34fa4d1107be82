import type { BasicInfo, BasicInfoPart } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { basicInfoProgress } from '../basicInfoModel.ts';
import { answeredCount, type FormPart } from '../formModel.ts';
import { useName } from './Bilingual.tsx';

interface PartNavProps {
  /** Elderly ability starts with Appendix A (A.1–A.5); these steps come first. */
  basicParts: BasicInfoPart[];
  basicInfo: BasicInfo;
  parts: FormPart[];
  answers: Record<string, number>;
  step: number;
  /** Elderly ability ends with the C.4 grounds step. */
  grounds: boolean;
  onStep: (step: number) => void;
}

interface TabProps {
  id: string;
  index: number;
  step: number;
  name: string;
  count: string;
  onStep: (step: number) => void;
}

function Tab({ id, index, step, name, count, onStep }: TabProps) {
  return (
    <button
      type="button"
      className={index === step ? 'as-part as-part--on' : 'as-part'}
      aria-current={index === step ? 'step' : undefined}
      onClick={() => onStep(index)}
      data-testid={`part-tab-${id}`}
    >
      <span className="as-part__name">{name}</span>
      <span className="as-part__count">{count}</span>
    </button>
  );
}

/** The parts as steps, each with its answered count in words; the current one is marked (not by colour alone). */
export function PartNav({ basicParts, basicInfo, parts, answers, step, grounds, onStep }: PartNavProps) {
  const { t } = useTranslation('assessments');
  const name = useName();
  const first = basicParts.length;
  return (
    <nav className="as-parts" aria-label={t('result.parts')}>
      {basicParts.map((part, index) => {
        const p = basicInfoProgress(part, basicInfo);
        const count =
          p.requiredMissing > 0
            ? t('basic.requiredLeft', { n: p.requiredMissing })
            : `✓ ${t('fill.partProgress', { answered: p.filled, total: p.total })}`;
        return (
          <Tab
            key={part.id}
            id={part.id}
            index={index}
            step={step}
            name={`${part.id} ${name(part)}`}
            count={count}
            onStep={onStep}
          />
        );
      })}
      {parts.map((part, index) => {
        const done = answeredCount(part, answers);
        const complete = done === part.items.length;
        return (
          <Tab
            key={part.id}
            id={part.id}
            index={first + index}
            step={step}
            name={`${part.id.includes('.') ? `${part.id} ` : ''}${name(part)}`}
            count={`${complete ? '✓ ' : ''}${t('fill.partProgress', { answered: done, total: part.items.length })}`}
            onStep={onStep}
          />
        );
      })}
      {grounds && (
        <Tab
          id="grounds"
          index={first + parts.length}
          step={step}
          name="C.4"
          count={t('fill.grounds').replace('C.4 ', '')}
          onStep={onStep}
        />
      )}
    </nav>
  );
}
