// What a sample cart would use of the chosen pack, worked out here with the same evaluator the
// server runs (evaluateLimits) on the products' limit facts: find products, set quantities, and
// read the meter a shopper would see for that cart alone (no earlier orders).
import { evaluateLimits, type AdminProduct, type LimitPack } from '@canopy/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { LimitMeterView } from '../../../components/purchase-limits/limit-meter-view';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { PreviewProductSearch } from './preview-product-search';
import { sectionClass } from './section-class';

export interface PreviewLine {
  product: AdminProduct;
  quantity: string;
}

const quantityOf = (text: string) => {
  const quantity = Number(text);
  return Number.isInteger(quantity) && quantity > 0 ? quantity : 0;
};

export function previewEvaluation(pack: LimitPack, lines: readonly PreviewLine[]) {
  return evaluateLimits({
    pack,
    cart: lines.map(({ product, quantity }) => ({
      limit_class: product.limit_class,
      net_weight_g: product.net_weight_g,
      thc_mg: product.thc_mg,
      quantity: quantityOf(quantity),
    })),
    now: new Date(),
    // A sample cart has no earlier orders, so the store day's zone changes nothing here.
    timeZone: 'UTC',
  });
}

export function LimitPreview({ pack }: { pack: LimitPack | null }) {
  const [lines, setLines] = useState<PreviewLine[]>([]);
  const evaluation = pack && lines.length > 0 ? previewEvaluation(pack, lines) : null;
  return (
    <section aria-labelledby="limit-preview-title" className={sectionClass}>
      <h2 id="limit-preview-title" className="text-lg font-semibold text-zinc-900 dark:text-white">
        Preview a sample cart
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Pick products and quantities to see what the chosen pack leaves a shopper with no earlier
        orders. Nothing is saved.
      </p>
      <PreviewProductSearch
        onPick={(product) =>
          setLines((current) =>
            current.some((line) => line.product.id === product.id)
              ? current
              : [...current, { product, quantity: '1' }],
          )
        }
      />
      {lines.length > 0 && (
        <ul aria-label="Sample cart" className="flex flex-col gap-2">
          {lines.map((line) => (
            <li key={line.product.id} className="flex flex-wrap items-end gap-3">
              <TextInput
                label={`Quantity of ${line.product.name}`}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                className="w-56"
                value={line.quantity}
                onChange={(event) =>
                  setLines((current) =>
                    current.map((other) =>
                      other.product.id === line.product.id
                        ? { ...other, quantity: event.target.value }
                        : other,
                    ),
                  )
                }
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setLines((current) => current.filter((other) => other !== line))}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remove {line.product.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!pack && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Fix the custom limits above to preview them.
        </p>
      )}
      {pack && pack.buckets.length === 0 && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          This pack sets no limits: any cart is accepted.
        </p>
      )}
      {evaluation && (
        <>
          <p className="text-sm font-medium text-zinc-900 dark:text-white" role="status">
            {evaluation.ok ? 'This cart is within the limits.' : 'This cart goes over a limit.'}
          </p>
          <LimitMeterView check={evaluation} />
        </>
      )}
    </section>
  );
}
