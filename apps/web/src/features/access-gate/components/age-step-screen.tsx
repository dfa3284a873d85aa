// The age step (docs/product.md#age-verification): after the access code and before any page of
// the shop, "Confirm your age" with the store's policy naming its minimum age, then the date of
// birth or the one-button confirmation, as the store's mode says. It takes the focus to its title
// when it appears (it replaces the gate, or the page the shopper was on when the server asked
// again); once passed, that page shows again.
import { useEffect, useRef, type ReactNode } from 'react';
import { GateFrame } from './gate-frame';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AttestForm } from './attest-form';
import { DateOfBirthForm } from './date-of-birth-form';

export const AGE_STEP_TITLE = 'Confirm your age';

interface AgeStepScreenProps {
  mode: 'attest' | 'date_of_birth';
  minimumAge: number;
  timeZone: string;
  actions?: ReactNode;
}

/** The policy paragraph: who may enter, and what is done with the answer. */
export function agePolicyText(mode: AgeStepScreenProps['mode'], minimumAge: number): string {
  const rule = `You must be ${String(minimumAge)} or older to enter this shop.`;
  return mode === 'date_of_birth'
    ? `${rule} Enter your date of birth to confirm it. We use it only for that, and to match your ID when you collect an order.`
    : `${rule} Confirm it to continue. You may be asked for ID when you collect an order.`;
}

export function AgeStepScreen({ mode, minimumAge, timeZone, actions }: AgeStepScreenProps) {
  useDocumentTitle(AGE_STEP_TITLE);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  return (
    <GateFrame
      titleId="age-step-title"
      title={AGE_STEP_TITLE}
      titleRef={title}
      actions={actions}
      intro={<p>{agePolicyText(mode, minimumAge)}</p>}
    >
      {mode === 'date_of_birth' ? (
        <DateOfBirthForm timeZone={timeZone} />
      ) : (
        <AttestForm minimumAge={minimumAge} />
      )}
    </GateFrame>
  );
}
