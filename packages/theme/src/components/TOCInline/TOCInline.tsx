import type { TocItem } from '../../types.js';
import { nestTocItems, type TocNode } from '../TableOfContents/nest-toc-items.js';
import styles from './TOCInline.module.css';

export interface TOCInlineProps {
  /** The headings to list, already limited to the levels the content asked for. */
  toc: TocItem[];
}

/** The page's headings as a nested list of links inside the content, as Docusaurus' TOCInline. */
export function TOCInline({ toc }: TOCInlineProps) {
  if (toc.length === 0) return null;
  return (
    <div className={styles.root}>
      <TocList nodes={nestTocItems(toc)} />
    </div>
  );
}

function TocList({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul className={styles.list}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`}>{node.text}</a>
          {node.children.length > 0 && <TocList nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}
