/** News loads ten articles a page; the list keeps loading as it scrolls (docs/product.md "Loading and feedback"). */
export const NEWS_PAGE_SIZE = 10;
