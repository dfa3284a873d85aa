export * from './access-codes';
export * from './auth';
export * from './errors';
export * from './health';
export * from './money';
export * from './payments';
export * from './realtime';
