import {
  basicInfoParts,
  SEED_ELDERLY_TEMPLATE,
  SEED_TEMPLATES,
  scoreElderlyAbility,
  templateItemIds,
} from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import zhAssessments from '../../locales/zh-CN/assessments.json';

/**
 * What may stay in Latin script inside Chinese text: names of standards (GB/T 42195-2022), ICD-10 codes and
 * ranges (F00～F03, M80～82), clause numbers (B.1.8, C.4, A.2.14), grades (1A–5A), units and BMI.
 */
const ALLOWED = [
  /\b(?:GB|MZ)(?:\/T)?\s?\d+(?:\.\d+)?(?:-\d{4})?/g,
  /\b[A-Z]\d{2}(?:\.\d+)?/g,
  /\b[A-E](?:\.\d+)+\b/g,
  /\b\dA\b/g,
  /\d\s?(?:cm|kg|m)\b/g,
  /\bBMI\b/g,
  /附录\s?[A-C]\b/g,
  // The print dialog's file format, named as the browser names it.
  /\bPDF\b/g,
  /\{\{\s*\w+\s*\}\}/g,
  // Placeholders and the tags <Trans> fills in (<d>…</d>) are markup, not words.
  /<\/?\w+\s*\/?>/g,
];

/** The Latin-script words left once the allowed names, codes and placeholders are taken out. */
function latinWords(text: string): string[] {
  const rest = ALLOWED.reduce((acc, pattern) => acc.replace(pattern, ' '), text);
  return rest.match(/[A-Za-z]{2,}|\b[A-Za-z]\b/g) ?? [];
}

type Found = { where: string; text: string };

/** Every string under a key ending in Zh (or `standard`), anywhere in a template. */
function chineseFields(value: unknown, where: string, out: Found[]): Found[] {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) chineseFields(v, `${where}[${i}]`, out);
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string' && (key.endsWith('Zh') || key === 'standard')) {
        out.push({ where: `${where}.${key}`, text: v });
      } else chineseFields(v, `${where}.${key}`, out);
    }
  }
  return out;
}

function allStrings(value: unknown, where: string, out: Found[]): Found[] {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) allStrings(v, `${where}.${key}`, out);
  }
  return out;
}

function withLatin(found: Found[]): string[] {
  return found.filter((f) => latinWords(f.text).length > 0).map((f) => `${f.where}: ${f.text}`);
}

/** The C.4 grounds texts the elderly scoring writes into a result, all three raised at once. */
function groundsTexts(): Found[] {
  const answers = Object.fromEntries(templateItemIds(SEED_ELDERLY_TEMPLATE).map((id) => [id, 0]));
  const inputs = [
    { answers, coma: true, dementiaOrMentalDisorder: true, riskEvents30d: 5 },
    { answers, coma: false, dementiaOrMentalDisorder: true, riskEvents30d: 5 },
  ];
  return inputs.flatMap((input) =>
    scoreElderlyAbility(SEED_ELDERLY_TEMPLATE, input).adjustments.map((a) => ({
      where: `C.4 ${a.rule}`,
      text: a.groundsZh,
    })),
  );
}

describe('Chinese texts on the assessment screens', () => {
  it('finds a Latin-script word in a Chinese sentence, but not in names, codes, clauses or units', () => {
    expect(latinWords('Coma triggers the adjustment rule coma_override. Use C.4.')).not.toEqual([]);
    expect(latinWords('在他人指导或提示下完成 (see note)')).toEqual(['see', 'note']);
    expect(
      latinWords(
        'GB/T 42195-2022 C.4：确诊为痴呆（F00～F03），见B.1.8与A.2.14；骨质疏松症M80～82；约50 m；BMI；1A–5A；{{count}} 项',
      ),
    ).toEqual([]);
  });

  it('templates: every Chinese name, definition, note, option, level and report part', () => {
    const found = SEED_TEMPLATES.flatMap((template) => chineseFields(template, template.type, []));
    expect(found.length).toBeGreaterThan(300);
    expect(withLatin(found)).toEqual([]);
  });

  it('Appendix A: every basic-information question and answer, with the added details', () => {
    const found = basicInfoParts(SEED_ELDERLY_TEMPLATE).flatMap((part) =>
      chineseFields(part, `basicInfo.${part.id}`, []),
    );
    expect(found.length).toBeGreaterThan(100);
    expect(withLatin(found)).toEqual([]);
  });

  it('the C.4 grounds written into results', () => {
    const found = groundsTexts();
    expect(new Set(found.map((f) => f.where)).size).toBe(3);
    expect(withLatin(found)).toEqual([]);
  });

  it('the zh-CN assessment screen strings', () => {
    // The template loader (admins only) takes JSON files and shows JSON; the file format keeps its name there.
    const { templates: _loaderScreen, ...screens } = zhAssessments;
    const found = allStrings(screens, 'assessments', []);
    expect(found.length).toBeGreaterThan(100);
    expect(withLatin(found)).toEqual([]);
  });
});
