import { describe, expect, expectTypeOf, it } from 'vitest';
import { configPartKeysOf, joinConfigKeys, keySchemaOf, type ConfigKeyTree } from './config-key-tree';

interface LinkConfig {
  label: string;
  href?: string;
}
type ItemConfig = { type: 'link'; link: LinkConfig } | { type: 'group'; label: string; items: LinkConfig[] };
interface PartConfig {
  title?: string;
  items: ItemConfig[];
  labels?: Record<string, string>;
}

const tree: ConfigKeyTree<PartConfig> = {
  title: true,
  items: { type: true, link: { label: true, href: true }, label: true, items: { label: true, href: true } },
  labels: true,
};

describe('keySchemaOf', () => {
  it('lists the keys of each level in the order the tree names them, with the objects below them', () => {
    expect(keySchemaOf(tree)).toEqual({
      keys: ['title', 'items', 'labels'],
      nested: {
        items: {
          keys: ['type', 'link', 'label', 'items'],
          nested: { link: { keys: ['label', 'href'] }, items: { keys: ['label', 'href'] } },
        },
      },
    });
  });

  it('gives an object whose values are not checked further no nested keys', () => {
    expect(keySchemaOf({ components: true, messages: true })).toEqual({ keys: ['components', 'messages'] });
  });
});

describe('configPartKeysOf', () => {
  it("gives each top-level key of a config part the schema of its object's tree", () => {
    const keys = configPartKeysOf<{ part?: PartConfig; other: { flag?: boolean } }>({
      part: tree,
      other: { flag: true },
    });
    expect(keys).toEqual({ part: keySchemaOf(tree), other: { keys: ['flag'] } });
    expectTypeOf(keys).toHaveProperty('part');
  });
});

describe('ConfigKeyTree', () => {
  it("names every key of the config's type, of every member of a union, and no other", () => {
    expectTypeOf<keyof ConfigKeyTree<ItemConfig>>().toEqualTypeOf<'type' | 'link' | 'label' | 'items'>();
    // @ts-expect-error -- the tree lacks `labels`
    const lacking: ConfigKeyTree<PartConfig> = { title: true, items: true };
    // @ts-expect-error -- the type has no `subtitle`
    const extra: ConfigKeyTree<PartConfig> = { title: true, items: true, labels: true, subtitle: true };
    expect([lacking, extra]).toHaveLength(2);
  });
});

interface VersionConfig {
  label?: string;
  banner?: 'none' | 'unmaintained';
}
interface DocsConfig {
  path: string;
  versions?: Record<string, VersionConfig>;
  extras?: Record<string, unknown>;
  pages?: { path?: string } | false;
}

describe('key trees of objects whose keys are names', () => {
  const docsTree: ConfigKeyTree<DocsConfig> = {
    path: true,
    versions: { '*': { label: true, banner: true } },
    extras: true,
    pages: { path: true },
  };

  it("check each value of such an object against the tree under '*'", () => {
    expect(keySchemaOf(docsTree)).toEqual({
      keys: ['path', 'versions', 'extras', 'pages'],
      nested: {
        versions: { keys: [], eachValue: { keys: ['label', 'banner'] } },
        pages: { keys: ['path'] },
      },
    });
  });

  it('hold the tree of each value to its type, and leave out the keys of `false` and other primitives', () => {
    // @ts-expect-error -- a version has no `title`
    const wrongValue: ConfigKeyTree<DocsConfig> = { ...docsTree, versions: { '*': { label: true, title: true } } };
    // @ts-expect-error -- `false` has no keys to name
    const primitiveKeys: ConfigKeyTree<DocsConfig> = { ...docsTree, pages: { path: true, valueOf: true } };
    expect([wrongValue, primitiveKeys]).toHaveLength(2);
  });
});

describe('joinConfigKeys', () => {
  it('joins the keys of two parts at every level, keeping the keys each names alone', () => {
    const joined = joinConfigKeys(
      { theme: { keys: ['components', 'messages'] }, navbar: { keys: ['title'] } },
      { theme: { keys: ['package'] } },
    );
    expect(joined).toEqual({
      theme: { keys: ['components', 'messages', 'package'] },
      navbar: { keys: ['title'] },
    });
  });
});
