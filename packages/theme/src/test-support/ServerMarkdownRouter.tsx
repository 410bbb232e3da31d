import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { MarkdownRendererContext } from '../components/Markdown/Markdown';
import { renderMarkdownWithRehypeReact } from '../components/Markdown/render-markdown-with-rehype-react';

/**
 * A MemoryRouter under which Markdown renders hast content with the server's renderer, as prerendering does: for
 * tests of components that take content as hast. The browser's path (HTML content and islands) has its own tests.
 */
export function ServerMarkdownRouter(props: ComponentProps<typeof MemoryRouter>) {
  return (
    <MarkdownRendererContext.Provider value={renderMarkdownWithRehypeReact}>
      <MemoryRouter {...props} />
    </MarkdownRendererContext.Provider>
  );
}
