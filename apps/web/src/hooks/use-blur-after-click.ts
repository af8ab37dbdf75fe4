// Validation on blur that waits for the click that caused the blur (issue 24 item 19): pressing a button
// below a field blurs the field at pointerdown; an error shown then pushes the button down, the pointer is
// released over something else, and the first click does nothing. While a pointer is down the blur's
// check waits until the press has ended (and its click, if any, has landed); keyboard blurs check at once.
import { useEffect, useRef } from 'react';

export function useBlurAfterClick(): (check: () => void) => void {
  const pointerDown = useRef(false);
  const waiting = useRef<(() => void) | null>(null);
  useEffect(() => {
    const down = () => {
      pointerDown.current = true;
    };
    const up = () => {
      pointerDown.current = false;
      const check = waiting.current;
      waiting.current = null;
      // After this task: the click that follows pointerup in the same task is dispatched first.
      if (check !== null) setTimeout(check, 0);
    };
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
    return () => {
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
    };
  }, []);
  return (check) => {
    if (pointerDown.current) waiting.current = check;
    else check();
  };
}
