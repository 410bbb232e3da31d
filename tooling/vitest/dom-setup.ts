import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Test files share a worker's jsdom and its loaded packages (isolate: false), but each file starts like a newly
// opened page: the project's own modules load anew, so page-wide state (loaded layouts, a storage warning already
// given) starts empty, and the document is emptied after each test.
vi.resetModules();

const pristineRootAttributes = [...document.documentElement.attributes].map(({ name, value }) => [name, value]);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // A test that sets the title or adds head tags leaves them to the next file in this worker otherwise.
  document.head.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  for (const [name, value] of pristineRootAttributes) document.documentElement.setAttribute(name!, value!);
});
