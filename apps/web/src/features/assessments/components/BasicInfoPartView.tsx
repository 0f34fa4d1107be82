import type { BasicInfo, BasicInfoPart, BasicInfoValue } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import '../basicInfo.css';
import { shownItems } from '../basicInfoModel.ts';
import { BasicField } from './BasicField.tsx';
import { BiText } from './Bilingual.tsx';

interface BasicInfoPartViewProps {
  part: BasicInfoPart;
  info: BasicInfo;
  /** The item submit jumped to, if it is in this part. */
  flagged: string | undefined;
  onChange: (itemId: string, value: BasicInfoValue | undefined) => void;
}

/** One Appendix A table (A.1 … A.5) as a card of fields; A.2.14 and A.4.1 feed the C.4 grounds. */
export function BasicInfoPartView({ part, info, flagged, onChange }: BasicInfoPartViewProps) {
  const { t } = useTranslation('assessments');
  return (
    <section className="as-item as-basic" data-testid={`part-${part.id}`}>
      <h3 className="as-item__title">
        <span className="as-item__id">{part.id}</span>
        <BiText zh={part.nameZh} en={part.nameEn} />
      </h3>
      <p className="hint">
        {t(`basic.hints.${part.id.replace('.', '')}` as 'basic.hints.A1', { defaultValue: t('basic.hint') })}
      </p>
      {shownItems(part, info).map((item) => (
        <BasicField
          key={item.id}
          item={item}
          value={info[item.id]}
          flagged={flagged === item.id}
          onChange={(value) => onChange(item.id, value)}
        />
      ))}
    </section>
  );
}
