// SPEC §1/§9: after 15 s, if the continue button is still more than 40 px below the view, show a hint.
import {
  CONTINUE_BUTTON_OFFSET_PX,
  SCROLL_HINT_DELAY_MS,
  SCROLL_HINT_POLL_MS,
  SCROLL_HINT_THRESHOLD_PX,
} from '@shop/domain/constants';
import { type RefObject, useEffect, useState } from 'react';

function isBelowView(element: HTMLElement): boolean {
  const top = element.getBoundingClientRect().top;
  return top + CONTINUE_BUTTON_OFFSET_PX - window.innerHeight > SCROLL_HINT_THRESHOLD_PX;
}

export function useScrollHint(target: RefObject<HTMLElement | null>, active: boolean) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) return;
    let poll: ReturnType<typeof setInterval> | undefined;
    const delay = setTimeout(() => {
      poll = setInterval(() => {
        const element = target.current;
        setVisible(element !== null && isBelowView(element));
      }, SCROLL_HINT_POLL_MS);
    }, SCROLL_HINT_DELAY_MS);
    return () => {
      clearTimeout(delay);
      clearInterval(poll);
    };
  }, [target, active]);

  const scrollToTarget = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
    target.current?.focus();
  };
  return { visible, scrollToTarget };
}
