import type { NewsBody } from '@linli/contracts';
import { DAY, FakeClock, HOUR } from '../../platform/clock.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { articleWithEnglish, DEMO_BANNER_ENGLISH } from './demo-english.ts';
import type { NewsService } from './news.service.ts';

const asset = (name: string) => `/api/news/asset/${name}.svg`;

const ARTICLES: NewsBody[] = [
  {
    category: 'activity',
    title: '“九九重阳 邻里同行”敬老活动圆满举行',
    titleEn: 'Double Ninth Festival gathering for older neighbours',
    summary: '80余位长者与志愿者一起包饺子、量血压、拍全家福，度过了温暖的重阳节。',
    cover: asset('news-festival'),
    author: '邻里社工站',
    top: true,
    content:
      '<p>重阳节当天上午，邻里社会工作服务中心在社区党群服务中心举办“九九重阳 邻里同行”敬老活动，' +
      '80余位长者和30名志愿者参加。</p><h3>活动内容</h3><ul><li>义诊：测量血压、血糖，提供用药咨询</li>' +
      '<li>包饺子、品重阳糕</li><li>为长者拍摄全家福</li></ul>' +
      `<p><img src="${asset('news-festival')}" alt="重阳活动现场"></p>` +
      '<p>社工表示，中心将持续开展长者关爱服务，欢迎有需要的家庭通过“服务需求申请”预约上门服务。</p>',
  },
  {
    category: 'notice',
    title: '2026年度志愿者招募公告',
    titleEn: 'Volunteers wanted for 2026',
    summary: '招募陪伴探访、助餐送餐、文化教学等志愿者，欢迎通过“技能申请”报名。',
    cover: asset('news-volunteer'),
    author: '志愿服务部',
    content:
      '<p>为更好地服务社区长者、儿童和残障人士，现面向社会招募志愿者。</p><h3>招募岗位</h3>' +
      '<ol><li>陪伴探访志愿者：每周至少2小时</li><li>助餐送餐志愿者：工作日11:00-12:30</li>' +
      '<li>文化教学志愿者：书法、智能手机使用教学</li></ol>' +
      '<p>报名方式：在“邻里小组”页面提交技能申请，或致电 <a href="tel:075588886666">0755-8888 6666</a>。</p>',
  },
  {
    category: 'policy',
    title: '解读：居家养老服务补贴申请条件与流程',
    titleEn: 'Home-care subsidies for older residents: who qualifies and how to apply',
    summary: '年满60周岁、经能力评估为轻度及以上失能的本市户籍长者，可申请居家养老服务补贴。',
    cover: asset('news-policy'),
    author: '政策研究组',
    content:
      '<h3>谁可以申请</h3><p>年满60周岁、经老年人能力评估为轻度失能及以上的本市户籍长者。</p>' +
      '<h3>如何申请</h3><ol><li>向社区提交申请表与身份证明</li><li>参加老年人能力评估</li>' +
      '<li>审核通过后由服务机构上门提供服务</li></ol><p>社工可协助办理，欢迎来电咨询。</p>',
  },
  {
    category: 'story',
    title: '张奶奶的“新邻居”：一次上门探访的故事',
    titleEn: "Grandma Zhang's new neighbours: the story of a home visit",
    summary: '独居的张奶奶在社工和楼栋互助组的陪伴下，重新走出家门参加社区活动。',
    cover: asset('news-story'),
    author: '李社工',
    content:
      '<p>82岁的张奶奶独居多年，去年冬天摔倒后很少出门。社工第一次上门时，她只说了一句“不麻烦你们”。</p>' +
      '<p>此后每周的探访、楼栋互助组的邻居轮流送菜，让张奶奶慢慢打开了心扉。如今，她已经是社区书法班的常客。</p>' +
      `<figure><img src="${asset('news-story')}" alt="社工探访"><figcaption>社工与张奶奶</figcaption></figure>`,
  },
  {
    category: 'activity',
    title: '“护苗成长”儿童暑期托管班开班',
    titleEn: 'Summer day camp for children opens',
    summary: '面向双职工家庭的儿童暑期托管班正式开班，提供作业辅导、安全教育与兴趣课程。',
    cover: asset('children-family'),
    author: '儿童服务组',
    content:
      '<p>为缓解双职工家庭暑期看护压力，中心开设“护苗成长”暑期托管班，周一至周五8:30-17:30开放。</p>' +
      '<p>课程包括作业辅导、防溺水安全教育、绘画与阅读。</p>',
  },
];

const BANNERS = [
  {
    title: '邻里守望 · 温暖到家',
    image: asset('banner-care'),
    linkType: 'none' as const,
    linkTarget: '',
    sort: 1,
  },
  {
    title: '志愿者招募进行中',
    image: asset('banner-volunteer'),
    linkType: 'none' as const,
    linkTarget: '',
    sort: 2,
  },
  {
    title: '长者健康讲座',
    image: asset('banner-health'),
    linkType: 'none' as const,
    linkTarget: '',
    sort: 3,
  },
];

/**
 * Days before the seeding each article was published, as its story goes: the Double Ninth gathering some
 * weeks ago, the summer camp in summer, the newest notice this week.
 */
const PUBLISHED_DAYS_AGO: Record<string, number> = {
  '“九九重阳 邻里同行”敬老活动圆满举行': 40,
  '2026年度志愿者招募公告': 6,
  '解读：居家养老服务补贴申请条件与流程': 15,
  '张奶奶的“新邻居”：一次上门探访的故事': 24,
  '“护苗成长”儿童暑期托管班开班': 130,
};

/** Demo news and banners, only when there are none (idempotent). */
export async function seedNewsDemo(news: NewsService, admin: AuthUser, now: Date): Promise<void> {
  const counts = await news.contentCounts();
  if (counts.articles === 0) {
    const clock = new FakeClock(now);
    const past = news.onClock(clock);
    const oldestFirst = [...ARTICLES].sort(
      (a, b) => (PUBLISHED_DAYS_AGO[b.title] ?? 0) - (PUBLISHED_DAYS_AGO[a.title] ?? 0),
    );
    for (const article of oldestFirst) {
      // Mid-morning on its day, when the centre's staff post news.
      const day = Math.floor((now.getTime() + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
      const publishedAt = Math.min(
        now.getTime(),
        day - (PUBLISHED_DAYS_AGO[article.title] ?? 0) * DAY + 10 * HOUR,
      );
      clock.advance(publishedAt - clock.now().getTime());
      await past.create(admin, articleWithEnglish(article));
    }
  }
  if (counts.banners === 0) {
    const found = await news.list(admin, { pageNum: 1, pageSize: 1, keyword: '志愿者招募' }, 'zh-CN');
    const recruiting = found.rows[0];
    for (const banner of BANNERS) {
      const linked =
        banner.sort === 2 && recruiting
          ? { linkType: 'news' as const, linkTarget: String(recruiting.id) }
          : {};
      await news.createBanner(admin, { ...banner, titleEn: DEMO_BANNER_ENGLISH[banner.title], ...linked });
    }
  }
  // Demo rows from a release without English get the English they lack; edited wording stays.
  await news.fillDemoEnglish(
    admin,
    ARTICLES.map(articleWithEnglish),
    BANNERS.map((b) => ({ title: b.title, titleEn: DEMO_BANNER_ENGLISH[b.title] })),
  );
}
