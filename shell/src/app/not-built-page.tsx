import { AreaNotBuilt } from 'shared-kernel/ui';

/** Account screens of a later issue: a plain page naming the screen, nothing faked. */
export function NotBuiltPage({ name }: { name: string }) {
  return <AreaNotBuilt area={name} />;
}
