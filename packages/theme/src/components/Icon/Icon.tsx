/** Attributes an icon passes on, such as `data-platform`, which its stylesheet can choose the image by. */
type DataAttributes = { [name: `data-${string}`]: string | undefined };

export type IconProps = {
  /** The module class that gives the icon its size and its image (`--icon`). */
  className: string | undefined;
} & DataAttributes;

/**
 * An icon the stylesheet draws (the global `kran-icon` rule: a mask of `--icon` in the text's colour, the system
 * colours under forced colours). It is decoration: screen readers skip it, so its control needs a name of its own.
 */
export function Icon({ className, ...data }: IconProps) {
  return <span className={className ? `kran-icon ${className}` : 'kran-icon'} {...data} aria-hidden="true" />;
}
