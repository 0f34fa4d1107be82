import { AssessmentScoringError, type AssessmentSubjectInput } from '@linli/contracts';
import { AppError } from '../../platform/errors.ts';

/** Turns the pure scoring's refusal into the API's, naming the item (also as `field`, for the form). */
export function scoringRefusal(error: unknown): never {
  if (error instanceof AssessmentScoringError) {
    throw new AppError(error.errorCode, {
      item: error.item,
      field: error.item,
      ...(error.score === undefined ? {} : { score: error.score }),
    });
  }
  throw error;
}

export function withScoring<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    return scoringRefusal(error);
  }
}

export function toSubject(subject: AssessmentSubjectInput) {
  return {
    subjectType: subject.subjectType,
    subjectName: subject.subjectName,
    subjectRef: subject.subjectRef ? subject.subjectRef : null,
  };
}
