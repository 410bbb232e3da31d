import { Link, type BlogPostLayoutProps } from '@kran/theme';
import DefaultBlogPostLayout from '@kran/theme/components/BlogPostLayout';

/** The theme's blog post, with a link back to the blog above it. */
export default function BlogPostLayout(props: BlogPostLayoutProps) {
  return (
    <>
      <nav className="example-back-to-blog" aria-label="Blog" data-testid="back-to-blog">
        <Link to="/blog">← Back to the blog</Link>
      </nav>
      <DefaultBlogPostLayout {...props} />
    </>
  );
}
