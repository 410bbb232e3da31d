import { LiveCodeBlock } from '../../LiveCodeBlock/index.js';
import type { IslandProps } from '../../../islands/island-registry.js';

/** A ```jsx live block: the editor takes over the highlighted source the server rendered. */
export default function LiveCodeBlockIsland({ props, slots }: IslandProps<{ code: string }>) {
  return <LiveCodeBlock code={props.code} codeHtml={slots[0] ?? ''} />;
}
