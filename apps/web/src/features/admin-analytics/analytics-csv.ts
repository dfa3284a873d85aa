// 'Export CSV': exactly what the analytics screen shows, as one CSV file with a section per panel
// (a title row, a header row, the rows, a blank line). Fields with commas, quotes or line breaks
// are quoted with their quotes doubled (RFC 4180); money keeps two decimals. The age step's
// section holds counts only: never a date of birth, a name or an email.
import { ORDER_STATUSES, type Analytics, type AnalyticsQuery } from '@canopy/contracts';

type Cell = string | number;

function escapeCell(cell: Cell): string {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const money = (dollars: number) => dollars.toFixed(2);

function section(title: string, header: Cell[], rows: Cell[][]): string[] {
  return [title, header, ...rows].map((row) =>
    typeof row === 'string' ? escapeCell(row) : row.map(escapeCell).join(','),
  );
}

export function analyticsCsv(range: AnalyticsQuery, data: Analytics): string {
  const lines = [
    ...section('Range', ['start_date', 'end_date'], [[range.start_date, range.end_date]]),
    '',
    ...section(
      'Totals',
      ['revenue', 'orders', 'average_order_value'],
      [[money(data.totals.revenue), data.totals.orders, money(data.totals.average_order_value)]],
    ),
    '',
    ...section(
      'Daily',
      ['date', 'revenue', 'orders'],
      data.daily.map((day) => [day.date, money(day.revenue), day.orders]),
    ),
    '',
    ...section(
      'Orders by status',
      ['status', 'orders'],
      ORDER_STATUSES.map((status) => [status, data.orders_by_status[status]]),
    ),
    '',
    ...section(
      'Top products',
      ['product_id', 'name', 'units', 'revenue'],
      data.top_products.map((p) => [p.product_id, p.name, p.units, money(p.revenue)]),
    ),
    '',
    ...section(
      'Top referral codes',
      ['code', 'uses', 'revenue', 'discount_total'],
      data.top_referral_codes.map((r) => [
        r.code,
        r.uses,
        money(r.revenue),
        money(r.discount_total),
      ]),
    ),
    '',
    ...section(
      'Access code funnel',
      ['validations', 'successful', 'orders'],
      [
        [
          data.access_code_funnel.validations,
          data.access_code_funnel.successful,
          data.access_code_funnel.orders,
        ],
      ],
    ),
    '',
    ...section(
      'Age verifications',
      ['date', 'verified', 'underage', 'invalid'],
      data.age_verifications.map((day) => [day.date, day.verified, day.underage, day.invalid]),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Hands the CSV to the browser as a download named after the range. */
export function downloadAnalyticsCsv(range: AnalyticsQuery, data: Analytics): void {
  const blob = new Blob([analyticsCsv(range, data)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `canopy-analytics-${range.start_date}-to-${range.end_date}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
