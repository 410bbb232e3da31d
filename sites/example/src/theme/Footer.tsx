import type { FooterProps } from '@kran/theme';
import DefaultFooter from '@kran/theme/components/Footer';

/** The theme's footer, followed by a line of the site's own. */
export default function Footer(props: FooterProps) {
  return (
    <div className="example-footer">
      <DefaultFooter {...props} />
      <p className="example-footer__built-with" data-testid="built-with-kran">
        Built with Kran, the theme reused with this site's own colours and fonts.
      </p>
    </div>
  );
}
