import type { Author } from '../../types.js';
import { Link } from '../Link/index.js';

/**
 * An author's name, linking as Docusaurus's does: to the author's own page when they have one, else to their
 * `url`; plain text otherwise.
 */
export function AuthorName({ author, className }: { author: Author; className?: string }) {
  const href = author.page ?? author.url;
  return href ? <Link to={href}>{author.name}</Link> : <span className={className}>{author.name}</span>;
}
