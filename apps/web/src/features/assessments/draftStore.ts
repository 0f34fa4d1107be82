import type { DraftInput } from './formModel.ts';

/**
 * The local copy of a draft (drafts survive a reload or a lost connection). Every change is
 * written here at once with `dirty: true`; a successful save to the server marks it clean. A dirty copy
 * wins over the server's on the next open and is sent again.
 */
export const DRAFT_KEY_PREFIX = 'linli.assessment.draft.';

export interface StoredDraft {
  input: DraftInput;
  dirty: boolean;
  savedAt: string;
}

export const draftKey = (id: number) => `${DRAFT_KEY_PREFIX}${id}`;

export function readDraft(id: number): StoredDraft | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(draftKey(id));
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (!parsed || typeof parsed !== 'object' || !parsed.input || typeof parsed.input !== 'object') {
      return undefined;
    }
    // A copy kept before the C.4 grounds followed Appendix A may still carry them: they are left behind.
    const input = parsed.input as Partial<DraftInput>;
    return {
      input: {
        answers: input.answers && typeof input.answers === 'object' ? input.answers : {},
        evidence: input.evidence && typeof input.evidence === 'object' ? input.evidence : {},
        basicInfo: input.basicInfo && typeof input.basicInfo === 'object' ? input.basicInfo : {},
      },
      dirty: parsed.dirty === true,
      savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : '',
    };
  } catch {
    return undefined;
  }
}

export function writeDraft(id: number, input: DraftInput, dirty: boolean): void {
  try {
    const stored: StoredDraft = { input, dirty, savedAt: new Date().toISOString() };
    globalThis.localStorage?.setItem(draftKey(id), JSON.stringify(stored));
  } catch {
    // A full quota or private mode: the server copy is still saved as you go.
  }
}

export function clearDraft(id: number): void {
  try {
    globalThis.localStorage?.removeItem(draftKey(id));
  } catch {
    // nothing stored
  }
}
