// A screen's filters kept in the URL's query string, so a filtered view can be reloaded, linked and gone back to.
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The filters `keys` as applied (read from the URL, '' where absent), the form's copy the operator edits, and
 * `setParams` to apply new ones.
 */
export function useUrlFilters<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<Key, string>;
  const [form, setForm] = useState(applied);
  return { applied, form, setForm, setParams };
}
