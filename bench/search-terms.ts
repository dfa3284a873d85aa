// The search words the search-distinct and search-suggestions scenarios send, made from the bench
// catalogue's own vocabulary (product names, brands, categories, strain types): each word as it
// is, cut short, and misspelt three ways (a letter dropped, two swapped, a vowel changed), alone
// and paired with the next word of the same name. Thousands of distinct terms in a fixed,
// scattered order; the stream repeats none before it has sent them all.
import { STRAIN_TYPES } from '@canopy/contracts';
import { CATEGORIES, SEED_PRODUCTS } from '../apps/server/src/seed/catalog-products';
import { EXTRA_BRANDS } from './catalog-fixture';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The catalogue's phrases: names, brands, categories and strain types, lower-cased words. */
function phrases(): string[][] {
  const texts = new Set<string>([
    ...SEED_PRODUCTS.flatMap((product) => [product.name, product.brand]),
    ...EXTRA_BRANDS,
    ...CATEGORIES.map((category) => category.name),
    ...STRAIN_TYPES,
  ]);
  return [...texts].map(words).filter((list) => list.length > 0);
}

const VOWELS = 'aeiou';

/** A word as typed: whole, cut short, and misspelt (only words long enough to stay findable). */
export function wordVariants(word: string): string[] {
  const variants = [word];
  if (word.length >= 5) {
    variants.push(word.slice(0, Math.ceil(word.length * 0.6)));
    const middle = Math.floor(word.length / 2);
    variants.push(word.slice(0, middle) + word.slice(middle + 1));
    variants.push(
      word.slice(0, middle - 1) +
        word.charAt(middle) +
        word.charAt(middle - 1) +
        word.slice(middle + 1),
    );
    const vowelAt = Array.from(word).findIndex(
      (letter, index) => index > 0 && VOWELS.includes(letter),
    );
    if (vowelAt > 0) {
      const vowel = word.charAt(vowelAt);
      const other = VOWELS.charAt((VOWELS.indexOf(vowel) + 1) % VOWELS.length);
      variants.push(word.slice(0, vowelAt) + other + word.slice(vowelAt + 1));
    }
  }
  return [...new Set(variants)];
}

/** Every distinct term of the stream, in a fixed order. */
export function searchTermSpace(): string[] {
  const terms = new Set<string>();
  for (const phrase of phrases()) {
    phrase.forEach((word, index) => {
      const variants = wordVariants(word);
      for (const variant of variants) terms.add(variant);
      const next = phrase[index + 1];
      if (next === undefined) return;
      for (const variant of variants) {
        for (const nextVariant of wordVariants(next)) {
          terms.add(`${variant} ${nextVariant}`);
          terms.add(`${nextVariant} ${variant}`);
        }
      }
    });
  }
  // A brand word with a word of one of its products' names, as a shopper narrows.
  for (const product of SEED_PRODUCTS) {
    const [brandWord] = words(product.brand);
    const [nameWord] = words(product.name);
    if (brandWord === undefined || nameWord === undefined) continue;
    for (const brandVariant of wordVariants(brandWord)) {
      for (const nameVariant of wordVariants(nameWord)) terms.add(`${nameVariant} ${brandVariant}`);
    }
  }
  return [...terms];
}

/** Distinct prefixes a shopper types on the way to a word of the catalogue: 2 letters or more. */
export function suggestionPrefixSpace(): string[] {
  const prefixes = new Set<string>();
  for (const phrase of phrases()) {
    const text = phrase.join(' ');
    for (let end = 2; end <= text.length; end += 1) prefixes.add(text.slice(0, end).trimEnd());
    for (const word of phrase) for (const variant of wordVariants(word)) prefixes.add(variant);
  }
  return [...prefixes];
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The index-th term of a space, visiting every term once per lap in a scattered order. */
export function termAt(space: readonly string[], index: number): string {
  let stride = 7_919;
  while (gcd(stride, space.length) !== 1) stride += 2;
  const term = space[((index % space.length) * stride) % space.length];
  if (term === undefined) throw new Error('an empty term space');
  return term;
}
