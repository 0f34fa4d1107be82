import {
  NEWS_CATEGORIES,
  NEWS_CATEGORY_NAMES,
  NEWS_CONTENT_MAX,
  NEWS_STATUSES,
  NEWS_TEXT_MAX,
  newsRoutes,
} from '@linli/contracts';
import { useRef } from 'react';
import { call } from '../../../lib/api.ts';
import { CheckField, FieldHint } from '../../common/components/CheckField.tsx';
import { ChoiceGroup } from '../../common/components/ChoiceGroup.tsx';
import { FieldFrame } from '../../common/components/FieldFrame.tsx';
import { TextAreaField } from '../../common/components/TextAreaField.tsx';
import { TextField } from '../../common/components/TextField.tsx';
import { type AdminFormProps, useAdminForm } from '../hooks/useAdminForm.ts';
import { type ArticleDraft, toArticleBody, validateArticle } from '../validation.ts';
import { CoverField } from './CoverField.tsx';
import { FormShell } from './FormShell.tsx';

const LABEL_KEYS: Record<string, string> = { summary: 'newsSummary', summaryEn: 'newsSummaryEn' };
type Format = 'paragraph' | 'bold' | 'heading' | 'list';
const WRAP: Record<Format, [string, string]> = {
  paragraph: ['<p>', '</p>\n'],
  bold: ['<strong>', '</strong>'],
  heading: ['<h3>', '</h3>\n'],
  list: ['<ul>\n<li>', '</li>\n</ul>\n'],
};

/** Write or edit an article. The text is plain or simple HTML; the server sanitises it (news/sanitize.ts). */
export function ArticleForm(props: AdminFormProps<ArticleDraft>) {
  const {
    t,
    draft: v,
    set,
    field,
    language,
    submit,
  } = useAdminForm({
    ...props,
    labelKeys: LABEL_KEYS,
    validate: validateArticle,
    toBody: toArticleBody,
    create: (body) => call(newsRoutes.create, { body }),
    update: (id, body) => call(newsRoutes.update, { params: { id }, body }),
  });
  const area = useRef<HTMLTextAreaElement>(null);

  /** Wraps the selection (or a placeholder word) in the chosen tags and keeps the caret inside. */
  const format = (kind: Format) => {
    const node = area.current;
    const [open, close] = WRAP[kind];
    const start = node?.selectionStart ?? v.content.length;
    const end = node?.selectionEnd ?? v.content.length;
    const inner = v.content.slice(start, end) || t('article.sampleText');
    set('content')(`${v.content.slice(0, start)}${open}${inner}${close}${v.content.slice(end)}`);
    requestAnimationFrame(() => {
      node?.focus();
      node?.setSelectionRange(start + open.length, start + open.length + inner.length);
    });
  };

  const content = field('content');
  return (
    <FormShell onSubmit={submit} testId="admin-article-form">
      <ChoiceGroup
        {...field('category')}
        options={NEWS_CATEGORIES.map((c) => ({ value: c, label: NEWS_CATEGORY_NAMES[language][c] }))}
        testId="admin-article-category"
      />
      <FieldHint>{t('field.englishHint')}</FieldHint>
      <TextField {...field('title')} data-testid="admin-article-title" />
      <TextField {...field('titleEn')} lang="en" data-testid="admin-article-title-en" />
      <CoverField {...field('cover')} testId="admin-article-cover" />
      <TextAreaField {...field('summary')} max={NEWS_TEXT_MAX.summary} testId="admin-article-summary" />
      <TextAreaField
        {...field('summaryEn')}
        max={NEWS_TEXT_MAX.summary * 2}
        testId="admin-article-summary-en"
      />
      <FieldFrame label={content.label} error={content.error}>
        {(control) => (
          <>
            <p className="kit-hint" id={`${control.id}-help`}>
              {t('article.formatHelp')}
            </p>
            <div className="admin-format" role="toolbar" aria-label={t('article.formatHelp')}>
              {(Object.keys(WRAP) as Format[]).map((kind) => (
                <button
                  key={kind}
                  type="button"
                  className="ss-button ss-button--ghost"
                  onClick={() => format(kind)}
                  data-testid={`admin-article-format-${kind}`}
                >
                  {t(`article.${kind}`)}
                </button>
              ))}
            </div>
            <textarea
              {...control}
              ref={area}
              className="field__input field__textarea admin-content"
              value={content.value}
              maxLength={NEWS_CONTENT_MAX}
              onChange={(e) => content.onChange(e.target.value)}
              // The help is read with the box; the complaint too, while there is one.
              aria-describedby={[`${control.id}-help`, control['aria-describedby']].filter(Boolean).join(' ')}
              data-testid="admin-article-content"
            />
          </>
        )}
      </FieldFrame>
      <TextAreaField {...field('contentEn')} max={NEWS_CONTENT_MAX} testId="admin-article-content-en" />
      <TextField {...field('author')} data-testid="admin-article-author" />
      <TextField {...field('authorEn')} lang="en" data-testid="admin-article-author-en" />
      <CheckField {...field('top')} testId="admin-article-top" />
      <ChoiceGroup
        {...field('status')}
        options={NEWS_STATUSES.map((s) => ({ value: s, label: t(`newsStatus.${s}`) }))}
        testId="admin-article-status"
      />
    </FormShell>
  );
}
