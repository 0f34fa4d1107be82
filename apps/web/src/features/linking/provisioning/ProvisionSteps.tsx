import { useTranslation } from 'react-i18next';
import type { Phase } from './useProvisioning.ts';

const STEPS = ['fill', 'networkMode', 'distribute', 'detect', 'result'] as const;

function indexOf(phase: Phase): number {
  if (phase === 'success' || phase === 'failure') return STEPS.length - 1;
  return STEPS.indexOf(phase);
}

/**
 * docs/product.md "Wi-Fi provisioning": fill Wi-Fi info → device enters network mode → distribute → detect
 * device → success or failure.
 */
export function ProvisionSteps({ phase }: { phase: Phase }) {
  const { t } = useTranslation('linking');
  const current = indexOf(phase);
  return (
    <ol
      className="lk-steps"
      aria-label={t('provision.stepsLabel')}
      data-testid="provision-steps"
      data-phase={phase}
    >
      {STEPS.map((step, i) => (
        <li
          key={step}
          className={`lk-step${i < current ? ' lk-step--done' : ''}${i === current ? ' lk-step--now' : ''}`}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="lk-step__n" aria-hidden="true">
            {i < current ? '✓' : i + 1}
          </span>
          <span className="lk-step__label">{t(`provision.step.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}
