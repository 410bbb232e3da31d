/** The MDX Docusaurus reads: MDX 1 (Docusaurus 2) or MDX 3 (Docusaurus 3). */
export type MdxVersion = 1 | 3;
