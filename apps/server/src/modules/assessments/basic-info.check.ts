import { type AssessmentTemplate, type BasicInfo, checkBasicInfo, ErrorCode } from '@linli/contracts';
import { AppError } from '../../platform/errors.ts';

const ERROR_OF = {
  unknown: ErrorCode.ASSESSMENT_ITEM_UNKNOWN,
  invalid: ErrorCode.ASSESSMENT_BASIC_INFO_INVALID,
  missing: ErrorCode.ASSESSMENT_BASIC_INFO_MISSING,
} as const;

/**
 * GB/T 42195 Appendix A: answers must fit the pinned template's items; a draft may leave gaps, a submitted
 * assessment (`complete`) must have every required item. The refusal names the item.
 */
export function assertBasicInfo(template: AssessmentTemplate, info: BasicInfo, complete: boolean): void {
  const problem = checkBasicInfo(template, info, complete);
  if (!problem) return;
  // A detail (A.2.6.minority) is named by its clause in words; `field` keeps the exact key for the form.
  const clause = problem.item.replace(/\.[a-z]+$/, '');
  throw new AppError(ERROR_OF[problem.problem], { item: clause, field: problem.item });
}
