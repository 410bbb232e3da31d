/** A value an MDX expression may have at build time: JSON and undefined. */
export type MdxValue = string | number | boolean | null | undefined | MdxValue[] | { [key: string]: MdxValue };
