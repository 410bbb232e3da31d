import type { MdxValue } from './mdx-value.js';

// React's unitless properties that MDX content uses; any other number is in pixels, as React writes it.
const UNITLESS = new Set(['flex', 'flexGrow', 'flexShrink', 'fontWeight', 'lineHeight', 'opacity', 'order', 'zIndex']);

/** A JSX `style={{ fontSize: 12, color: 'red' }}` object as the CSS text React writes: `font-size:12px;color:red`. */
export function styleText(style: { [key: string]: MdxValue }): string {
  return Object.entries(style)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => {
      const property = name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      const text = typeof value === 'number' && value !== 0 && !UNITLESS.has(name) ? `${value}px` : String(value);
      return `${property.replace(/^ms-/, '-ms-')}:${text}`;
    })
    .join(';');
}
