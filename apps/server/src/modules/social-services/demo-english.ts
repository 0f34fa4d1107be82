import type { GroupBody, ProjectBody } from '@linli/contracts';

/**
 * The English side of the demo projects and groups (demo-data.ts holds the Chinese and the first English
 * titles), keyed by the Chinese title or name. The seed adds these to new rows and fills them into demo rows
 * an older release created without them (demo.ts).
 */
type ProjectEnglish = Pick<
  ProjectBody,
  'summaryEn' | 'descriptionEn' | 'eligibilityEn' | 'providerEn' | 'scheduleEn'
>;
type GroupEnglish = Pick<GroupBody, 'summaryEn' | 'descriptionEn' | 'servicesEn'>;

const CENTRE = 'Linli Social Work Service Centre';

export const DEMO_PROJECT_ENGLISH: Record<string, ProjectEnglish> = {
  长者居家照护上门服务: {
    descriptionEn:
      'A team of certified carers and social workers visits older people at home to help with cleaning, ' +
      'bathing and meals, goes with them to medical appointments and keeps them company. Before the first ' +
      'visit a social worker comes to talk through what is needed and draws up a care plan.',
    eligibilityEn:
      'Residents of the area aged 60 or over who live alone, are over 80, or need help with daily living',
    providerEn: CENTRE,
    scheduleEn: 'Monday to Saturday, 8:30–17:30',
  },
  长者饭堂助餐服务: {
    summaryEn:
      'A nourishing lunch every day; older people who find it hard to get out can have it delivered.',
    descriptionEn:
      'The community canteen serves a balanced lunch every day: two meat dishes, a vegetable dish and soup. ' +
      'Older people with limited mobility can ask for a volunteer to bring the meal to their door.',
    eligibilityEn: 'Residents of the area aged 60 or over',
    providerEn: 'Jingtian Community Canteen for Older People',
    scheduleEn: 'Every day, 11:00–12:30',
  },
  社区康复训练指导: {
    descriptionEn:
      'Twice a week a physiotherapist runs one-to-one exercise sessions at the community rehabilitation ' +
      'station, and can visit your home to suggest changes that make it safer.',
    eligibilityEn:
      'Residents whose movement is limited after a stroke, a fracture operation or a long-term illness',
    providerEn: 'Futian Community Rehabilitation Station',
    scheduleEn: 'Tuesdays and Thursdays, 9:00–11:30',
  },
  心灵驿站心理疏导: {
    descriptionEn:
      'For residents going through emotional distress, family conflict or bereavement: one-to-one sessions ' +
      'of 50 minutes, with referral to specialist services when needed.',
    eligibilityEn: 'Residents of the area and their families',
    providerEn: CENTRE,
    scheduleEn: 'Wednesdays and Fridays, 14:00–17:00 (by appointment)',
  },
  社区法律咨询援助: {
    descriptionEn:
      'On the first and third Saturday of each month a practising lawyer gives free legal advice on site ' +
      'and helps those who qualify to apply for legal aid.',
    eligibilityEn:
      'Residents of the area; older people, people with disabilities and low-income families come first',
    providerEn: 'Futian Public Legal Service Station',
    scheduleEn: 'First and third Saturday of the month, 9:00–12:00',
  },
  '“护苗成长”儿童课后托管': {
    descriptionEn:
      'On school days, from the end of lessons until 18:30, social workers and volunteers help children ' +
      'with their homework and run reading and safety activities.',
    eligibilityEn: 'Children aged 6 to 12 living in the area whose parents both work',
    providerEn: CENTRE,
    scheduleEn: 'Monday to Friday, 16:00–18:30',
  },
  家庭关系辅导: {
    summaryEn: 'A social worker helps families through conflicts between parents and children or in-laws.',
    descriptionEn:
      'Through home visits and conversations, a social worker helps family members find better ways to ' +
      'talk to each other and, when it helps, brings the whole family together for a meeting.',
    eligibilityEn: 'Families living in the area',
    providerEn: CENTRE,
    scheduleEn: 'Monday to Friday, 9:00–17:30 (by appointment)',
  },
  残障人士就业辅导与康乐活动: {
    descriptionEn:
      'Together with local businesses we offer job skills training and help finding work; at weekends ' +
      'there are craft, music and other activity groups.',
    eligibilityEn: 'Residents of the area who hold a disability certificate',
    providerEn: 'Futian Service Centre for People with Disabilities',
    scheduleEn: 'Saturdays, 9:30–11:30',
  },
  长者智能手机学习班: {
    descriptionEn:
      'Four lessons per course in small classes, with a volunteer beside every learner. Everyone who ' +
      'completes the course receives a certificate.',
    eligibilityEn: 'Residents of the area aged 55 or over',
    providerEn: CENTRE,
    scheduleEn: 'Mondays, 14:30–16:00',
  },
};

export const DEMO_GROUP_ENGLISH: Record<string, GroupEnglish> = {
  景田北7栋楼栋互助组: {
    summaryEn:
      'Neighbours pair up to look after older people who live alone: picking up medicine, checking in often.',
    descriptionEn:
      'Led by the building representative, neighbours work in pairs to check on older residents living ' +
      'alone every day, and call a social worker straight away in an emergency.',
    servicesEn: ['Errands', 'Daily check-ins', 'Emergency contact'],
  },
  邻里志愿服务队: {
    summaryEn: 'Visiting older people, delivering meals, helping at events: everyone who cares is welcome.',
    descriptionEn:
      'The team works in three groups by skill (visiting, meals and teaching) and holds volunteer training ' +
      'every month.',
    servicesEn: ['Visits and company', 'Meal delivery', 'Teaching'],
  },
  夕阳红书法兴趣小组: {
    summaryEn: 'We practise calligraphy together every Wednesday afternoon. Beginners are welcome.',
    servicesEn: ['Calligraphy lessons', 'Exhibitions'],
  },
};

/** A demo project's body with its English texts. */
export function projectWithEnglish(project: ProjectBody): ProjectBody {
  return { ...project, ...DEMO_PROJECT_ENGLISH[project.title] };
}

/** A demo group's body with its English texts. */
export function groupWithEnglish(group: GroupBody): GroupBody {
  return { ...group, ...DEMO_GROUP_ENGLISH[group.name] };
}
