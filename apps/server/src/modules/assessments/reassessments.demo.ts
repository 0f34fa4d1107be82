import { addDays, addMonths, centreDate, SEED_ELDERLY_TEMPLATE } from '@linli/contracts';
import { FakeClock } from '../../platform/clock.ts';
import { completeBasicInfo, DEMO_ASSESSMENT_PLACE } from './assessments.demo.ts';
import type { Actor, AssessmentsService } from './assessments.service.ts';
import { DEMO_DUE_SUBJECTS } from './demo-due-subjects.ts';

function answers(lower: Readonly<Record<string, number>>): Record<string, number> {
  const all: Record<string, number> = {};
  for (const item of SEED_ELDERLY_TEMPLATE.sections.flatMap((s) => s.items)) {
    all[item.id] = lower[item.id] ?? item.maxScore;
  }
  return all;
}

/** Files the two assessments on the days they were made (12 months before their due dates). */
export async function seedDueReassessments(
  assessments: AssessmentsService,
  people: { assessor: Actor; reviewer: Actor; secondAssessor: Actor },
  now: Date,
): Promise<void> {
  const clock = new FakeClock(now);
  const past = assessments.onClock(clock);
  const at = (day: string, time: string) =>
    clock.advance(Math.min(now.getTime(), Date.parse(`${day}T${time}:00+08:00`)) - clock.now().getTime());
  for (const person of DEMO_DUE_SUBJECTS) {
    const assessedOn = addMonths(addDays(centreDate(now), person.daysLeft), -12);
    at(assessedOn, '14:00');
    const draft = await past.create(people.assessor, {
      type: 'elderly-ability',
      subject: { subjectType: 'person', subjectName: person.name },
      secondAssessorId: people.secondAssessor.userId,
      assessmentPlace: DEMO_ASSESSMENT_PLACE,
    });
    await past.save(people.assessor, draft.id, {
      answers: answers(person.lower),
      basicInfo: completeBasicInfo(person.name, assessedOn),
    });
    at(assessedOn, '16:00');
    await past.submit(people.assessor, draft.id);
    at(addDays(assessedOn, 1), '10:00');
    await past.approve(people.reviewer, draft.id, '评估规范，同意。');
  }
}
