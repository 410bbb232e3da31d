import type { BrowserContext, Page } from '@playwright/test';

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

/** What Storybook's channel told about the story a page opened: its `storyFinished` and every error reported. */
interface StoryOutcome {
  finished: { storyId: string; status: 'success' | 'error' }[];
  errors: string[];
}

type OutcomeWindow = Window & { __KRAN_STORY_OUTCOME__?: StoryOutcome };

/**
 * Makes every page the context opens record what Storybook's channel reports about its story (Storybook 10's
 * events): `storyFinished` with its status, and the errors of `playFunctionThrewException`,
 * `unhandledErrorsWhilePlaying`, `storyThrewException` and `storyErrored`. openStory reads the record.
 */
export async function recordStoryOutcomes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const outcome: StoryOutcome = { finished: [], errors: [] };
    (window as OutcomeWindow).__KRAN_STORY_OUTCOME__ = outcome;
    const describe = (error: { name?: string; message?: string; stack?: string }) =>
      error.stack?.includes(error.message ?? '') ? error.stack : `${error.name ?? 'Error'}: ${error.message ?? ''}`;
    type Channel = { on: (event: string, listener: (payload: never) => void) => void };
    const heard = new WeakSet<Channel>();
    let current: Channel | undefined;
    // Storybook puts its channel on the window before it renders a story; listening from then on misses nothing.
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => current,
      set: (channel: Channel | undefined) => {
        current = channel;
        if (!channel || heard.has(channel)) return;
        heard.add(channel);
        channel.on('storyFinished', (payload: StoryOutcome['finished'][number]) => outcome.finished.push(payload));
        channel.on('playFunctionThrewException', (error: Error) => outcome.errors.push(describe(error)));
        channel.on('storyThrewException', (error: Error) => outcome.errors.push(describe(error)));
        channel.on('unhandledErrorsWhilePlaying', (errors: Error[]) => outcome.errors.push(...errors.map(describe)));
        channel.on('storyErrored', ({ title, description }: { title: string; description: string }) =>
          outcome.errors.push(`${title}\n${description}`),
        );
      },
    });
  });
}

/**
 * Opens a story alone (iframe.html) with the given colour mode and waits until Storybook has finished
 * it: rendered and played. A story that fixes a viewport is played at that size (opened again when the page had
 * another). A story that fails to render or whose play function fails throws its error. The page's context must
 * record story outcomes (recordStoryOutcomes). The a11y addon's own run is switched off, as axe runs from Playwright.
 */
export async function openStory(page: Page, id: string, colorMode: string): Promise<StorySettings> {
  let settings = await loadStory(page, id, colorMode);
  const size = page.viewportSize();
  if (settings.viewport && (size?.width !== settings.viewport.width || size.height !== settings.viewport.height)) {
    await page.setViewportSize(settings.viewport);
    settings = await loadStory(page, id, colorMode);
  }
  const { finished, errors } = await page.evaluate(() => (window as OutcomeWindow).__KRAN_STORY_OUTCOME__!);
  const shown = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? `${document.getElementById('error-message')?.textContent ?? ''}\n${document.getElementById('error-stack')?.textContent ?? ''}`
      : undefined,
  );
  if (shown !== undefined) errors.push(shown.trim());
  if (finished.some((each) => each.storyId === id && each.status === 'error') && errors.length === 0)
    errors.push('Storybook finished it with the status "error".');
  if (errors.length > 0) throw new Error(`Story ${id} failed to render or play:\n${[...new Set(errors)].join('\n')}`);
  return settings;
}

/** How long a story may take to render and play on a busy machine before its wait fails with what was heard. */
const storyFinishedWithin = 40_000;

/** Loads the story and waits for its `storyFinished`; its settings, read from the story Storybook prepared. */
async function loadStory(page: Page, id: string, colorMode: string): Promise<StorySettings> {
  await page.goto(
    `/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=colorMode:${colorMode};a11y.manual:!true`,
  );
  if (!(await page.evaluate(() => '__KRAN_STORY_OUTCOME__' in window)))
    throw new Error("openStory needs the page's context to record story outcomes: call recordStoryOutcomes first.");
  await page
    .waitForFunction(
      (storyId) => (window as OutcomeWindow).__KRAN_STORY_OUTCOME__!.finished.some((each) => each.storyId === storyId),
      id,
      { timeout: storyFinishedWithin },
    )
    .catch(async () => {
      const heard = await page.evaluate(() => (window as OutcomeWindow).__KRAN_STORY_OUTCOME__);
      throw new Error(
        `Storybook did not finish story ${id} (${colorMode}, ${page.viewportSize()?.width} px) within ` +
          `${storyFinishedWithin / 1000} s; its channel reported ${JSON.stringify(heard)}.`,
      );
    });
  return page.evaluate((storyId) => {
    const story = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyRenders.find(
      (render) => render.id === storyId,
    )?.story;
    if (!story) return {};
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
