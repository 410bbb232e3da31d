import { describe, expect, it } from 'vitest';
import { isModuleFetchFailure } from './module-fetch-failure';

describe('isModuleFetchFailure', () => {
  it("tells the browsers' failures to fetch a script module", () => {
    const url = 'https://podman.io/assets/chunk-PK4X3IPG.js';
    expect(isModuleFetchFailure(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(true);
    expect(isModuleFetchFailure(new TypeError(`error loading dynamically imported module: ${url}`))).toBe(true);
    expect(isModuleFetchFailure(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('leaves other failures to be tried again in place', () => {
    expect(isModuleFetchFailure(new Error('chunk missing'))).toBe(false);
    expect(isModuleFetchFailure(new TypeError("Cannot read properties of undefined (reading 'LiveEditor')"))).toBe(
      false,
    );
  });
});
