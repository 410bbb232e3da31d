/**
 * Whether a load failed because the browser could not fetch a script module (Chromium, Firefox and Safari word it
 * so). The browser keeps that failure for the document's lifetime and answers a second `import()` of the same
 * chunk with it at once, without asking the server again; and after a new deployment the chunk may be gone. Only a
 * new page load tries again, with the current HTML.
 */
export function isModuleFetchFailure(error: unknown): boolean {
  return (
    error instanceof TypeError && /dynamically imported module|Importing a module script failed/.test(error.message)
  );
}
