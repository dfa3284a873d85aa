// /products/:productId: one product. The detail view itself follows with the catalogue work;
// the route, its title and its way back are in place.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';

export function ProductDetailPage() {
  return (
    <div className="flex flex-col gap-6">
      <Link to="/products" className={`${buttonClassName('ghost', 'sm')} self-start`}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to products
      </Link>
      <PageHeader title="Product Details" />
    </div>
  );
}
