// The locked shop's landing page: the brand, one line on what this is, and the code form.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccessCodeForm } from './access-code-form';
import { GateFrame } from './gate-frame';

export function AccessGateScreen({ actions }: { actions?: ReactNode }) {
  useDocumentTitle('Enter your access code');

  return (
    <GateFrame
      titleId="access-gate-title"
      title="Enter your access code"
      actions={actions}
      intro={
        <p>
          Canopy is a members-only shop. Enter the 6‑character code you were given to browse the
          collection.
        </p>
      }
    >
      <AccessCodeForm />
    </GateFrame>
  );
}
