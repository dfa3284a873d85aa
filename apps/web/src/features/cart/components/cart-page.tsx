// /cart: the cart page (its table and summary follow with the cart work).
import { PageHeader } from '../../../components/ui/page-header';

export function CartPage() {
  return <PageHeader title="Shopping Cart" />;
}
