import { describe, expect, it } from 'vitest';
import { docSidebarFixture } from '../../fixtures/docs';
import { findSidebar, findSidebarDoc, sidebarTrail } from './sidebar-lookup';

describe('findSidebar', () => {
  it('returns the sidebar with the id', () => {
    expect(findSidebar([docSidebarFixture], 'docsSidebar')).toBe(docSidebarFixture);
  });

  it('names the sidebar ids that exist when the id is missing', () => {
    expect(() => findSidebar([docSidebarFixture, { id: 'apiSidebar', items: [] }], 'tutorialSidebar')).toThrow(
      'There is no docs sidebar with the id "tutorialSidebar". Available sidebar ids: apiSidebar, docsSidebar.',
    );
  });

  it('says so when there are no sidebars at all', () => {
    expect(() => findSidebar([], 'docsSidebar')).toThrow('Available sidebar ids: (none).');
  });
});

describe('findSidebarDoc', () => {
  it('finds a doc inside a category', () => {
    expect(findSidebarDoc(docSidebarFixture, 'checkpoint').href).toBe('/docs/checkpoint');
  });

  it('names the doc ids of the sidebar when the doc is missing', () => {
    expect(() => findSidebarDoc(docSidebarFixture, 'documentation')).toThrow(
      'The doc id "documentation" is not in the docs sidebar "docsSidebar". Doc ids in this sidebar: checkpoint, installation, podman.',
    );
  });
});

describe('sidebarTrail', () => {
  it('lists the categories down to the linked item', () => {
    expect(sidebarTrail(docSidebarFixture.items, '/docs/checkpoint')).toEqual(['Für Fortgeschrittene', 'Checkpoint']);
  });

  it('is empty for a path the sidebar does not link to', () => {
    expect(sidebarTrail(docSidebarFixture.items, '/docs/documentation')).toEqual([]);
  });
});
