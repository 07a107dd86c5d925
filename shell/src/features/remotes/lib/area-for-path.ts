// Which remote renders a console path: the one whose AREAS patterns match it.
import { AREAS, type AreaDefinition } from 'shared-kernel/contracts';
import { matchPath } from 'shared-kernel/routing';

export function areaForPath(pathname: string): AreaDefinition | undefined {
  return AREAS.find((area) => area.paths.some((pattern) => matchPath(pattern, pathname)));
}
