// /checkout: the checkout screen (its form and payment follow with the checkout work).
import { PageHeader } from '../../../components/ui/page-header';

export function CheckoutPage() {
  return <PageHeader title="Checkout" />;
}
