/** The blocks of the Infima classes infima-classes.css styles: a class is one of them, or one with `--` or `__` after. */
const INFIMA_BLOCKS =
  /^(?:alert|avatar|badge|button|card|col|container|hero|pagination-nav|row|text|(?:margin|padding)(?:-(?:top|bottom|left|right|horiz|vert))?)(?:$|--|__)/;

/** Whether a class name is one of Infima's that the theme's Infima stylesheet styles (`row`, `col--6`, `alert--info`). */
export function isInfimaClassName(className: string): boolean {
  return INFIMA_BLOCKS.test(className);
}
