import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Interpolate, { interpolate } from './Interpolate';
import { createTranslate } from './Translate';

const german = createTranslate({
  'home.heading': 'Willkommen bei {name}',
  'Read the docs': 'Zur Dokumentation',
  'home.empty': '',
});
const untranslated = createTranslate({});

describe('translate()', () => {
  it("gives the locale's message of an id, with its values", () => {
    expect(german.translate({ id: 'home.heading', message: 'Welcome to {name}' }, { name: 'Kran' })).toBe(
      'Willkommen bei Kran',
    );
  });

  it('gives the message as written when the locale has none, and the id when there is no message', () => {
    expect(untranslated.translate({ id: 'home.heading', message: 'Welcome to {name}' }, { name: 'Kran' })).toBe(
      'Welcome to Kran',
    );
    expect(untranslated.translate({ id: 'home.tagline' })).toBe('home.tagline');
  });

  it('takes a message without an id as its own id', () => {
    expect(german.translate({ message: 'Read the docs' })).toBe('Zur Dokumentation');
    expect(untranslated.translate({ message: 'Read the docs' })).toBe('Read the docs');
  });

  it('keeps an empty translation empty', () => {
    expect(german.translate({ id: 'home.empty', message: 'Nothing' })).toBe('');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(untranslated.translate({ message: '{count} posts by {author}' }, { count: 3 })).toBe('3 posts by {author}');
  });

  it('stops on a call without an id or a message', () => {
    expect(() => german.translate({ description: 'A title' })).toThrow(/need an id or a message/);
  });
});

describe('<Translate>', () => {
  it('renders the translated message of its id, its values as text and elements', () => {
    const { Translate } = german;
    const html = renderToString(
      <h1>
        <Translate id="home.heading" description="The heading" values={{ name: <b>Kran</b> }}>
          {'Welcome to {name}'}
        </Translate>
      </h1>,
    );
    expect(html).toBe('<h1>Willkommen bei <b>Kran</b></h1>');
  });

  it('renders its children when the locale has no message', () => {
    const { Translate } = untranslated;
    render(
      <p data-testid="count">
        <Translate id="home.count" values={{ count: 3 }}>
          {'{count} posts'}
        </Translate>
      </p>,
    );
    expect(screen.getByTestId('count').textContent).toBe('3 posts');
  });

  it('translates a message without an id', () => {
    const { Translate } = german;
    render(
      <a href="/docs">
        <Translate>Read the docs</Translate>
      </a>,
    );
    expect(screen.getByRole('link').textContent).toBe('Zur Dokumentation');
  });

  it('stops on children that are not one string, naming the id', () => {
    const { Translate } = untranslated;
    const count = 3;
    // Written as JSX text with an expression in it, as a page in JavaScript may; TypeScript refuses it.
    // @ts-expect-error children are a string and a number
    const page = <Translate id="home.count">{count} posts</Translate>;
    expect(() => renderToString(page)).toThrow(/<Translate id="home.count"> takes its message as one string/);
  });
});

describe('Interpolate', () => {
  it('returns a string when every value is text', () => {
    expect(interpolate('{a} and {b}', { a: 'Docs', b: 2 })).toBe('Docs and 2');
  });

  it('renders elements among the text, in a fragment', () => {
    const { container } = render(
      <p>
        <Interpolate values={{ link: <a href="/blog">blog</a>, year: 2024 }}>{'See the {link} of {year}.'}</Interpolate>
      </p>,
    );
    expect(container.innerHTML).toBe('<p>See the <a href="/blog">blog</a> of 2024.</p>');
  });

  it('stops on children that are not a string', () => {
    expect(() => renderToString(<Interpolate>{(<b>x</b>) as unknown as string}</Interpolate>)).toThrow(
      /<Interpolate> takes its message as one string, not a React element/,
    );
  });
});
