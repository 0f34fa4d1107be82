/** Labels of the news domain's request fields (its refusals are the generic ones). */
export const newsFieldLabels = {
  'zh-CN': { author: '作者', top: '置顶', source: '来源' },
  'en-US': { author: 'Author', top: 'Pinned', source: 'Source' },
};
