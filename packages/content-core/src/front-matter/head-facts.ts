import type { PageHeadFacts } from '../types.js';
import type { FieldReader } from './fields.js';
import type { headFields } from './schemas.js';

/** The social card and keywords of a page's front matter; none for an empty list of keywords. */
export function readHeadFacts(fields: FieldReader<typeof headFields>): PageHeadFacts {
  const image = fields.value('image');
  const keywords = fields.value('keywords');
  return { ...(image ? { image } : {}), ...(keywords && keywords.length > 0 ? { keywords } : {}) };
}
