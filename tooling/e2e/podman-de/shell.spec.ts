import { expect, test } from '@playwright/test';
import { collectConsoleProblems, waitForHydration } from '../support/page';

const NAVBAR = 'Hauptnavigation';
const MENU_BUTTON = 'Navigationsleiste umschalten';
const DRAWER = 'Navigationsmenü';
const ANNOUNCEMENT = 'Ankündigung';

test.describe('navbar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the configured items in order and marks the docs item on doc pages', async ({ page }) => {
    const problems = collectConsoleProblems(page);
    await page.goto('/docs/installation');
    const navbar = page.getByRole('navigation', { name: NAVBAR });
    const labels = await navbar.getByRole('list').getByRole('link').allInnerTexts();
    // An external link's text ends with a visually hidden hint on a line of its own.
    expect(labels.map((label) => label.split('\n')[0]!.trim())).toEqual([
      'Funktionen',
      'Erste Schritte',
      'Community',
      'Entwicklungsblog',
      'Dokumentation',
      'GitHub',
    ]);
    await expect(navbar.getByRole('link', { name: 'Dokumentation' })).toHaveAttribute('aria-current', 'page');
    await expect(navbar.getByRole('link', { name: /^Entwicklungsblog/ })).toHaveAttribute('target', '_blank');
    await expect(navbar.getByRole('link', { name: 'Podman' }).first()).toHaveAttribute('href', '/');
    await waitForHydration(page);
    expect(problems).toEqual([]);
    // The external-link icon is drawn by the stylesheet (allowed by the page's Content-Security-Policy, as the empty
    // list of console problems shows): a box of 13.5 px masked by the icon's image.
    const icon = navbar.getByRole('link', { name: /^GitHub/ }).locator('[aria-hidden="true"]');
    await expect(icon).toHaveCSS('width', '13.5px');
    await expect(icon).toHaveCSS('mask-image', /^url\("data:image\/svg\+xml,/);
  });

  test('icons the stylesheet draws keep the colour of their text under forced colours', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/docs/installation');
    const navbar = page.getByRole('navigation', { name: NAVBAR });
    for (const control of [
      navbar.getByRole('link', { name: /^GitHub/ }),
      page.getByRole('button', { name: /^Umschalten zwischen dunkler und heller Ansicht/ }),
    ]) {
      const [text, icon] = await control.evaluate((element) => [
        getComputedStyle(element).color,
        getComputedStyle(element.querySelector('[aria-hidden="true"]')!).backgroundColor,
      ]);
      expect(icon).toBe(text);
    }
  });

  test('slides away while scrolling down and comes back on scrolling up', async ({ page }) => {
    await page.goto('/docs');
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', { name: NAVBAR });
    await page.mouse.wheel(0, 1500);
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(navbar).toBeInViewport();
  });

  test('the skip link is the first thing keyboard focus reaches', async ({ page }) => {
    await page.goto('/docs');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeFocused();
  });
});

test.describe('mobile drawer', () => {
  test('at 390 px the search box shows its whole placeholder, and the navbar fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/docs');
    const room = await page
      .getByRole('combobox', { name: 'Website durchsuchen' })
      .evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const contentWidth = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { placeholder: context.measureText(input.placeholder).width, contentWidth };
      });
    expect(room.placeholder).toBeLessThanOrEqual(room.contentWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a width of 997 px shows the items and no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 997, height: 800 });
    await page.goto('/docs');
    await expect(page.getByRole('button', { name: MENU_BUTTON })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: NAVBAR }).getByRole('link', { name: 'Funktionen' }),
    ).toBeVisible();
  });

  test('a width of 996 px hides the items behind the menu button; the drawer locks scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 996, height: 800 });
    await page.goto('/features');
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', { name: NAVBAR });
    await expect(navbar.getByRole('link', { name: 'Funktionen' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: MENU_BUTTON });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: DRAWER });
    await expect(drawer.getByRole('link', { name: 'Funktionen' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: 'Dokumentation' })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.getByRole('button', { name: 'Navigationsleiste schließen' }).click();
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('visible');
  });

  test('the drawer closes when the window grows past 996 px', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto('/docs');
    await waitForHydration(page);
    await page.getByRole('button', { name: MENU_BUTTON }).click();
    await expect(page.getByRole('dialog', { name: DRAWER })).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.getByRole('dialog', { name: DRAWER })).toBeHidden();
  });

  test('on doc pages the drawer shows the docs sidebar first and closes on back navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/docs');
    await waitForHydration(page);
    await page.getByRole('button', { name: MENU_BUTTON }).click();
    const drawer = page.getByRole('dialog', { name: DRAWER });
    await drawer
      .getByRole('navigation', { name: 'Seitenleiste der Dokumentation' })
      .getByRole('link', { name: 'Installation' })
      .click();
    await expect(page).toHaveURL(/\/docs\/installation$/);
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: MENU_BUTTON }).click();
    await drawer.getByRole('button', { name: '← Zurück zum Hauptmenü' }).click();
    await expect(drawer.getByRole('link', { name: 'Funktionen' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('visible');
  });
});

test.describe('footer', () => {
  test('holds the groups Dokumentation, Community and Projekte, marks external links, and shows the 2025 copyright', async ({
    page,
  }) => {
    await page.goto('/docs');
    const footer = page.getByRole('contentinfo');
    const groups = footer.locator('h2');
    await expect(groups).toHaveText(['Dokumentation', 'Community', 'Projekte'], { useInnerText: false });
    const linksOf = (title: string) =>
      footer.locator('section', { has: page.locator('h2', { hasText: title }) }).getByRole('link');
    expect(
      (await linksOf('Dokumentation').allTextContents()).map((text) =>
        text.replace(' (öffnet eine externe Seite)', ''),
      ),
    ).toEqual(['Installationsanleitung', 'Dokumentation', 'Befehlsreferenz']);
    await expect(footer.getByRole('link', { name: 'Installationsanleitung' })).toHaveAttribute(
      'href',
      '/docs/installation',
    );
    await expect(footer.getByRole('link', { name: 'Befehlsreferenz (öffnet eine externe Seite)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    for (const name of ['Matrix', 'Discord', 'Mailingliste', 'Blog', 'RSS-Feed'])
      await expect(linksOf('Community').filter({ hasText: name })).toHaveCount(1);
    for (const name of ['Podman Desktop', 'Diese Website', 'podman-desktop.io'])
      await expect(linksOf('Projekte').filter({ hasText: name })).toHaveCount(1);
    await expect(footer).toContainText('Copyright © 2025 Podman Container Tools');
  });
});

test.describe('announcement bar', () => {
  test('stays closed after a reload, without showing before hydration', async ({ page }) => {
    await page.goto('/docs');
    await waitForHydration(page);
    const bar = page.getByRole('region', { name: ANNOUNCEMENT });
    await expect(bar).toContainText('Willkommen');
    await bar.getByRole('button', { name: 'Schließen' }).click();
    await expect(bar).toBeHidden();
    // Without JavaScript bundles the page is never hydrated: only the head script and CSS can hide the bar.
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-dismissed', 'true');
    await expect(page.getByRole('region', { name: ANNOUNCEMENT })).toBeHidden();
  });
});
