import {
  type AssessmentTemplate,
  type BasicInfo,
  type C4Grounds,
  c4Grounds,
  ErrorCode,
  groundsDisagreement,
} from '@linli/contracts';
import { AppError } from '../../platform/errors.ts';
import { assertBasicInfo } from './basic-info.check.ts';

/**
 * GB/T 42195 C.4: the grounds that change the preliminary level (coma, a confirmed dementia or a
 * psychiatrist's diagnosis, two or more care-risk events) are read from Appendix A (A.5.11, A.4.1, A.2.14),
 * never taken from the caller. A caller may send them (the form shows them), but a ground that disagrees
 * with its Appendix A item is refused naming that item, so a record cannot say one thing in A and be
 * scored on another.
 */
export function groundsOf(info: BasicInfo, sent: Partial<C4Grounds>): C4Grounds {
  const disagreement = groundsDisagreement(info, sent);
  if (disagreement) {
    throw new AppError(ErrorCode.ASSESSMENT_GROUNDS_MISMATCH, {
      item: disagreement.item,
      field: disagreement.item,
    });
  }
  return c4Grounds(info);
}

/** Only the grounds a body carries (an absent one agrees with whatever Appendix A says). */
export function sentGrounds(body: Partial<C4Grounds>): Partial<C4Grounds> {
  return {
    ...(body.coma !== undefined && { coma: body.coma }),
    ...(body.dementiaOrMentalDisorder !== undefined && {
      dementiaOrMentalDisorder: body.dementiaOrMentalDisorder,
    }),
    ...(body.riskEvents30d !== undefined && { riskEvents30d: body.riskEvents30d }),
  };
}

/**
 * The public calculator (POST /assessment/score, nothing stored): with Appendix A the grounds come from it
 * (checked like a draft's); without, the grounds sent are scored as given (none sent: none apply).
 */
export function calculatorGrounds(
  template: AssessmentTemplate,
  body: Partial<C4Grounds> & { basicInfo?: BasicInfo | undefined },
): Partial<C4Grounds> {
  if (!body.basicInfo) return sentGrounds(body);
  assertBasicInfo(template, body.basicInfo, false);
  return groundsOf(body.basicInfo, sentGrounds(body));
}

/** What a submission is scored with: the stored input, its grounds as its Appendix A gives them. */
export function submittedInput<T extends Partial<C4Grounds>>(info: BasicInfo, input: T): T & C4Grounds {
  return { ...input, ...groundsOf(info, sentGrounds(input)) };
}
