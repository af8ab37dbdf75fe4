// The message key of a personal-data error: personal.errors.{field}_{error}, or a generic one.
import type { PersonalError, PersonalField } from '@shop/domain/personal';
import type { Texts } from '../../lib/texts';

export type PersonalErrorKey = `personal.errors.${keyof Texts['personal']['errors']}`;

const GENERIC: PersonalErrorKey = 'personal.errors.generic';

function isPersonalErrorKey(key: string, exists: boolean): key is PersonalErrorKey {
  return exists && key.startsWith('personal.errors.');
}

export function personalErrorKey(
  field: PersonalField,
  error: PersonalError,
  exists: (key: string) => boolean,
): PersonalErrorKey {
  const candidate = `personal.errors.${field}_${error}`;
  return isPersonalErrorKey(candidate, exists(candidate)) ? candidate : GENERIC;
}
