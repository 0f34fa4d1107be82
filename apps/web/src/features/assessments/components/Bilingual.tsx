import { useTranslation } from 'react-i18next';

/** True when the UI is in English: item texts then show their translation beside the Chinese. */
export function useIsEnglish(): boolean {
  const { i18n } = useTranslation();
  return i18n.language.startsWith('en');
}

interface BiTextProps {
  zh: string;
  en?: string | undefined;
  className?: string;
}

/** Item texts come from the standard in Chinese; with the UI in English the translation shows beside. */
export function BiText({ zh, en, className }: BiTextProps) {
  const english = useIsEnglish();
  return (
    <span className={['bi', className].filter(Boolean).join(' ')}>
      <span lang="zh-CN">{zh}</span>
      {english && en && (
        <span className="bi__en" lang="en">
          {en}
        </span>
      )}
    </span>
  );
}

/** One name in the UI's language (used where space is short: chips, chart labels). */
export function useName() {
  const english = useIsEnglish();
  return (named: { nameZh: string; nameEn: string }) => (english ? named.nameEn : named.nameZh);
}
