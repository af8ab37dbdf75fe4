// The button a player can press: a screen's loading placeholder shows the same button disabled (busy), and a click
// on it does nothing, so a test that found the placeholder's button first would wait for a step that never comes.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

export async function enabledButton(name: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button.hasAttribute('disabled')).toBe(false);
    return button;
  });
}
