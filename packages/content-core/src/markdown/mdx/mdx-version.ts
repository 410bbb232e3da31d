/** The MDX Docusaurus reads: MDX 1 (Docusaurus 2) or MDX 3 (Docusaurus 3). */
export type MdxVersion = 1 | 3;

/** A component every MDX file of the site may use without importing it: the module and the name it exports it under. */
export interface GlobalMdxComponent {
  specifier: string;
  exportName: string;
}

/** How the site's MDX is read: which MDX, and the components it may use without an import, by name. */
export interface MdxReading {
  version: MdxVersion;
  components?: Readonly<Record<string, GlobalMdxComponent>>;
  /** The imports it takes as their file's text besides `!!raw-loader!` ones (`markdown.rawImports`). */
  rawImports?: readonly RegExp[];
}
