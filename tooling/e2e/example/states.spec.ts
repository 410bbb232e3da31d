import { expect, test, type Page, type Route } from '@playwright/test';
import { en } from '@kran/theme';
import { exampleBuildDir } from '../support/example-build';
import { waitForHydration } from '../support/page';
import { findAssetBySource } from '../support/served-build';

const LIVE_PAGE = '/docs/interactive-elements';

/** Holds back or fails the chunk with the live editor (react-live). Returns a function that lets later requests through. */
async function interceptLiveEditorChunk(page: Page, handle: (route: Route) => Promise<void>): Promise<() => void> {
  let isIntercepting = true;
  const liveEditorChunk = await findAssetBySource('react-live', exampleBuildDir);
  await page.route(`**${liveEditorChunk}`, async (route) => {
    if (isIntercepting) await handle(route);
    else await route.continue();
  });
  return () => {
    isIntercepting = false;
  };
}

test('a slow lazy part shows a centred spinning indicator, then the live editor with its result below', async ({
  page,
}) => {
  await interceptLiveEditorChunk(page, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(LIVE_PAGE);
  // Until the editor arrives, the highlighted source stands in for it, with the spinner below.
  const fallbackCode = page.locator('main article pre').first();
  const spinner = page.getByTestId('spinner');
  await expect(spinner).toBeVisible();
  await expect(page.getByRole('status')).toContainText(en['lazy.loading']);
  const cycle = await spinner.evaluate((element) => parseFloat(getComputedStyle(element).animationDuration));
  expect(cycle).toBeGreaterThanOrEqual(1.5);
  expect(cycle).toBeLessThanOrEqual(3);
  const [spinnerBox, blockBox] = [await spinner.boundingBox(), await fallbackCode.boundingBox()];
  expect(Math.abs(spinnerBox!.x + spinnerBox!.width / 2 - (blockBox!.x + blockBox!.width / 2))).toBeLessThan(4);

  const editor = page.getByRole('textbox', { name: en['liveCodeBlock.editor'] });
  await expect(editor).toBeVisible();
  await expect(spinner).toHaveCount(0);
  const result = page.getByRole('button', { name: 'Clicks: 0' });
  const [resultBox, editorBox] = [await result.boundingBox(), await editor.boundingBox()];
  expect(resultBox!.y).toBeGreaterThan(editorBox!.y + editorBox!.height);
  await result.click();
  await expect(page.getByRole('button', { name: 'Clicks: 1' })).toBeVisible();
});

test('a lazy part that fails to load shows an error with a Retry button that loads it again', async ({ page }) => {
  const allow = await interceptLiveEditorChunk(page, (route) => route.abort());
  await page.goto(LIVE_PAGE);
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toContainText(en['lazy.error']);
  allow();
  await page.getByRole('button', { name: en['lazy.retry'] }).click();
  await expect(page.getByRole('textbox', { name: en['liveCodeBlock.editor'] })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clicks: 0' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** Records every inline transition the details content gets while it opens. */
async function openDetailsAndRecordTransitions(page: Page): Promise<{ transitions: string[]; openedWithinMs: number }> {
  await page.goto('/docs/writing-pages');
  await waitForHydration(page);
  return page.evaluate(async () => {
    const details = [...document.querySelectorAll('main details')].find((element) =>
      element.textContent!.includes('What happens when this opens?'),
    )!;
    const content = details.querySelector('summary')!.nextElementSibling as HTMLElement;
    const transitions: string[] = [];
    new MutationObserver(() => {
      if (content.style.transition && content.style.transition !== 'none') transitions.push(content.style.transition);
    }).observe(content, { attributes: true, attributeFilter: ['style'] });
    const started = performance.now();
    details.querySelector('summary')!.click();
    await new Promise<void>((resolve) => {
      const check = () => (content.getAttribute('style') ? requestAnimationFrame(check) : resolve());
      requestAnimationFrame(check);
    });
    return { transitions, openedWithinMs: performance.now() - started };
  });
}

test('details slide open in a time that grows with their height', async ({ page }) => {
  const { transitions } = await openDetailsAndRecordTransitions(page);
  expect(transitions).toHaveLength(1);
  const durationMs = Number(/height (\d+)ms/.exec(transitions[0]!)?.[1]);
  expect(durationMs).toBeGreaterThan(150);
  expect(durationMs).toBeLessThanOrEqual(450);
  await expect(page.getByText('The content slides open.')).toBeVisible();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('details open with a 1 ms transition', async ({ page }) => {
    const { transitions, openedWithinMs } = await openDetailsAndRecordTransitions(page);
    expect(transitions).toEqual([expect.stringMatching(/^height 1ms\b/)]);
    expect(openedWithinMs).toBeLessThan(150);
    await expect(page.getByText('The content slides open.')).toBeVisible();
  });
});
