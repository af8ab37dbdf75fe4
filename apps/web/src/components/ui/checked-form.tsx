// A form the shop checks itself (noValidate): submitting calls `onSubmit` instead of reloading the page, and the
// error summary heads the form from the first failed submit on.
import type { FormEvent, ReactNode } from 'react';
import { ErrorSummary, type SummaryError } from './error-summary';

type CheckedFormProps = {
  className: string | undefined;
  summary: readonly SummaryError[];
  attempt: number;
  onSubmit: () => void;
  children: ReactNode;
};

export function CheckedForm({ className, summary, attempt, onSubmit, children }: CheckedFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={className} onSubmit={submit} noValidate>
      <ErrorSummary errors={summary} attempt={attempt} />
      {children}
    </form>
  );
}
