// /products/:productId: one product (docs/product.md#product-page). While it loads nothing
// of another product shows (the current product is cleared); a 404 is 'Product not found', any
// other failure 'Failed to fetch product' with the server's detail where there is one.
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetProductQuery } from '../product-detail-api';
import { ProductDetail } from './product-detail';
import {
  FAILED_TO_FETCH_PRODUCT,
  ProductDetailSkeleton,
  ProductLoadFailed,
  ProductNotFound,
} from './product-detail-states';

/** A product id is a positive whole number; anything else cannot name a product. */
function parseProductId(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function ProductDetailPage() {
  const id = parseProductId(useParams().productId);
  const { currentData, error, isError, refetch } = useGetProductQuery(id ?? skipToken);

  if (id === null) return <ProductNotFound />;
  if (currentData) return <ProductDetail product={currentData} />;
  if (isError) {
    if ('status' in error && error.status === 404) return <ProductNotFound />;
    return (
      <ProductLoadFailed
        message={getApiErrorMessage(error, FAILED_TO_FETCH_PRODUCT)}
        onRetry={() => void refetch()}
      />
    );
  }
  return <ProductDetailSkeleton />;
}
