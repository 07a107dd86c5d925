// The module the shell loads ('./App'): this area's pages, matched on the full location.
// Until the area's issue lands each page is a plain placeholder naming it; nothing else is faked.
import { AreaRoutes, type AreaPage } from 'shared-kernel/platform';
import { AreaNotBuilt } from 'shared-kernel/ui';
import { AREA } from './area';
import { PAGE_NAMES } from './texts';

const pages: AreaPage[] = AREA.paths.map((path) => ({
  path,
  element: <AreaNotBuilt area={`${AREA.title} · ${PAGE_NAMES[path]}`} />,
}));

export default function AgentsArea() {
  return <AreaRoutes pages={pages} />;
}
