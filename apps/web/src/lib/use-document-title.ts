// Names the browser tab after the screen, so history entries and tabs say where they lead.
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Canopy` : 'Canopy';
  }, [title]);
}
