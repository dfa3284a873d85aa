// The confirmation at /checkout?order={id}: 'Thank you for your order', the order number, where
// the confirmation email goes, what to bring for an order paid in person, the lines and totals as
// the server stored them, where and when the order arrives and 'Continue shopping'. The order
// comes from the payment's answer (or the placing, when paid in person) or, after a reload, from
// GET /orders/{id} with the order token kept in this browser.
import { FULFILMENT_METHOD_LABELS, type Order } from '@canopy/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusBadge } from '../../../components/ui/status-badge';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetOrderQuery } from '../checkout-api';
import { orderTokenFor } from '../checkout-storage';
import { OrderReceipt } from './order-receipt';
import { OrderFulfilmentFacts, WhatToBring } from './order-fulfilment-facts';

export const ORDER_LOAD_FAILED = 'Your order could not be loaded. Please try again.';

const cardClass =
  'rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900';

function OrderNotFound() {
  return (
    <>
      <PageHeader title="Order not found" />
      <div className={`mt-8 ${cardClass}`}>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          We could not find this order in this browser. Orders can only be viewed on the device they
          were placed from.
        </p>
        <Link to="/products" className={`mt-5 ${buttonClassName('primary')}`}>
          Continue shopping
        </Link>
      </div>
    </>
  );
}

function ConfirmedOrder({ order }: { order: Order }) {
  return (
    <>
      <PageHeader title="Thank you for your order" />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className={`flex flex-col gap-4 ${cardClass}`}>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-xl font-semibold text-zinc-900 dark:text-white">
              Order {order.number}
            </p>
            {order.payment_method === 'card' && <StatusBadge status={order.payment_status} />}
          </div>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            A confirmation email is on its way to {order.customer_email}.
          </p>
          <WhatToBring order={order} />
          <section aria-labelledby="order-shipping-title">
            <h2
              id="order-shipping-title"
              className="text-sm font-semibold text-zinc-900 dark:text-white"
            >
              {order.fulfilment.method === 'shipping'
                ? 'Shipping address'
                : FULFILMENT_METHOD_LABELS[order.fulfilment.method]}
            </h2>
            <dl className="mt-2 grid gap-4 sm:grid-cols-2">
              <OrderFulfilmentFacts order={order} />
            </dl>
          </section>
          <Link to="/products" className={`self-start ${buttonClassName('primary')}`}>
            Continue shopping
          </Link>
        </div>
        <div className={cardClass}>
          <OrderReceipt order={order} />
        </div>
      </div>
    </>
  );
}

export function OrderConfirmation({ orderId }: { orderId: number | null }) {
  const token = orderId === null ? null : orderTokenFor(orderId);
  const { data, error, isError, isFetching, refetch } = useGetOrderQuery(
    orderId !== null && token ? { id: orderId, token } : skipToken,
  );

  if (orderId === null || token === null) return <OrderNotFound />;
  if (data) return <ConfirmedOrder order={data.order} />;
  if (!isError) return <PageLoading label="Loading your order..." />;
  const status = 'status' in error ? error.status : null;
  if (status === 404 || status === 403) return <OrderNotFound />;
  return (
    <>
      <PageHeader title="Your order" />
      <ErrorAlert className="mt-8">
        <p>{getApiErrorMessage(error, ORDER_LOAD_FAILED) ?? ORDER_LOAD_FAILED}</p>
        <button
          type="button"
          disabled={isFetching}
          onClick={() => void refetch()}
          className="mt-1 font-semibold underline underline-offset-2 hover:no-underline"
        >
          Try again
        </button>
      </ErrorAlert>
    </>
  );
}
