import { CheckCircleFill } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormItem, parsePoints } from '../formModel.ts';
import { BiText, useIsEnglish } from './Bilingual.tsx';
import { EvidencePicker } from './EvidencePicker.tsx';

interface ItemCardProps {
  item: FormItem;
  value: number | undefined;
  evidence: string[];
  onAnswer: (score: number | undefined) => void;
  onEvidence: (urls: string[]) => void;
  /** Validation jumped here: the item is marked until answered. */
  flagged?: boolean;
}

function GuidanceText({
  lang,
  text,
  note,
  noteLabel,
}: {
  lang: string;
  text?: string;
  note?: string;
  noteLabel: string;
}) {
  return (
    <div className="as-guidance__text" lang={lang}>
      {text && <p>{text}</p>}
      {note && (
        <p className="as-guidance__note">
          {noteLabel}
          {note}
        </p>
      )}
    </div>
  );
}

/**
 * The item's definition and note from the standard, folded so the options stay in view: Chinese on the
 * Chinese screen; on the English screen the Chinese original with the translation under it.
 */
function Guidance({ item }: { item: FormItem }) {
  const { t } = useTranslation('assessments');
  const english = useIsEnglish();
  const hasZh = Boolean(item.guidanceZh || item.noteZh);
  const hasEn = Boolean(item.guidanceEn || item.noteEn);
  if (english ? !hasZh && !hasEn : !hasZh) return null;
  return (
    <details className="as-guidance" data-testid={`guidance-${item.id}`}>
      <summary>{t('fill.guidance')}</summary>
      {/* 注： is part of the standard's Chinese text, so it stays Chinese on the English screen too. */}
      {hasZh && <GuidanceText lang="zh-CN" text={item.guidanceZh} note={item.noteZh} noteLabel="注：" />}
      {english && hasEn && (
        <GuidanceText lang="en" text={item.guidanceEn} note={item.noteEn} noteLabel={`${t('fill.note')}: `} />
      )}
    </details>
  );
}

/** Elder-friendly radio cards: the whole card is the target, the score is written, the choice is ticked. */
function OptionCards({ item, value, onAnswer }: Pick<ItemCardProps, 'item' | 'value' | 'onAnswer'>) {
  const { t } = useTranslation('assessments');
  return (
    <div className="as-options" role="radiogroup" aria-labelledby={`item-title-${item.id}`}>
      {item.options?.map((option) => {
        const on = value === option.score;
        return (
          <label
            key={option.score}
            className={on ? 'as-option as-option--on' : 'as-option'}
            data-testid={`option-${item.id}-${option.score}`}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={`item-${item.id}`}
              checked={on}
              onChange={() => onAnswer(option.score)}
            />
            <span className="as-option__score">{option.score}</span>
            <BiText zh={option.textZh} en={option.textEn} className="as-option__text" />
            {on && <CheckCircleFill className="as-option__check" aria-label={t('fill.selected')} />}
          </label>
        );
      })}
    </div>
  );
}

/** Indicator points 0…max in tenths, typed, with 0 and full marks one tap away. */
function PointsInput({ item, value, onAnswer }: Pick<ItemCardProps, 'item' | 'value' | 'onAnswer'>) {
  const { t } = useTranslation('assessments');
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(value === undefined ? '' : String(value)), [value]);
  const commit = (raw: string) => {
    setText(raw);
    if (raw.trim() === '') {
      setInvalid(false);
      return onAnswer(undefined);
    }
    const points = parsePoints(raw, item.maxScore);
    setInvalid(points === undefined);
    if (points !== undefined) onAnswer(points);
  };
  return (
    <div className={invalid ? 'as-points field--invalid' : 'as-points'}>
      <label className="as-points__label">
        {t('fill.points', { max: item.maxScore })}
        <input
          className="field__input as-points__input"
          type="number"
          inputMode="decimal"
          min={0}
          max={item.maxScore}
          step={0.1}
          value={text}
          onChange={(event) => commit(event.target.value)}
          aria-invalid={invalid}
          data-testid={`points-${item.id}`}
        />
      </label>
      <div className="as-points__quick">
        <button type="button" className="choice" onClick={() => commit('0')}>
          {t('fill.zero')}
        </button>
        <button type="button" className="choice" onClick={() => commit(String(item.maxScore))}>
          {t('fill.full')} {item.maxScore}
        </button>
      </div>
      {invalid && (
        <p className="field__error" role="alert">
          {t('fill.pointsInvalid', { max: item.maxScore })}
        </p>
      )}
    </div>
  );
}

export function ItemCard({ item, value, evidence, onAnswer, onEvidence, flagged }: ItemCardProps) {
  const { t } = useTranslation('assessments');
  const answered = value !== undefined;
  return (
    <section
      id={`item-${item.id}`}
      className={flagged && !answered ? 'as-item as-item--flagged' : 'as-item'}
      data-testid={`item-${item.id}`}
      tabIndex={-1}
    >
      <h3 className="as-item__title" id={`item-title-${item.id}`}>
        <span className="as-item__id">{item.code}</span>
        <BiText zh={item.nameZh} en={item.nameEn} />
        <span className="as-item__state">
          {answered ? `${value} / ${item.maxScore}` : t('fill.notAnswered')}
        </span>
      </h3>
      {flagged && !answered && (
        <p className="field__error" role="alert">
          {t('fill.unanswered', { id: item.code, name: item.nameZh })}
        </p>
      )}
      <Guidance item={item} />
      {item.options ? (
        <OptionCards item={item} value={value} onAnswer={onAnswer} />
      ) : (
        <PointsInput item={item} value={value} onAnswer={onAnswer} />
      )}
      <EvidencePicker itemId={item.id} urls={evidence} onChange={onEvidence} />
    </section>
  );
}
