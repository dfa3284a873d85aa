import { describe, expect, it } from 'vitest';
import { analyticsCsv } from './analytics-csv';
import { customRangeError, presetRange } from './analytics-range';
import { sample } from '../../test/admin-analytics-setup';

describe('analyticsCsv', () => {
  it('writes every section shown, money with two decimals, fields escaped', () => {
    const csv = analyticsCsv({ start_date: '2025-03-01', end_date: '2025-03-02' }, sample);
    expect(csv.split('\r\n')).toEqual([
      'Range',
      'start_date,end_date',
      '2025-03-01,2025-03-02',
      '',
      'Totals',
      'revenue,orders,average_order_value',
      '1234.50,3,411.50',
      '',
      'Daily',
      'date,revenue,orders',
      '2025-03-01,1000.00,2',
      '2025-03-02,234.50,1',
      '',
      'Orders by status',
      'status,orders',
      'ordered,2',
      'working_on,1',
      'ready,0',
      'delivery,0',
      'done,1',
      'cancelled,1',
      'refunded,0',
      '',
      'Top products',
      'product_id,name,units,revenue',
      '7,"Blue ""Dream"", 3.5g",4,80.00',
      '',
      'Top referral codes',
      'code,uses,revenue,discount_total',
      'SPRING10,2,150.25,16.70',
      '',
      'Access code funnel',
      'validations,successful,orders',
      '10,8,5',
      '',
      'Age verifications',
      'date,verified,underage,invalid',
      '2025-03-01,6,1,2',
      '2025-03-02,3,0,0',
      '',
    ]);
  });
});

describe('analytics ranges', () => {
  it('ends presets today (UTC) and counts today in', () => {
    const now = new Date('2025-03-31T23:30:00Z');
    expect(presetRange(7, now)).toEqual({ start_date: '2025-03-25', end_date: '2025-03-31' });
    expect(presetRange(30, now)).toEqual({ start_date: '2025-03-02', end_date: '2025-03-31' });
  });

  it('refuses custom ranges the server would refuse', () => {
    expect(customRangeError({ start_date: '2025-03-02', end_date: '2025-03-01' })).toMatch(/after/);
    expect(customRangeError({ start_date: '2024-01-01', end_date: '2025-01-02' })).toMatch(/366/);
    expect(customRangeError({ start_date: '', end_date: '2025-01-02' })).toMatch(/Choose/);
    expect(customRangeError({ start_date: '2024-01-01', end_date: '2024-12-31' })).toBeNull();
  });
});
