import { axeViolations } from '@kran/axe-check';
import { expect, test as base, type Page } from '@playwright/test';
import { readStories } from './storybook-index';
import { openStory, recordStoryOutcomes } from './story-page';

const indexed = readStories(new URL('../storybook-static/', import.meta.url));
/** The theme's stories; the ones tagged `a11y-fixture` (a11y/fixtures) test the check itself. */
const stories = indexed.filter((story) => !story.tags.includes('a11y-fixture'));
const failingPlay = indexed.find((story) => story.id === 'a11y-check-fixtures-failing-play--play-throws');
const modes = ['light', 'dark'] as const;

// One page per worker: a fresh browser context per story would cost more than the story's check.
const test = base.extend<{ storyPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      // Each story starts without what an earlier one stored (colour mode, a dismissed announcement).
      await context.addInitScript(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await recordStoryOutcomes(context);
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ workerPage }, provide) => {
    await workerPage.setViewportSize({ width: 1280, height: 800 });
    await provide(workerPage);
  },
});

async function violationsOf(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map(
    ({ id, help, targets }) => `${id}: ${help} (${targets.slice(0, 5).join(', ')})`,
  );
}

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

test("a story whose play function throws fails the check with the story's error", async ({ storyPage: page }) => {
  expect(failingPlay, 'the fixture a11y/fixtures/FailingPlay.stories.tsx is in the built Storybook').toBeDefined();
  await expect(openStory(page, failingPlay!.id, 'light')).rejects.toThrow(
    /Story a11y-check-fixtures-failing-play--play-throws failed to render or play:\n.*The fixture play function fails on purpose\./s,
  );
});

for (const story of stories) {
  test(`${story.id}: axe finds no WCAG 2 A/AA violation in light and dark mode`, async ({ storyPage: page }) => {
    const found: string[] = [];
    for (const mode of modes) {
      const settings = await openStory(page, story.id, mode);
      // A story that fixes its colour mode looks the same in both runs.
      if (settings.colorMode && settings.colorMode !== mode) continue;
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const width = page.viewportSize()!.width;
      for (const violation of await violationsOf(page)) found.push(`${story.id} (${mode}, ${width} px) ${violation}`);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
