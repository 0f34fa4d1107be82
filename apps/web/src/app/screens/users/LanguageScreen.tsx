import { LANGUAGES, type Language } from '@linli/contracts';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../features/common/components/PageHeader.tsx';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { chooseLanguage } from '../../../lib/preferences.ts';

/** Each language is named in itself so anyone can find theirs. */
const NATIVE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/**
 * zh-CN / en-US; applies at once, saved in lifeData (and the signed-in account), restored at start
 * (docs/product.md "Languages and version").
 */
export default function LanguageScreen() {
  const { t, i18n } = useTranslation('users');
  const active = currentLanguage();
  const choose = async (language: Language) => {
    if (language === active) return;
    await chooseLanguage(language);
    // In the language just chosen: this render's `t` still speaks the old one.
    toast(i18n.t('language.changed', { ns: 'users', lng: language }));
  };
  return (
    <>
      <PageHeader title={t('language.title')} />
      <div className="page-pad">
        <div className="options" role="radiogroup" aria-label={t('language.title')}>
          {LANGUAGES.map((language) => {
            const checked = language === active;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a large tappable row is easier than a tiny native radio
              <button
                key={language}
                type="button"
                role="radio"
                aria-checked={checked}
                className={`option${checked ? ' option--on' : ''}`}
                onClick={() => void choose(language)}
                data-testid={`language-${language}`}
                lang={language}
              >
                <span>{NATIVE_NAMES[language]}</span>
                {checked && <CheckOutline aria-hidden="true" className="option__check" />}
              </button>
            );
          })}
        </div>
        <p className="hint">{t('language.hint')}</p>
      </div>
    </>
  );
}
