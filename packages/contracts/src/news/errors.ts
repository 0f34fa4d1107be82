/** Labels of the news domain's request fields (its refusals are the generic ones). */
export const newsFieldLabels = {
  'zh-CN': {
    author: '作者',
    contentEn: '英文正文',
    authorEn: '英文作者',
    top: '置顶',
    source: '来源',
    image: '图片',
    linkType: '链接类型',
    linkTarget: '链接目标',
    sort: '排序',
    enabled: '启用',
  },
  'en-US': {
    author: 'Author',
    contentEn: 'English text',
    authorEn: 'English author',
    top: 'Pinned',
    source: 'Source',
    image: 'Picture',
    linkType: 'Link type',
    linkTarget: 'Link target',
    sort: 'Order',
    enabled: 'Enabled',
  },
};
