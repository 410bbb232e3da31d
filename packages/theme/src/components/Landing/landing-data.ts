/** The `data-*` attributes content-core puts on a landing section, read from its React props. */
export interface LandingData {
  /** `hero`, `features`, ...: the directive's name. */
  name: string;
  /** The directive's label: `:::card[Titel]`. */
  title?: string;
  icon?: string;
  href?: string;
}

export function readLandingData(props: object): LandingData {
  const record = props as Record<string, unknown>;
  const text = (name: string) => {
    const value = record[`data-${name}`];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return { name: text('landing') ?? '', title: text('title'), icon: text('icon'), href: text('href') };
}
