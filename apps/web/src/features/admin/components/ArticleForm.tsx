import {
  NEWS_CATEGORIES,
  NEWS_CATEGORY_NAMES,
  NEWS_CONTENT_MAX,
  NEWS_STATUSES,
  newsRoutes,
} from '@linli/contracts';
import { useId, useRef } from 'react';
import { call } from '../../../lib/api.ts';
import { TextField } from '../../common/components/TextField.tsx';
import { ChoiceGroup, TextAreaField } from '../../social-services/components/FormFields.tsx';
import { type AdminFormProps, useAdminForm } from '../hooks/useAdminForm.ts';
import { type ArticleDraft, toArticleBody, validateArticle } from '../validation.ts';
import { CheckField } from './CheckField.tsx';
import { CoverField } from './CoverField.tsx';
import { FormShell } from './FormShell.tsx';

const LABEL_KEYS: Record<string, string> = { summary: 'newsSummary' };
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
    errors,
    set,
    label,
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
  const contentId = useId();
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

  return (
    <FormShell onSubmit={submit} testId="admin-article-form">
      <ChoiceGroup
        label={label('category')}
        value={v.category}
        onChange={set('category')}
        options={NEWS_CATEGORIES.map((c) => ({ value: c, label: NEWS_CATEGORY_NAMES[language][c] }))}
        testId="admin-article-category"
      />
      <TextField
        label={label('title')}
        value={v.title}
        onChange={set('title')}
        error={errors.title}
        data-testid="admin-article-title"
      />
      <TextField
        label={label('titleEn')}
        value={v.titleEn}
        onChange={set('titleEn')}
        error={errors.titleEn}
        lang="en"
        data-testid="admin-article-title-en"
      />
      <CoverField
        label={label('cover')}
        value={v.cover}
        onChange={set('cover')}
        error={errors.cover}
        testId="admin-article-cover"
      />
      <TextAreaField
        label={label('summary')}
        value={v.summary}
        onChange={set('summary')}
        max={200}
        error={errors.summary}
        testId="admin-article-summary"
      />
      <div className={`field${errors.content ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={contentId}>
          {label('content')}
        </label>
        <p className="admin-hint" id={`${contentId}-help`}>
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
          id={contentId}
          ref={area}
          className="field__input ss-textarea admin-content"
          value={v.content}
          maxLength={NEWS_CONTENT_MAX}
          onChange={(e) => set('content')(e.target.value)}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={`${contentId}-help${errors.content ? ` ${contentId}-error` : ''}`}
          data-testid="admin-article-content"
        />
        {errors.content && (
          <p className="field__error" id={`${contentId}-error`} role="alert">
            <span aria-hidden="true">⚠ </span>
            {errors.content}
          </p>
        )}
      </div>
      <TextField
        label={label('author')}
        value={v.author}
        onChange={set('author')}
        error={errors.author}
        data-testid="admin-article-author"
      />
      <CheckField label={label('top')} checked={v.top} onChange={set('top')} testId="admin-article-top" />
      <ChoiceGroup
        label={label('status')}
        value={v.status}
        onChange={set('status')}
        options={NEWS_STATUSES.map((s) => ({ value: s, label: t(`newsStatus.${s}`) }))}
        testId="admin-article-status"
      />
    </FormShell>
  );
}
