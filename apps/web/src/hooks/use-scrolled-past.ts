// Whether the page is scrolled further down than a number of pixels, following the scroll.
import { useEffect, useState } from 'react';

export function useScrolledPast(pixels: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > pixels);
  useEffect(() => {
    const update = () => setPast(window.scrollY > pixels);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [pixels]);
  return past;
}
