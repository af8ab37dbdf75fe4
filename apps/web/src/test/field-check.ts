// Form fields are checked first when they lose focus, then on every input (SPEC forms).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Typing `start` into `field` shows no `error` yet; leaving the field shows it. */
export async function expectErrorOnlyAfterBlur(field: HTMLElement, start: string, error: string) {
  await userEvent.type(field, start);
  expect(screen.queryByText(error)).toBeNull();
  await userEvent.tab();
  expect(screen.getByText(error)).toBeTruthy();
}
