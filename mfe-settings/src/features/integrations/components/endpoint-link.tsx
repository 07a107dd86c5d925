import { Link } from 'shared-kernel/mui';
import { Link as RouterLink } from 'shared-kernel/routing';
import { endpointPath } from '../lib/endpoint-state';

/** The endpoint's address, opening its page (its name is the address itself). */
export function EndpointLink({ id, url }: { id: string; url: string }) {
  return (
    <Link component={RouterLink} to={endpointPath(id)} underline="hover" sx={{ wordBreak: 'break-all', fontWeight: 600 }}>
      {url}
    </Link>
  );
}
