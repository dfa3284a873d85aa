export * from './access';
export * from './catalog';
export * from './commerce';
export * from './settings';
export * from './compliance';
export * from './fulfilment';
