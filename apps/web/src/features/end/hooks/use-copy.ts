// Copies a text to the clipboard and says so for a moment.
import { useEffect, useState } from 'react';

const CONFIRMATION_MS = 2000;

export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async (id: string, text: string): Promise<void> => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(id);
    } catch {
      // No clipboard (old browser, no permission): the text stays visible to copy by hand.
    }
  };
  return { copied, copy };
}
