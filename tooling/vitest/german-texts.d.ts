export function germanOnlyTexts(de: Readonly<Record<string, string>>, en: Readonly<Record<string, string>>): string[];
export function containsWords(haystack: string, text: string): boolean;
