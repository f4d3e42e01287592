// The router APIs the apps use, from one shared module. Sharing react-router-dom whole defeats tree
// shaking (about 60 KB gz on every first paint); sharing this module instead keeps one router context
// per page and only these exports (about 14 KB). Apps import the router only from here (eslint says so).
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { To } from 'react-router-dom';
