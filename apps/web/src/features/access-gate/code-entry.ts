// Pure rules for the six access-code boxes (docs/product.md#access-gate): one upper-cased letter or
// digit per box, and text entered at a box (autofill, paste) spreads over the following boxes.
import { ACCESS_CODE_LENGTH, normalizeAccessCodeInput } from '@canopy/contracts';

export type CodeBoxes = readonly string[];

export const EMPTY_BOXES: CodeBoxes = Array.from({ length: ACCESS_CODE_LENGTH }, () => '');

/** Writes `text` (normalised) into the boxes from `index` on; returns the boxes and next focus. */
export function enterText(
  boxes: CodeBoxes,
  index: number,
  text: string,
): { boxes: CodeBoxes; focus: number } {
  const characters = normalizeAccessCodeInput(text)
    .split('')
    .slice(0, ACCESS_CODE_LENGTH - index);
  const next = [...boxes];
  characters.forEach((character, offset) => {
    next[index + offset] = character;
  });
  const focus = Math.min(index + characters.length, ACCESS_CODE_LENGTH - 1);
  return { boxes: next, focus };
}

/** A paste replaces the whole code with its first six letters or digits. */
export function pasteCode(text: string): { boxes: CodeBoxes; focus: number } | null {
  const code = normalizeAccessCodeInput(text);
  if (!code) return null;
  return enterText(EMPTY_BOXES, 0, code);
}

export function isComplete(boxes: CodeBoxes): boolean {
  return boxes.every((box) => box.length === 1);
}
