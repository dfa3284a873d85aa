// The web app's index.html with a first screen in it: preloads of its first pictures in the head,
// its markup inside the root element (first-screen-markup.ts) and its data as a JSON script the
// web app seeds its API cache with before it first renders (apps/web/src/app/first-screen-data.ts),
// so it asks for nothing the document already holds. Null when the page has no root element to
// fill (a build of another shape): the plain page is sent instead.
import { escapeHtml } from '../../lib/escape-html';
import { firstScreenImages, firstScreenMarkup } from './first-screen-markup';
import type { FirstScreen } from './first-screen.service';

/** The id of the JSON script; the web app reads it by this id. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

const ROOT_OPEN = '<div id="root">';

/** JSON safe inside a script element: no `</script>` or comment opener can close it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function preloads(screen: FirstScreen): string {
  return firstScreenImages(screen)
    .map(
      (image) =>
        `<link rel="preload" as="image" href="${escapeHtml(image.src)}"` +
        (image.srcset === undefined
          ? ''
          : ` imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}"`) +
        ' fetchpriority="high">',
    )
    .join('');
}

export function documentWithFirstScreen(indexHtml: string, screen: FirstScreen): string | null {
  const headEnd = indexHtml.indexOf('</head>');
  const rootStart = indexHtml.indexOf(ROOT_OPEN);
  const bodyEnd = indexHtml.lastIndexOf('</body>');
  const rootEnd = bodyEnd === -1 ? -1 : indexHtml.lastIndexOf('</div>', bodyEnd);
  if (headEnd === -1 || rootStart === -1 || rootEnd < rootStart) return null;
  const data =
    screen.kind === 'product'
      ? { product: screen.product }
      : { products: { args: screen.args, data: screen.list }, categories: screen.categories };
  return (
    indexHtml.slice(0, headEnd) +
    preloads(screen) +
    indexHtml.slice(headEnd, rootStart + ROOT_OPEN.length) +
    firstScreenMarkup(screen) +
    indexHtml.slice(rootEnd, bodyEnd) +
    `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(data)}</script>` +
    indexHtml.slice(bodyEnd)
  );
}
