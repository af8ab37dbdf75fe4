// A form's submit handler for a form the shop checks itself (noValidate): the page never reloads, `submit` runs
// (its promise, if any, settles on its own).
import type { FormEvent } from 'react';

export function submitHandler(submit: () => unknown): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault();
    void submit();
  };
}
