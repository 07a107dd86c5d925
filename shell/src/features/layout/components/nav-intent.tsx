// Where a menu entry is about to take the user: hovering or focusing an entry tells the console,
// which prefetches that area's remote so the click finds it loaded.
import { createContext, useContext } from 'react';

export type NavIntent = (path: string) => void;

export const NavIntentContext = createContext<NavIntent>(() => undefined);

export function useNavIntent(): NavIntent {
  return useContext(NavIntentContext);
}
