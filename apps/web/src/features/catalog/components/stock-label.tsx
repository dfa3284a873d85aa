// A product's stock as a coloured status label, by the grid card's rule or the list row's
// (docs/product.md#catalogue): the rules themselves live in the contracts.
import { gridStockLabel, listStockLabel } from '@canopy/contracts';
import { StatusBadge } from '../../../components/ui/status-badge';

export type StockLabelRule = 'grid' | 'list';

export function StockLabel({
  stock,
  rule,
  className,
}: {
  stock: number;
  rule: StockLabelRule;
  className?: string;
}) {
  const { kind, text } = rule === 'grid' ? gridStockLabel(stock) : listStockLabel(stock);
  return <StatusBadge status={kind} label={text} className={className} />;
}
