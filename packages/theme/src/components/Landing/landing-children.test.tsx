import { describe, expect, it } from 'vitest';
import { splitActions, splitCode, splitItems } from './landing-children';

const Anchor = ({ href, children }: { href: string; children: string }) => <a href={href}>{children}</a>;
const Pre = (props: { node: { tagName: string } }) => <pre>{props.node.tagName}</pre>;
const Section = (props: { 'data-landing': string }) => <section data-landing={props['data-landing']} />;

describe('splitActions', () => {
  it('takes the links out of paragraphs that hold only links', () => {
    const { body, links } = splitActions([
      <p key="text">
        Text mit <Anchor href="/docs">Link</Anchor>
      </p>,
      '\n',
      <p key="actions">
        <Anchor href="/docs/installation">Installieren</Anchor> <Anchor href="/get-started">Loslegen</Anchor>
      </p>,
    ]);
    expect(body).toHaveLength(1);
    expect(links.map((link) => link.props.href)).toEqual(['/docs/installation', '/get-started']);
  });

  it('keeps empty paragraphs and paragraphs without links in the body', () => {
    const { body, links } = splitActions([<p key="empty" />, <p key="text">Nur Text</p>]);
    expect(body).toHaveLength(2);
    expect(links).toEqual([]);
  });
});

describe('splitItems', () => {
  it('separates the nested sections of a kind from the intro', () => {
    const { intro, items } = splitItems(
      [
        <p key="intro">Intro</p>,
        '\n',
        <Section key="a" data-landing="feature" />,
        <Section key="b" data-landing="card" />,
      ],
      'feature',
    );
    expect(items).toHaveLength(1);
    expect(intro).toHaveLength(2);
  });
});

describe('splitCode', () => {
  it('separates code blocks, whatever component renders them, from the text', () => {
    const { text, code } = splitCode([
      <p key="text">Text</p>,
      <Pre key="code" node={{ tagName: 'pre' }} />,
      <pre key="plain" />,
    ]);
    expect(text).toHaveLength(1);
    expect(code).toHaveLength(2);
  });
});
