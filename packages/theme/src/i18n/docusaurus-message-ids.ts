import type { MessageKey } from './de.js';

/** Where a Docusaurus `code.json` id lands in the theme's table, and its placeholders' names in the theme's message. */
export interface DocusaurusMessage {
  key: MessageKey;
  /** Docusaurus's placeholder name -> the theme's: `{ readingTime: 'count' }`. */
  placeholders?: Readonly<Record<string, string>>;
}

/**
 * The ids of Docusaurus's theme strings (`code.json` of a Docusaurus site, `@docusaurus/theme-translations`) that
 * word a message of this theme, so a translated `code.json` changes the texts of the built locale.
 */
export const DOCUSAURUS_MESSAGE_IDS: Readonly<Record<string, DocusaurusMessage>> = {
  'theme.common.skipToMainContent': { key: 'skipToContent.label' },
  'theme.NavBar.navAriaLabel': { key: 'navbar.label' },
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': { key: 'navbar.toggle' },
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': { key: 'navbar.close' },
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': { key: 'navbar.backToMainMenu' },
  'theme.IconExternalLink.ariaLabel': { key: 'link.external' },
  'theme.AnnouncementBar.closeButtonAriaLabel': { key: 'announcementBar.close' },
  'theme.BackToTopButton.buttonAriaLabel': { key: 'backToTop.label' },
  'theme.common.headingLinkTitle': { key: 'heading.anchor' },
  'theme.CodeBlock.copyButtonAriaLabel': { key: 'codeBlock.copy' },
  'theme.CodeBlock.copy': { key: 'codeBlock.copyTitle' },
  'theme.CodeBlock.copied': { key: 'codeBlock.copied' },
  'theme.CodeBlock.wordWrapToggle': { key: 'codeBlock.wrap' },
  'theme.Playground.liveEditor': { key: 'liveCodeBlock.editor' },
  'theme.Playground.result': { key: 'liveCodeBlock.result' },
  'theme.admonition.note': { key: 'admonition.note' },
  'theme.admonition.tip': { key: 'admonition.tip' },
  'theme.admonition.info': { key: 'admonition.info' },
  'theme.admonition.caution': { key: 'admonition.caution' },
  'theme.admonition.warning': { key: 'admonition.warning' },
  'theme.admonition.danger': { key: 'admonition.danger' },
  'theme.blog.sidebar.navAriaLabel': { key: 'blog.sidebarLabel' },
  'theme.blog.post.readingTime.plurals': { key: 'blog.readingTime', placeholders: { readingTime: 'count' } },
  'theme.blog.post.readMore': { key: 'blog.readMore' },
  'theme.blog.post.readMoreLabel': { key: 'blog.readMoreLabel' },
  'theme.tags.tagsListLabel': { key: 'blog.tags' },
  'theme.blog.paginator.navAriaLabel': { key: 'blogList.label' },
  'theme.blog.paginator.newerEntries': { key: 'blogList.newer' },
  'theme.blog.paginator.olderEntries': { key: 'blogList.older' },
  'theme.blog.post.paginator.navAriaLabel': { key: 'blogPost.label' },
  'theme.blog.post.paginator.newerPost': { key: 'blogPost.newer' },
  'theme.blog.post.paginator.olderPost': { key: 'blogPost.older' },
  'theme.tags.tagsPageLink': { key: 'blogTag.allTags' },
  'theme.blog.post.plurals': { key: 'blogTag.posts' },
  'theme.tags.tagsPageTitle': { key: 'blogTags.title' },
  'theme.blog.authorsList.pageTitle': { key: 'blogAuthors.title' },
  'theme.blog.authorsList.viewAll': { key: 'blogAuthor.allAuthors' },
  'theme.blog.author.noPosts': { key: 'blogAuthor.noPosts' },
  'theme.blog.archive.title': { key: 'blogArchive.title' },
  'theme.blog.archive.description': { key: 'blogArchive.description' },
  'theme.TOCCollapsible.toggleButtonLabel': { key: 'docs.onThisPage' },
  'theme.docs.paginator.previous': { key: 'docs.previous' },
  'theme.docs.paginator.next': { key: 'docs.next' },
  'theme.docs.paginator.navAriaLabel': { key: 'docs.paginationLabel' },
  'theme.common.editThisPage': { key: 'docs.editThisPage' },
  'theme.docs.breadcrumbs.navAriaLabel': { key: 'docs.breadcrumbs' },
  'theme.docs.breadcrumbs.home': { key: 'docs.homePage' },
  'theme.docs.sidebar.navAriaLabel': { key: 'docs.sidebarLabel' },
  'theme.docs.versionBadge.label': { key: 'docs.versionBadge', placeholders: { versionLabel: 'version' } },
  'theme.NotFound.title': { key: 'notFound.title' },
  'theme.NotFound.p1': { key: 'notFound.text' },
  'theme.NotFound.p2': { key: 'notFound.hint' },
  'theme.ErrorPageContent.title': { key: 'errorBoundary.title' },
  'theme.ErrorPageContent.tryAgain': { key: 'errorBoundary.retry' },
};

