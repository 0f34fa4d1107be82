import {
  type AssessmentRecord,
  assessmentsRoutes,
  type BasicInfoValue,
  c4Grounds,
  withoutClosedDetails,
} from '@linli/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { useApiMutation } from '../../../lib/queries.ts';
import { clearDraft, readDraft, writeDraft } from '../draftStore.ts';
import type { DraftInput } from '../formModel.ts';

/** Save as you go: this long after the last change the draft goes to the server. */
export const SAVE_DEBOUNCE_MS = 800;

export type SyncStatus = 'saved' | 'saving' | 'unsaved' | 'offline';

function fromRecord(record: AssessmentRecord): DraftInput {
  return {
    answers: { ...record.answers },
    evidence: { ...record.evidence },
    basicInfo: { ...record.basicInfo },
  };
}

/**
 * What a save sends: the draft, and the C.4 grounds as its Appendix A gives them (the server derives them
 * the same way and refuses any that disagree), so the client never carries grounds of its own.
 */
export function saveBody(draft: DraftInput) {
  return {
    answers: draft.answers,
    ...c4Grounds(draft.basicInfo),
    evidence: draft.evidence,
    basicInfo: draft.basicInfo,
  };
}

/** The unsynced local copy if there is one (a reload or a lost connection), else the server's record. */
function initialInput(record: AssessmentRecord): { input: DraftInput; restored: boolean } {
  const local = readDraft(record.id);
  if (local?.dirty) return { input: local.input, restored: true };
  return { input: fromRecord(record), restored: false };
}

/**
 * The draft being filled: every change is kept in localStorage at once and sent to the server (debounced
 * PUT). A copy that could not be sent is restored on the next open and sent again, and again when the
 * browser comes back online.
 */
export function useDraft(record: AssessmentRecord) {
  const id = record.id;
  const [start] = useState(() => initialInput(record));
  const [input, setInput] = useState<DraftInput>(start.input);
  const [status, setStatus] = useState<SyncStatus>(start.restored ? 'unsaved' : 'saved');
  const latest = useRef(input);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { mutateAsync: save } = useApiMutation(assessmentsRoutes.save, { background: true });

  const sync = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    const sent = latest.current;
    setStatus('saving');
    try {
      // A save in the background: no loading mask and no toast (the sync status says how it went).
      await save({ params: { id }, body: saveBody(sent) });
    } catch (error) {
      // No answer at all (no network, a timeout) is 'offline'; a refusal keeps the copy 'unsaved'.
      setStatus(error instanceof ApiError && error.code === undefined ? 'offline' : 'unsaved');
      return false;
    }
    // Changes made while the request was out stay dirty and go with the next save.
    if (latest.current === sent) {
      writeDraft(id, sent, false);
      setStatus('saved');
    }
    return true;
  }, [id, save]);

  const update = useCallback(
    (change: (current: DraftInput) => DraftInput) => {
      const next = change(latest.current);
      latest.current = next;
      setInput(next);
      writeDraft(id, next, true);
      setStatus('unsaved');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void sync(), SAVE_DEBOUNCE_MS);
    },
    [id, sync],
  );

  // A restored copy is sent at once; a lost connection is retried when the browser is back online.
  useEffect(() => {
    if (start.restored) void sync();
    const online = () => {
      if (readDraft(id)?.dirty) void sync();
    };
    globalThis.addEventListener?.('online', online);
    return () => {
      globalThis.removeEventListener?.('online', online);
      clearTimeout(timer.current);
    };
  }, [id, start.restored, sync]);

  const setAnswer = useCallback(
    (itemId: string, score: number | undefined) =>
      update((current) => {
        const answers = { ...current.answers };
        if (score === undefined) delete answers[itemId];
        else answers[itemId] = score;
        return { ...current, answers };
      }),
    [update],
  );

  const setEvidence = useCallback(
    (itemId: string, urls: string[]) =>
      update((current) => ({ ...current, evidence: { ...current.evidence, [itemId]: urls } })),
    [update],
  );

  /**
   * An Appendix A answer (empty removes it). A detail its item no longer opens goes with it (汉族 keeps no
   * minority's name); the C.4 grounds follow from what remains.
   */
  const setBasicInfo = useCallback(
    (itemId: string, value: BasicInfoValue | undefined) =>
      update((current) => {
        const basicInfo = { ...current.basicInfo };
        if (value === undefined) delete basicInfo[itemId];
        else basicInfo[itemId] = value;
        return { ...current, basicInfo: withoutClosedDetails(basicInfo) };
      }),
    [update],
  );

  /** Once submitted the local copy has no further use. */
  const discardLocal = useCallback(() => {
    clearTimeout(timer.current);
    clearDraft(id);
  }, [id]);

  return {
    input,
    status,
    restored: start.restored,
    setAnswer,
    setEvidence,
    setBasicInfo,
    sync,
    discardLocal,
  };
}
