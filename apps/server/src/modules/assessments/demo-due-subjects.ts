// No imports: the e2e journeys read these names without loading the server.

/**
 * Two older people the demo assessor assessed about a year ago, so the staff list of re-assessments
 * falling due (reassessments.ts) has one due within the month and one already overdue. Both are filed
 * by name only (no account), as a centre does for people it serves without an app account.
 */
export const DEMO_DUE_SUBJECTS = [
  { name: '张桂兰', daysLeft: 12, lower: { 'B.2.3': 3, 'B.4.4': 2 } },
  { name: '刘建国', daysLeft: -20, lower: { 'B.1.3': 2, 'B.2.4': 1, 'B.3.4': 3 } },
] as const;
