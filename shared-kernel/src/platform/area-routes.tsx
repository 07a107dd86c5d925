import { createContext, useContext, type ReactNode } from 'react';
import { matchPath, useLocation, type Params } from 'shared-kernel/routing';
import { NotFoundPage } from '../ui/not-found-page';
import { useSignedIn } from './use-session';

export interface AreaPage {
  /** A react-router path pattern over the full location, e.g. '/contact-history/:id' or '/chat/*'. */
  path: string;
  element: ReactNode;
}

const AreaParamsContext = createContext<Params>({});

/**
 * A remote's own page switch: the first page whose pattern matches the full path is shown; no match
 * shows the not-found page. Remotes do not depend on where the shell mounts them.
 */
export function AreaRoutes({ pages }: { pages: readonly AreaPage[] }) {
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  for (const page of pages) {
    const match = matchPath({ path: page.path, end: true }, pathname);
    if (match) return <AreaParamsContext.Provider value={match.params}>{page.element}</AreaParamsContext.Provider>;
  }
  return <NotFoundPage signedIn={signedIn} />;
}

/** Params of the page `AreaRoutes` picked (`:id`, and '*' for the rest of a splat). */
export function useAreaParams<K extends string = string>(): Readonly<Params<K>> {
  return useContext(AreaParamsContext) as Readonly<Params<K>>;
}
