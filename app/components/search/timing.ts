/** 000 §9 Business constants: search input debounce and infinite-scroll throttle. */
export const SEARCH_DEBOUNCE_MS = 500;
export const INFINITE_SCROLL_THROTTLE_MS = 100;
/** 001 §9 page sizes: the search dropdown (search index) and the search-results page. */
export const DROPDOWN_PAGE_SIZE = 18;
export const RESULTS_PAGE_SIZE = 12;
