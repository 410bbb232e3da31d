import type { Page } from '@playwright/test';

/** What a story fixes for itself in its `globals`, and the viewports the preview offers. */
export interface StorySettings {
  colorMode?: string;
  viewport?: { width: number; height: number };
}

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: {
    storyRenders: {
      id: string;
      phase?: string;
      story?: { storyGlobals: Record<string, unknown>; parameters: Record<string, unknown> };
    }[];
  };
};

/**
 * Opens a story alone (iframe.html) with the given colour mode and waits until Storybook has finished
 * it: rendered and played. The a11y addon's own run is switched off, as axe runs from Playwright.
 */
export async function openStory(page: Page, id: string, colorMode: string): Promise<StorySettings> {
  await page.goto(
    `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=colorMode:${colorMode};a11y.manual:!true`,
  );
  await page.waitForFunction(
    (storyId) =>
      (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyRenders.find((render) => render.id === storyId)?.phase ===
      'finished',
    id,
  );
  const error = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? `${document.getElementById('error-message')?.textContent ?? ''}\n${document.getElementById('error-stack')?.textContent ?? ''}`
      : undefined,
  );
  if (error !== undefined) throw new Error(`Story ${id} failed to render or play:\n${error.trim()}`);
  return page.evaluate((storyId) => {
    const story = (window as PreviewWindow).__STORYBOOK_PREVIEW__!.storyRenders.find(
      (render) => render.id === storyId,
    )!.story!;
    const globals = story.storyGlobals as { colorMode?: string; viewport?: { value?: string } };
    const options = (
      story.parameters.viewport as
        { options?: Record<string, { styles: { width: string; height: string } }> } | undefined
    )?.options;
    const styles = globals.viewport?.value ? options?.[globals.viewport.value]?.styles : undefined;
    return {
      ...(globals.colorMode ? { colorMode: globals.colorMode } : {}),
      ...(styles
        ? { viewport: { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) } }
        : {}),
    };
  }, id);
}
