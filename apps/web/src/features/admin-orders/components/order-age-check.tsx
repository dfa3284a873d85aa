// The order's age record and its ID check (docs/product.md#what-an-order-records): how the buyer's
// age was verified at checkout (method, policy version, age at order), the date of birth only for
// staff holding orders.view_id (the server leaves it out otherwise), and the latest passing ID
// check: who and when for everyone, the type, last 4, expiry and age with orders.view_id. "Check
// ID" for staff holding orders.fulfil.
import { ID_TYPE_LABELS, type AdminOrderDetail } from '@canopy/contracts';
import { useCan } from '../../../app/staff-permissions';
import { formatOrderDate, formatOrderDateTime } from '../order-display';
import { DetailSection, Fact } from './detail-section';
import { CheckIdButton } from './id-check-dialog';

const METHOD_LABELS = {
  date_of_birth: 'Date of birth given',
  attest: 'Age confirmed (no date of birth)',
} as const;

/** A calendar day (YYYY-MM-DD) in the screens' date style, read as that day wherever we are. */
function formatDay(day: string): string {
  return formatOrderDate(`${day}T12:00:00Z`);
}

function AgeVerification({ order }: { order: AdminOrderDetail }) {
  const verified = order.age_verification;
  if (!verified) return <Fact label="Age verification">Not asked (age verification was off)</Fact>;
  return (
    <>
      <Fact label="Age verified by">{METHOD_LABELS[verified.method]}</Fact>
      <Fact label="Policy version">{verified.policy_version}</Fact>
      <Fact label="Age at order">{verified.age_at_order ?? 'Not known (confirmed only)'}</Fact>
      {order.date_of_birth && (
        <Fact label="Date of birth">
          <time dateTime={order.date_of_birth}>{formatDay(order.date_of_birth)}</time>
        </Fact>
      )}
    </>
  );
}

function IdCheckFacts({ check }: { check: NonNullable<AdminOrderDetail['id_check']> }) {
  return (
    <>
      <Fact label="ID check">
        ID checked by {check.checked_by} at{' '}
        <time dateTime={check.checked_at}>{formatOrderDateTime(check.checked_at)}</time>
      </Fact>
      {'id_type' in check && (
        <>
          <Fact label="ID type">{ID_TYPE_LABELS[check.id_type]}</Fact>
          <Fact label="ID number ends in">{check.id_last4}</Fact>
          <Fact label="ID expiry">
            <time dateTime={check.id_expiry}>{formatDay(check.id_expiry)}</time>
          </Fact>
          <Fact label="Age on the ID">{check.age}</Fact>
        </>
      )}
    </>
  );
}

export function OrderAgeCheck({ order }: { order: AdminOrderDetail }) {
  const mayCheck = useCan('orders.fulfil');
  return (
    <DetailSection title="Age and ID">
      <dl className="flex flex-col gap-3">
        <AgeVerification order={order} />
        {order.id_check ? (
          <IdCheckFacts check={order.id_check} />
        ) : (
          <Fact label="ID check">Not checked yet</Fact>
        )}
      </dl>
      {mayCheck && <CheckIdButton orderId={order.id} />}
    </DetailSection>
  );
}
