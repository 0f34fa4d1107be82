import type { NewsBody } from '@linli/contracts';

const asset = (name: string) => `/api/news/asset/${name}.svg`;

/**
 * The English side of the demo articles and banners (demo.ts holds the Chinese and the English titles),
 * keyed by the Chinese title. The seed adds these to new rows and fills them into demo rows an older release
 * created without them.
 */
export const DEMO_ARTICLE_ENGLISH: Record<string, Pick<NewsBody, 'summaryEn' | 'contentEn' | 'authorEn'>> = {
  '“九九重阳 邻里同行”敬老活动圆满举行': {
    authorEn: 'Linli Social Work Station',
    summaryEn:
      'More than 80 older residents and volunteers made dumplings, had their blood pressure checked and ' +
      'posed for family photos at a warm Double Ninth Festival gathering.',
    contentEn:
      '<p>On the morning of the Double Ninth Festival, the Linli Social Work Service Centre held a ' +
      '"Neighbours Together" gathering for older residents at the community service centre, with more than ' +
      '80 older people and 30 volunteers taking part.</p><h3>What went on</h3><ul><li>Free health checks: ' +
      'blood pressure, blood sugar and advice on medicines</li><li>Making dumplings and tasting Double Ninth ' +
      'cakes</li><li>Family photos for older residents</li></ul>' +
      `<p><img src="${asset('news-festival')}" alt="The Double Ninth gathering"></p>` +
      '<p>The centre will keep running services for older people. Families who need help at home can book ' +
      'a home visit by applying for a service in the app.</p>',
  },
  '2026年度志愿者招募公告': {
    authorEn: 'Volunteer Services',
    summaryEn:
      'We are looking for volunteers to visit older people, deliver meals and teach classes. Sign up by ' +
      'offering your skills in the app.',
    contentEn:
      '<p>To serve the older people, children and people with disabilities in our community better, we are ' +
      'looking for volunteers.</p><h3>Roles</h3><ol><li>Visiting volunteers: at least 2 hours a week</li>' +
      '<li>Meal delivery volunteers: weekdays, 11:00–12:30</li><li>Teaching volunteers: calligraphy and ' +
      'smartphone lessons</li></ol><p>To sign up, offer your skills on the Neighbourhood groups page, or ' +
      'call <a href="tel:075588886666">0755-8888 6666</a>.</p>',
  },
  '解读：居家养老服务补贴申请条件与流程': {
    authorEn: 'Policy Team',
    summaryEn:
      'Local residents aged 60 or over whose ability assessment shows at least a mild loss of independence ' +
      'can apply for a home-care subsidy.',
    contentEn:
      '<h3>Who can apply</h3><p>Older people registered as residents of the city, aged 60 or over, whose ' +
      'ability assessment for older people shows at least a mild loss of independence.</p>' +
      '<h3>How to apply</h3><ol><li>Hand in the application form and proof of identity at your community ' +
      'office</li><li>Take part in the ability assessment</li><li>Once approved, a service provider visits ' +
      'you at home</li></ol><p>A social worker can help with the application. Call us for advice.</p>',
  },
  '张奶奶的“新邻居”：一次上门探访的故事': {
    authorEn: 'Li, social worker',
    summaryEn:
      "With a social worker and her building's mutual-aid group beside her, Grandma Zhang, who lives alone, " +
      'is going out to community activities again.',
    contentEn:
      '<p>Grandma Zhang, 82, has lived alone for years, and after a fall last winter she hardly went out. On ' +
      `the social worker's first visit, all she said was: "Please don't go to any trouble for me."</p>` +
      "<p>Weekly visits, and neighbours from the building's mutual-aid group taking turns to bring her " +
      'groceries, slowly won her trust. Today she is a regular at the community calligraphy class.</p>' +
      `<figure><img src="${asset('news-story')}" alt="A social worker's home visit"><figcaption>The social ` +
      'worker with Grandma Zhang</figcaption></figure>',
  },
  '“护苗成长”儿童暑期托管班开班': {
    authorEn: "Children's Services Team",
    summaryEn:
      'Our summer day camp for children of working parents is open, with homework help, safety lessons and ' +
      'hobby classes.',
    contentEn:
      '<p>To take some of the summer childcare pressure off working parents, the centre has opened its ' +
      '"Growing Up Safe" summer day camp, Monday to Friday, 8:30–17:30.</p><p>Activities include homework ' +
      'help, water safety lessons, drawing and reading.</p>',
  },
};

export const DEMO_BANNER_ENGLISH: Record<string, string> = {
  '邻里守望 · 温暖到家': 'Neighbours looking out for each other',
  志愿者招募进行中: 'Volunteers wanted',
  长者健康讲座: 'Health talks for older people',
};

/** A demo article's body with its English texts. */
export function articleWithEnglish(article: NewsBody): NewsBody {
  return { ...article, ...DEMO_ARTICLE_ENGLISH[article.title] };
}
