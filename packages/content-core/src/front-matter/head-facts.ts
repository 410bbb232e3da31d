import type { SourceLocation } from '../errors/errors.js';
import type { PageHeadFacts } from '../types.js';
import type { FieldReader } from './fields.js';
import type { headFields } from './schemas.js';

/** A front matter `image` next to its file (`./cover.png`), copied into the build as the content's images are. */
export interface LocalImage {
  url: string;
  location: SourceLocation;
}

/** The social card and keywords of a page's front matter; none for an empty list of keywords. */
export function readHeadFacts(fields: FieldReader<typeof headFields>): PageHeadFacts {
  const image = fields.value('image');
  const keywords = fields.value('keywords');
  return {
    ...(image && !isLocalImage(image) ? { image } : {}),
    ...(keywords && keywords.length > 0 ? { keywords } : {}),
  };
}

/** The front matter's image when it names a file beside the page, which only its render can resolve; to spread. */
export function readLocalImage(fields: FieldReader<typeof headFields>): { localImage?: LocalImage } {
  const image = fields.value('image');
  return image && isLocalImage(image) ? { localImage: { url: image, location: fields.locate('image') } } : {};
}

// As Docusaurus's MDX loader, which makes only `./` images of the front matter a bundled file.
function isLocalImage(image: string): boolean {
  return image.startsWith('./');
}
