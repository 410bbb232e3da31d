import type { MessageKey } from '../../i18n/de.js';
import type { Translate } from '../../i18n/translate.js';
import type { SearchState } from './useSearchResults.js';

/**
 * The line that says where a search stands: loading, an error, no results, or the count; before the first
 * search, `whenIdle` (the results page prompts for a term, the search box is already loading).
 */
export function searchStatusText(search: SearchState, t: Translate, whenIdle: MessageKey): string {
  if (search.status === 'idle') return t(whenIdle);
  if (search.status === 'failed') return t('search.error');
  if (search.status === 'done' && search.total === 0) return t('search.noResults', { query: search.query });
  if (search.results.length === 0) return t('search.loading');
  return t('search.resultCount', { count: search.total, query: search.query });
}
