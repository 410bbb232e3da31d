import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { siteFixture } from '../../fixtures/site';
import { loadFakePagefind, loadMissingPagefind, loadPagefindForever } from '../../fixtures/search';
import { de } from '../../i18n/de';
import { Navbar } from '../Navbar';
import type { LoadPagefind } from './pagefind';
import { PagefindContext } from './PagefindContext';
import { SearchBar } from './SearchBar';

/** The search box where sites show it: in the navbar, searching a stand-in index. */
function SearchBarInNavbar({ loadPagefind }: { loadPagefind: LoadPagefind }) {
  return (
    <PagefindContext.Provider value={loadPagefind}>
      <div style={{ minHeight: '40rem' }}>
        <Navbar
          title={siteFixture.title}
          items={siteFixture.navbar.items}
          colorMode={siteFixture.colorMode}
          searchSlot={<SearchBar />}
        />
      </div>
    </PagefindContext.Provider>
  );
}

const meta = {
  component: SearchBarInNavbar,
  title: 'Components/SearchBar',
  args: { loadPagefind: loadFakePagefind },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchBarInNavbar>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone' } };

const search =
  (query: string, expectedStatus: string, chooseFirst = false): Story['play'] =>
  async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: de['search.label'] }), query);
    await expect(await canvas.findByText(expectedStatus, {}, { timeout: 3000 })).toBeVisible();
    if (chooseFirst) await userEvent.keyboard('{ArrowDown}');
  };

const results = search('Checkpoint', '3 Ergebnisse für „Checkpoint“', true);
const noResults = search('Kubernetes', 'Keine Ergebnisse für „Kubernetes“');
const loading = search('Checkpoint', de['search.loading']);
const failed = search('Checkpoint', de['search.error']);

export const Closed: Story = {};
export const ClosedPhone: Story = { globals: phone };
export const Loading: Story = { args: { loadPagefind: loadPagefindForever }, play: loading };
export const Results: Story = { play: results };
export const ResultsPhone: Story = { play: results, globals: phone };
export const ResultsPhoneDark: Story = { play: results, globals: { ...phone, colorMode: 'dark' } };
export const NoResults: Story = { play: noResults };
export const IndexMissing: Story = { args: { loadPagefind: loadMissingPagefind }, play: failed };
export const IndexMissingPhone: Story = { args: { loadPagefind: loadMissingPagefind }, play: failed, globals: phone };
