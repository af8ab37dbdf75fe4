// The operator search: one query over every path an operator looks a player up by — the player id, a purchase
// tid, a PSP reference of a purchase, saver-package booking, refund (rf_…) or payout, a payout's public id, a
// refund's id, a booking's reference (all exact), and
// case-insensitive prefixes of user name, e-mail, first name and surname (each served by an index of
// migration 20261124211000_back_office_read).
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type SearchMatch =
  | 'id'
  | 'tid'
  | 'pspReference'
  | 'payoutId'
  | 'refund'
  | 'bookingReference'
  | 'userName'
  | 'email'
  | 'name';

export interface PlayerSearchRow {
  id: number;
  user_name: string;
  first_name: string;
  surname: string;
  email: string;
  country: string;
  gd_currency: string;
  actor_type: 'b' | 'g';
  blocked: boolean;
  deposit_blocked: boolean;
  matched_by: SearchMatch;
  /** How many players match in all (the rows are at most SEARCH_RESULT_LIMIT of them). */
  match_count: number;
}

export const SEARCH_RESULT_LIMIT = 50;
const MAX_PLAYER_ID = 2_147_483_647;

/** `text` as a LIKE pattern that matches it literally at the start. */
function prefixPattern(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The search as one statement (the index test explains it). */
export function playerSearchQuery(query: string): RawBuilder<PlayerSearchRow> {
  const numeric = /^\d{1,10}$/.test(query) ? Number(query) : null;
  const playerId = numeric !== null && numeric <= MAX_PLAYER_ID ? numeric : null;
  const prefix = prefixPattern(query);
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(query) ? query : null;
  const words = query.split(/\s+/).filter((word) => word !== '');
  const [first, last] =
    words.length === 2 ? [prefixPattern(words[0] ?? ''), prefixPattern(words[1] ?? '')] : [null, null];

  return sql<PlayerSearchRow>`
    with matches (user_id, matched_by, rank) as (
      select id, 'id', 0 from users where id = ${playerId}::integer
      union all select user_id, 'tid', 1 from purchases where tid = ${query}
      union all select user_id, 'pspReference', 1 from purchases where psp_reference = ${query}
      union all select user_id, 'pspReference', 1 from subscription_bookings where psp_reference = ${query}
      union all select user_id, 'refund', 1 from purchase_refunds where psp_reference = ${query}
      union all select user_id, 'refund', 1 from purchase_refunds where id = ${uuid}::uuid
      union all select user_id, 'refund', 1 from subscription_booking_refunds where psp_reference = ${query}
      union all select user_id, 'refund', 1 from subscription_booking_refunds where id = ${uuid}::uuid
      union all select user_id, 'bookingReference', 1 from subscription_bookings where reference = ${query}
      union all select user_id, 'payoutId', 1 from payouts where public_id = ${query}
      union all select user_id, 'pspReference', 1 from payouts where psp_reference = ${query}
      union all select id, 'userName', 2 from users where lower(user_name) like ${prefix}
      union all select id, 'email', 3 from users
        where lower(coalesce(email, user_name || '@players.example')) like ${prefix}
      union all select id, 'name', 4 from users where lower(first_name) like ${prefix} or lower(surname) like ${prefix}
      union all select id, 'name', 4 from users
        where ${first}::text is not null and lower(first_name) like ${first} and lower(surname) like ${last}
    ),
    best as (
      select distinct on (user_id) user_id, matched_by, rank from matches order by user_id, rank
    )
    select u.id, u.user_name, u.first_name, u.surname,
      coalesce(u.email, u.user_name || '@players.example') as email,
      u.country, u.gd_currency, u.actor_type, u.blocked,
      (u.deposit_block_reason is not null) as deposit_blocked, best.matched_by,
      (count(*) over ())::integer as match_count
    from best join users u on u.id = best.user_id
    order by best.rank, u.user_name
    limit ${SEARCH_RESULT_LIMIT}`;
}

/** Players matching `query` (already trimmed, 2–100 characters), best match first, at most 50 (each row says
 * how many match in all). */
export async function searchPlayers(db: Db, query: string): Promise<PlayerSearchRow[]> {
  const result = await playerSearchQuery(query).execute(db);
  return result.rows;
}