/**
 * Ids of Docusaurus's theme strings this theme words differently (a sentence built of other parts, a control it
 * does not have): a `code.json` may hold them, as Docusaurus writes every id, and they change nothing here.
 */
export const UNUSED_DOCUSAURUS_MESSAGE_IDS: ReadonlySet<string> = new Set([
  'theme.blog.tagTitle',
  'theme.blog.author.pageTitle',
  'theme.colorToggle.ariaLabel',
  'theme.colorToggle.ariaLabel.mode.dark',
  'theme.colorToggle.ariaLabel.mode.light',
  'theme.colorToggle.ariaLabel.mode.system',
  'theme.contentVisibility.draftBanner.message',
  'theme.contentVisibility.draftBanner.title',
  'theme.contentVisibility.unlistedBanner.message',
  'theme.contentVisibility.unlistedBanner.title',
  'theme.unlistedContent.title',
  'theme.unlistedContent.message',
  'theme.docs.DocCard.categoryDescription',
  'theme.docs.DocCard.categoryDescription.plurals',
  'theme.docs.breadcrumbs.home.text',
  'theme.docs.sidebar.collapseButtonAriaLabel',
  'theme.docs.sidebar.collapseButtonTitle',
  'theme.docs.sidebar.expandButtonAriaLabel',
  'theme.docs.sidebar.expandButtonTitle',
  'theme.docs.tagDocListPageTitle',
  'theme.docs.tagDocListPageTitle.nDocsTagged',
  'theme.docs.versions.latestVersionLinkLabel',
  'theme.docs.versions.latestVersionSuggestionLabel',
  'theme.docs.versions.unmaintainedVersionLabel',
  'theme.docs.versions.unreleasedVersionLabel',
  'theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel',
  'theme.DocSidebarItem.collapseCategoryAriaLabel',
  'theme.DocSidebarItem.expandCategoryAriaLabel',
  'theme.lastUpdated.atDate',
  'theme.lastUpdated.byUser',
  'theme.lastUpdated.lastUpdatedAtBy',
  'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel',
  'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel',
  'theme.navbar.mobileLanguageDropdown.label',
  'theme.navbar.mobileVersionsDropdown.label',
]);

/**
 * The ids of Docusaurus's search, ideal-image and PWA plugins (`theme.SearchPage.…`, `theme.SearchBar.…`,
 * `theme.SearchModal.…`, `theme.IdealImageMessage.…`, `theme.PwaReloadPopup.…`): Kran's search words its own texts,
 * the others have no counterpart.
 */
export const DOCUSAURUS_PLUGIN_ID = /^theme\.(SearchPage|SearchBar|SearchModal|IdealImageMessage|PwaReloadPopup)\./;
