// The six single-character boxes of the gate (docs/product.md#access-gate): typing moves forward,
// Backspace on an empty box moves back, arrows move between boxes, and a paste fills the code from
// the start.
import type { ClipboardEvent, KeyboardEvent, RefObject } from 'react';
import { enterText, pasteCode, type CodeBoxes } from '../code-entry';

interface AccessCodeBoxesProps {
  boxes: CodeBoxes;
  onChange: (boxes: CodeBoxes) => void;
  inputRefs: RefObject<Array<HTMLInputElement | null>>;
  invalid: boolean;
  describedBy: string;
}

/** What the user added to a box: typing next to an existing character keeps only the new one. */
function addedText(previous: string, value: string): string {
  if (!previous || value.length <= previous.length) return value;
  if (value.startsWith(previous)) return value.slice(previous.length);
  if (value.endsWith(previous)) return value.slice(0, -previous.length);
  return value;
}

export function AccessCodeBoxes({
  boxes,
  onChange,
  inputRefs,
  invalid,
  describedBy,
}: AccessCodeBoxesProps) {
  const focusBox = (index: number) => inputRefs.current[index]?.focus();

  const handleInput = (index: number, value: string) => {
    if (value === '') {
      onChange(boxes.map((box, position) => (position === index ? '' : box)));
      return;
    }
    const entered = enterText(boxes, index, addedText(boxes[index] ?? '', value));
    // A symbol adds nothing: the box keeps what it had.
    if (entered.boxes.join('') === boxes.join('') && entered.focus === index) return;
    onChange(entered.boxes);
    focusBox(entered.focus);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && boxes[index] === '' && index > 0) {
      event.preventDefault();
      onChange(boxes.map((box, position) => (position === index - 1 ? '' : box)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < boxes.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = pasteCode(event.clipboardData.getData('text'));
    if (!pasted) return;
    onChange(pasted.boxes);
    focusBox(pasted.focus);
  };

  return (
    <div className="mx-auto grid w-full max-w-sm grid-cols-6 gap-2 sm:gap-3">
      {boxes.map((box, index) => (
        <input
          // The boxes are a fixed row of six; their position is their identity.
          key={index}
          ref={(element) => {
            inputRefs.current[index] = element;
          }}
          value={box}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
          aria-label={`Access code character ${index + 1}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          inputMode="text"
          className="h-13 w-full min-w-0 rounded-xl border border-zinc-300 bg-white text-center text-2xl font-semibold text-zinc-900 uppercase shadow-sm transition-colors outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/20 aria-invalid:border-red-600 sm:h-15 sm:text-3xl dark:border-zinc-700 dark:bg-zinc-900 dark:text-white dark:focus:border-brand-400 dark:focus:ring-brand-400/25"
        />
      ))}
    </div>
  );
}
