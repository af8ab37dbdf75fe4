// The shop's buttons: a primary action (one per screen) and a secondary one; also as a router link.

import styles from '@shop/ui/components/button.module.css';
import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';

type Look = { variant?: 'primary' | 'secondary' | undefined; fullWidth?: boolean | undefined };

function classNameFor({ variant = 'primary', fullWidth = false }: Look, extra?: string): string {
  return [styles.button, styles[variant], fullWidth ? styles.fullWidth : undefined, extra].filter(Boolean).join(' ');
}

export function Button({ variant, fullWidth, className, type = 'button', ...props }: ComponentProps<'button'> & Look) {
  return <button type={type} className={classNameFor({ variant, fullWidth }, className)} {...props} />;
}

export function ButtonLink({ variant, fullWidth, className, ...props }: LinkProps & Look) {
  return <Link className={classNameFor({ variant, fullWidth }, className)} {...props} />;
}
