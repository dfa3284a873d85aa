// The live money rules of the config section (client defaults until GET /payments/config answers).
import { useAppSelector } from '../../app/hooks';
import type { SummaryRates } from './order-summary-totals';

export function useSummaryRates(): SummaryRates {
  const taxRate = useAppSelector((state) => state.config.taxRate);
  const flatShippingRate = useAppSelector((state) => state.config.flatShippingRate);
  const freeShippingThreshold = useAppSelector((state) => state.config.freeShippingThreshold);
  return { taxRate, flatShippingRate, freeShippingThreshold };
}
