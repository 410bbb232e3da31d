import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveCode, liveCodeText } from '../../fixtures/code-block';
import { de } from '../../i18n/de';
import { LiveCodeBlock } from './LiveCodeBlock';

describe('LiveCodeBlock', () => {
  it('shows the highlighted source until the editor has loaded', () => {
    render(<LiveCodeBlock code={liveCodeText}>{liveCode}</LiveCodeBlock>);
    expect(screen.getByText(de['liveCodeBlock.editor'])).toBeTruthy();
    expect(screen.getByText("<p style={{ padding: '0.5rem', border: '1px solid currentColor' }}>")).toBeTruthy();
  });

  it('renders the result below the editor', async () => {
    render(<LiveCodeBlock code={liveCodeText}>{liveCode}</LiveCodeBlock>);
    const result = await screen.findByText('Live-Editor', { selector: 'strong' }, { timeout: 5000 });
    const editor = await screen.findByRole('textbox', { name: de['liveCodeBlock.editor'] });
    expect(editor.textContent).toContain('Hallo aus dem <strong>Live-Editor</strong>!');
    expect(editor.compareDocumentPosition(result) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const resultHeading = screen.getByText(de['liveCodeBlock.result']);
    expect(editor.compareDocumentPosition(resultHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(result.closest('p')?.textContent).toBe('Hallo aus dem Live-Editor!'));
  });
});
