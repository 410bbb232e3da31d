/** The texts remark-rehype writes around footnotes, by language; other languages get the English ones. */
const FOOTNOTE_LABELS: Record<string, { label: string; backLabel: string }> = {
  de: { label: 'Fußnoten', backLabel: 'Zurück zur Referenz {number}' },
  en: { label: 'Footnotes', backLabel: 'Back to reference {number}' },
};

export interface FootnoteLabels {
  footnoteLabel: string;
  footnoteBackLabel: (referenceIndex: number) => string;
}

/** The footnote heading and back-link label of a locale (`de-CH` -> German). */
export function footnoteLabelsFor(locale: string): FootnoteLabels {
  const labels = FOOTNOTE_LABELS[locale.split('-')[0]!.toLowerCase()] ?? FOOTNOTE_LABELS.en!;
  return {
    footnoteLabel: labels.label,
    footnoteBackLabel: (referenceIndex) => labels.backLabel.replace('{number}', String(referenceIndex + 1)),
  };
}
