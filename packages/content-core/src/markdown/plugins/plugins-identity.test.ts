import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import { describe, expect, it } from 'vitest';
import { pluginsIdentity } from './plugins-identity.js';

describe('pluginsIdentity', () => {
  it('is the same for the same plugins and options given anew, as after reloading the config', () => {
    const first = pluginsIdentity([[remarkMath], [[rehypeKatex, { macros: { '\\R': '\\mathbb{R}' } }]]], 'a@1');
    const again = pluginsIdentity([[remarkMath], [[rehypeKatex, { macros: { '\\R': '\\mathbb{R}' } }]]], 'a@1');
    expect(again).toBe(first);
  });

  it('changes with a plugin, its options (regular expressions and functions included) or a package version', () => {
    const identities = [
      pluginsIdentity([[remarkMath]], 'remark-math@6.0.0'),
      pluginsIdentity([[rehypeKatex]], 'remark-math@6.0.0'),
      pluginsIdentity([[[remarkMath, { singleDollarTextMath: false }]]], 'remark-math@6.0.0'),
      pluginsIdentity([[[remarkMath, { pattern: /a/ }]]], 'remark-math@6.0.0'),
      pluginsIdentity([[[remarkMath, { pattern: /b/ }]]], 'remark-math@6.0.0'),
      pluginsIdentity([[[remarkMath, { render: () => 'a' }]]], 'remark-math@6.0.0'),
      pluginsIdentity([[[remarkMath, { render: () => 'b' }]]], 'remark-math@6.0.0'),
      pluginsIdentity([[remarkMath]], 'remark-math@6.0.1'),
    ];
    expect(new Set(identities).size).toBe(identities.length);
  });

  it('takes options that refer to themselves', () => {
    const options: Record<string, unknown> = { name: 'a' };
    options.self = options;
    expect(pluginsIdentity([[[remarkMath, options]]], '')).toMatch(/^[0-9a-f]{40}$/);
  });
});
