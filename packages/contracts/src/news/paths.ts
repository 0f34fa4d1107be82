/** REST paths of the news domain; spread into ApiPath. */
export const newsPaths = {
  newsCategories: '/news/category/list',
  newsBanners: '/news/banner/list',
  newsBannerCreate: '/news/banner',
  newsBanner: '/news/banner/:id',
  newsList: '/news/list',
  newsCreate: '/news',
  newsDetail: '/news/:id',
  /** The pictures shipped with the demo data (news covers, project covers, banners). */
  newsAsset: '/news/asset/:name',
} as const;
