// The router every app uses, re-exported from one shared module: the console has one router at run
// time, and only these parts of react-router are downloaded (a package shared by name is never
// tree-shaken, a module of the kernel keeps just what it re-exports). Apps import routing from here,
// never from react-router-dom (ESLint enforces it); add an export here when an app needs one more.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, Params, To } from 'react-router-dom';
// Which screens each role may open: the menu, the route guard and the return path after sign-in read it.
export { ROUTE_ACCESS, canOpenRoute, consoleRoleOf, routeAccessFor, type ConsoleRole, type RouteAccess } from './route-access';
