// The personal-data form (SPEC §2, §5): every rule from @shop/domain/personal, checked on blur and then on
// input; a submit checks all, posts the address only when it changed, and moves on to review.
import type { AddressRead, UserData } from '@shop/contracts/user';
import {
  fromAddressRead,
  hasAddressChanged,
  PERSONAL_FIELDS,
  type PersonalData,
  type PersonalError,
  type PersonalField,
  toAddressWrite,
  validatePersonalField,
} from '@shop/domain/personal';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useFieldValidation } from '../../../hooks/use-field-validation';
import { browserLocation } from '../../../lib/browser-location';
import { saveFailureOutcome, useSaveAddress } from '../api/save-address';
import { userAddressQueryOptions } from '../api/user-address';

function toAddressRead(data: PersonalData): AddressRead {
  const address = toAddressWrite(data);
  return {
    address: {
      firstName: address.firstName,
      surname: address.surname,
      street1: address.street1,
      street2: address.street2,
      zipCode: address.zipCode,
      stateCode: address.stateCode,
      city: address.city,
    },
    gender: address.gender,
    birthdate: address.birthdate,
  };
}

export function usePersonalForm(user: UserData, stored: AddressRead) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveAddress();
  const [initial] = useState(() => fromAddressRead(stored));
  const [data, setData] = useState(initial);
  const [today] = useState(() => new Date());
  const [attempt, setAttempt] = useState(0);
  const context = { country: user.userCountry, today };
  const fields = PERSONAL_FIELDS.filter((field) => field !== 'stateCode' || user.userCountry === 'US');
  const validation = useFieldValidation<PersonalField, PersonalError>((field) =>
    validatePersonalField(field, data, context),
  );

  const change = <K extends keyof PersonalData>(key: K, value: PersonalData[K]) => {
    setData((current) => ({ ...current, [key]: value }));
    validation.changed(key);
  };

  const submit = async () => {
    if (save.isPending) return;
    if (validation.validateAll(fields).length > 0) return setAttempt((count) => count + 1);
    if (!hasAddressChanged(initial, data)) return void navigate(paths.review);
    try {
      await save.mutateAsync(toAddressWrite(data));
      queryClient.setQueryData(userAddressQueryOptions().queryKey, toAddressRead(data));
      await navigate(paths.review);
    } catch (error) {
      const outcome = saveFailureOutcome(error);
      if (outcome.kind === 'leave') browserLocation.assign(outcome.url);
      else await navigate(outcome.to);
    }
  };

  return {
    data,
    today,
    fields,
    attempt,
    saving: save.isPending,
    us: user.userCountry === 'US',
    errorOf: validation.errorOf,
    blurred: validation.blurred,
    change,
    submit,
  };
}
