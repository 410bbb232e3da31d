import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LoadPagefind } from '../../components/Search/pagefind';
import { PagefindContext } from '../../components/Search/PagefindContext';
import { loadFakePagefind, loadMissingPagefind } from '../../fixtures/search';
import { SearchPageLayout } from './SearchPageLayout';

/** The results page searching a stand-in index; the query comes from the story's URL. */
function SearchPage({ loadPagefind }: { loadPagefind: LoadPagefind }) {
  return (
    <PagefindContext.Provider value={loadPagefind}>
      <SearchPageLayout kind="search" path="/search" />
    </PagefindContext.Provider>
  );
}

const meta = {
  component: SearchPage,
  title: 'Layouts/SearchPageLayout',
  args: { loadPagefind: loadFakePagefind },
  parameters: { layout: 'fullscreen', initialPath: '/search?q=Checkpoint' },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone' } };

export const Results: Story = {};
export const ResultsPhone: Story = { globals: phone };
export const FilteredToDocs: Story = { parameters: { initialPath: '/search?q=Checkpoint&section=docs' } };
export const WithoutQuery: Story = { parameters: { initialPath: '/search' } };
export const NoResults: Story = { parameters: { initialPath: '/search?q=Kubernetes' } };
export const IndexMissing: Story = { args: { loadPagefind: loadMissingPagefind } };
export const IndexMissingPhone: Story = { args: { loadPagefind: loadMissingPagefind }, globals: { ...phone } };
