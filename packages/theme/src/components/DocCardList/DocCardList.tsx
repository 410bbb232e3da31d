import { useT } from '../../i18n/I18nContext.js';
import type { DocCategoryCard } from '../../types.js';
import { Link } from '../Link/index.js';
import styles from './DocCardList.module.css';

export interface DocCardListProps {
  /** The items of a category, each a card linking to its page. */
  cards: DocCategoryCard[];
}

/** The cards of a category's generated index page: title, and the doc's description or the category's size. */
export function DocCardList({ cards }: DocCardListProps) {
  const t = useT();
  return (
    <ul className={styles.root}>
      {cards.map((card) => (
        <li key={card.href} className={styles.item}>
          <Link to={card.href} className={styles.card} showExternalIcon={card.isExternal}>
            <span className={styles.title}>{card.label}</span>
            {card.kind === 'category' && card.itemCount !== undefined ? (
              <span className={styles.description}>
                {t(card.itemCount === 1 ? 'docs.categoryItems.one' : 'docs.categoryItems.other', {
                  count: card.itemCount,
                })}
              </span>
            ) : (
              card.description && <span className={styles.description}>{card.description}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
