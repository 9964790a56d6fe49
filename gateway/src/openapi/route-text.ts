/** The paging sentence of every list route's summary. */
export const PAGED = 'A plain list; when there is a next page its URL comes in `Link: <…>; rel="next"`.';
