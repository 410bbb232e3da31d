import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page';

/**
 * What readers of the Podman site search for, and the page each query must bring into the first three
 * results of the search box: tool and command names (also hyphenated), German topics, versions.
 * Runs the theme's search box against the real Pagefind index of the built site.
 */
const expectations: [query: string, page: string][] = [
  ['podman-compose', '/blogs/2021/01/11/podman-compose'],
  ['docker-compose', '/blogs/2020/08/11/migrate-from-docker-compose'],
  ['rootless', '/blogs/2018/10/03/podman-remove-content-homedir'],
  ['systemd', '/blogs/2018/09/13/systemd'],
  ['Netavark', '/blogs/2022/11/11/nvav1.3'],
  ['4.0', '/release/2022/02/22/podman-release-v4.0.0'],
  ['v3.0.0', '/release/2021/02/11/podman-release-v3.0.0'],
  ['Podman 4.3', '/release/2022/10/22/podman-release-v4.3.0'],
  ['checkpoint', '/docs/checkpoint'],
  ['Container migrieren', '/docs/checkpoint'],
  ['podman machine', '/blogs/2019/01/14/podman-machine-and-boot2podman'],
  ['podman installieren', '/docs/installation'],
  ['Ubuntu', '/blogs/2021/06/16/install-podman-on-ubuntu'],
  ['Debian', '/blogs/2019/11/20/run-podman-on-debian'],
  ['Windows Installer', '/blogs/2022/06/08/podman-on-windows'],
  ['WSL', '/blogs/2020/01/30/podman-wsl'],
  ['Apple Silicon', '/blogs/2021/10/04/m1macs'],
  ['Homebrew', '/blogs/2022/03/15/podman4.0.2brew'],
  ['seccomp', '/blogs/2019/10/15/generate-seccomp-profiles'],
  ['cgroup v2', '/blogs/2019/10/31/cgroupv2'],
  ['varlink', '/blogs/2019/01/16/podman-varlink'],
  ['REST-API', '/blogs/2020/07/01/rest-versioning'],
  ['Go-Bindings', '/blogs/2020/08/10/podman-go-bindings'],
  ['play kube', '/blogs/2021/10/28/build-kubernetes-pods-with-podman-play-kube'],
  ['Image signieren', '/blogs/2020/03/13/image-signing'],
  ['Manifest-Listen', '/blogs/2021/10/11/multiarch'],
  ['Buildah', '/blogs/2018/10/31/podman-buildah-relationship'],
  ['GitLab Runner', '/blogs/2020/11/13/gitlab-runner-and-podman'],
  ['Kurznamen', '/blogs/2020/12/01/short-container-names'],
  ['Spickzettel', '/blogs/2019/06/13/podman-cheatsheet'],
  ['Healthcheck', '/blogs/2019/04/22/health'],
  ['Docker-Daemon', '/blogs/2018/09/25/pulling-images-from-docker'],
  ['sudo', '/blogs/2021/10/16/sudo-with-rootless-podman'],
  ['NFS', '/blogs/2019/11/26/rootless-podman-and-nfs'],
  ['Container stoppen', '/docs'],
  ['Fedora 35', '/blogs/2022/03/06/why_no_podman4_f35'],
  ['Pods verwalten', '/blogs/2019/01/15/podman-pods'],
  ['Overlay', '/blogs/2020/07/18/speed-up-build-with-overlayfs'],
  ['Mailingliste', '/blogs/2019/06/17/mailinglist'],
  ['Fehlerbehebung', '/blogs/2020/08/17/work-the-problems'],
  ['Docker migrieren', '/blogs/2019/11/05/docker2podman'],
];

/** The pages the search box lists for a query, best first (without their sections and the results page). */
async function listedPages(page: Page, query: string): Promise<string[]> {
  const searchBox = page.getByRole('combobox', { name: 'Website durchsuchen' });
  await searchBox.fill(query);
  await expect(page.getByRole('search').getByRole('status')).toContainText(`für „${query}“`);
  const hrefs = await page
    .getByRole('listbox', { name: 'Suchergebnisse' })
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));
  return hrefs.filter((href) => !href.includes('#') && !href.startsWith('/search'));
}

test(`each of ${expectations.length} reader queries brings its page into the first three results`, async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/docs');
  await waitForHydration(page);
  for (const [query, expected] of expectations) {
    const firstThree = (await listedPages(page, query)).slice(0, 3);
    expect.soft(firstThree, `the first three results for „${query}“`).toContain(expected);
  }
});
