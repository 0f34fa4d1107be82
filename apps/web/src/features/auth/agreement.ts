import type { Language } from '@linli/contracts';
import { webviewPath } from '../../lib/paths.ts';

export type AgreementDoc = 'agreement' | 'privacy';

/** The static texts in public/agreement/, as an absolute http(s) URL the webview accepts. */
export function agreementUrl(doc: AgreementDoc, language: Language): string {
  const base = globalThis.document?.baseURI ?? 'http://localhost/';
  return new URL(`agreement/${doc}.${language}.html`, base).href;
}

export function agreementPath(doc: AgreementDoc, language: Language, title: string): string {
  return webviewPath(agreementUrl(doc, language), title);
}
