// The screen of one record (a player, a purchase, a request), named by a route parameter: read from the API under
// its query key, loading and a failure with a retry shown until it is there, then the record's view.
import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { api } from '../lib/api';
import { LoadState } from './ui';

/**
 * The screen for the route parameter `param`: `GET <base>/<param>` under `key(param)`, shown by `View` with the
 * record and the parameter.
 */
export function detailScreen<Detail>(
  param: string,
  key: (value: string) => QueryKey,
  base: string,
  View: ComponentType<{ detail: Detail; id: string }>,
) {
  return function DetailScreen() {
    const id = useParams()[param] ?? '';
    const query = useQuery({ queryKey: key(id), queryFn: () => api<Detail>(`${base}/${encodeURIComponent(id)}`) });
    if (!query.data) return <LoadState error={query.error} onRetry={() => query.refetch()} />;
    return <View detail={query.data} id={id} />;
  };
}
