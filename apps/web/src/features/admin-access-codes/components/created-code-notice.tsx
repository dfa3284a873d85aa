// The one moment a new code is shown without a reveal: the plaintext, large, with a Copy button,
// and a word that it can be revealed again later (which is audited).
import type { AdminAccessCodeCreated } from '@canopy/contracts';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

interface CreatedCodeNoticeProps {
  created: AdminAccessCodeCreated;
  onDone: () => void;
}

export function CreatedCodeNotice({ created, onDone }: CreatedCodeNoticeProps) {
  const [copied, setCopied] = useState<boolean | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.plaintext_code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        The code for <strong>{created.access_code.label}</strong>. Copy it now: it is shown here
        only once, and revealing it later is recorded.
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 dark:border-brand-800 dark:bg-brand-950/50">
        <output
          aria-label="New access code"
          className="font-mono text-2xl font-semibold tracking-[0.3em] text-zinc-900 dark:text-white"
        >
          {created.plaintext_code}
        </output>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {copied ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {copied ? 'Copied' : 'Copy code'}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-zinc-600 dark:text-zinc-400">
        {copied === false ? 'Copying failed: select the code and copy it by hand.' : ''}
      </p>
      <div className="flex justify-end border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
