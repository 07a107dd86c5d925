import { sql, type SQL } from 'drizzle-orm';
import type { AvailabilityReason } from '../db/schema';

/** A user row as an availability change leaves it, with the value it had before. */
export interface ChangedAvailability {
  id: string;
  client_id: string | null;
  is_online: boolean;
  was_online: boolean;
  profile_photo: string | null;
}

/**
 * One statement that sets users.is_online (`online`: a value, or an expression over `before.is_online`)
 * with the other columns of `set`, for the users `ids`, and writes an availability_changes row for each
 * user whose value changed, in that same statement: the record can neither miss a change nor count one
 * that did not happen. The rows are locked first, so two changes at once read each other's result.
 * Returns the updated users (see ChangedAvailability); run it with `db.execute` and `rowsOf`.
 */
export function changeAvailability(ids: readonly string[], online: boolean | SQL, reason: AvailabilityReason, set: SQL = sql``): SQL {
  if (ids.length === 0) throw new Error('changeAvailability needs at least one user');
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const value = typeof online === 'boolean' ? sql`${online}::boolean` : online;
  return sql`
    with before as (select id, is_online from users where id in (${idList}) for update),
    updated as (
      update users u set is_online = ${value}, updated_at = now() ${set}
      from before where u.id = before.id
      returning u.id, u.client_id, u.is_online, before.is_online as was_online, u.profile_photo
    ),
    recorded as (
      insert into availability_changes (client_id, user_id, online, reason)
      select coalesce(client_id, id), id, is_online, ${reason} from updated where is_online <> was_online
    )
    select id, client_id, is_online, was_online, profile_photo from updated`;
}

/** `before.is_online` flipped: the toggle. */
export const FLIPPED = sql`not before.is_online`;
