import { useState } from 'react';
import { ApiError } from '../../../lib/api.ts';

/**
 * Sending a sign-in form: `write` (a mutation's mutateAsync), then `done` with its answer. The form stays busy
 * until `done` has finished (signing in loads the profile and the account's preferences), so the send button
 * takes no second tap with a code already used up. A refusal goes to `refused`.
 */
export function useSending() {
  const [busy, setBusy] = useState(false);
  const run = async <Answer>(
    write: () => Promise<Answer>,
    done: (answer: Answer) => unknown,
    refused: (error: ApiError) => void,
  ) => {
    setBusy(true);
    try {
      let answer: Answer;
      try {
        answer = await write();
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return refused(error);
      }
      await done(answer);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
