// Reads "is this red?" from a computed CSS colour. Chromium reports Tailwind 4's palette as
// oklch(), its opacity modifiers (color-mix) as oklab(), and hex or named colours as rgb().

const NUMBER = String.raw`(-?[\d.]+(?:e-?\d+)?)`;
const RGB = new RegExp(
  String.raw`^rgba?\(${NUMBER},? ${NUMBER},? ${NUMBER}(?:,? /? ?${NUMBER})?\)$`,
);
const OKLCH = new RegExp(String.raw`^oklch\(${NUMBER} ${NUMBER} ${NUMBER}(?: / ${NUMBER})?\)$`);
const OKLAB = new RegExp(String.raw`^oklab\(${NUMBER} ${NUMBER} ${NUMBER}(?: / ${NUMBER})?\)$`);

interface Chromaticity {
  /** Degrees, 0–360. */
  hue: number;
  /** 0 for grey; how far from grey, in the colour space's own unit. */
  colourfulness: number;
  alpha: number;
}

/** The captured numbers; an optional group that did not match (the alpha) counts as 1. */
function numbers(match: RegExpExecArray): number[] {
  // TypeScript types every group as a string, but an unmatched one is undefined at run time.
  return match
    .slice(1)
    .map((value: string | undefined) => (value === undefined ? 1 : Number(value)));
}

function degrees(radians: number): number {
  return ((radians * 180) / Math.PI + 360) % 360;
}

function chromaticity(cssColor: string): Chromaticity | null {
  const rgb = RGB.exec(cssColor);
  if (rgb) {
    const [red = 0, green = 0, blue = 0, alpha = 1] = numbers(rgb);
    const max = Math.max(red, green, blue);
    const min = Math.min(red, green, blue);
    if (max === 0 || max === min) return { hue: 0, colourfulness: 0, alpha };
    const span = max - min;
    const sector =
      max === red
        ? (green - blue) / span
        : max === green
          ? (blue - red) / span + 2
          : (red - green) / span + 4;
    return { hue: (sector * 60 + 360) % 360, colourfulness: span / max, alpha };
  }
  const oklch = OKLCH.exec(cssColor);
  if (oklch) {
    const [, chroma = 0, hue = 0, alpha = 1] = numbers(oklch);
    return { hue, colourfulness: chroma, alpha };
  }
  const oklab = OKLAB.exec(cssColor);
  if (oklab) {
    const [, a = 0, b = 0, alpha = 1] = numbers(oklab);
    return { hue: degrees(Math.atan2(b, a)), colourfulness: Math.hypot(a, b), alpha };
  }
  return null;
}

export function isRed(cssColor: string): boolean {
  const colour = chromaticity(cssColor);
  if (!colour || colour.alpha === 0) return false;
  if (cssColor.startsWith('rgb')) {
    // HSV hue: red is 0, orange starts around 25.
    return colour.colourfulness >= 0.08 && (colour.hue <= 20 || colour.hue >= 340);
  }
  // OKLCH hue: Tailwind's red is about 25 and rose about 15; orange is about 45.
  return colour.colourfulness >= 0.01 && (colour.hue <= 40 || colour.hue >= 345);
}
