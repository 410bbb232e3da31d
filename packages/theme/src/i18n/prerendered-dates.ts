/** Marks the `<time>` elements whose text is the theme's formatDate of their `datetime` (DateText renders them). */
export const DATE_TEXT_ATTRIBUTE = 'data-kran-date';

/**
 * The dates a prerendered page shows, by `YYYY-MM-DD`, as the server wrote them: hydrating the page then needs no
 * Intl.DateTimeFormat, whose first use costs the browser tens of milliseconds of loading locale data.
 */
export function prerenderedDateTexts(root: ParentNode): Map<string, string> {
  const texts = new Map<string, string>();
  for (const time of root.querySelectorAll(`time[${DATE_TEXT_ATTRIBUTE}][datetime]`))
    texts.set(time.getAttribute('datetime')!, time.textContent ?? '');
  return texts;
}
