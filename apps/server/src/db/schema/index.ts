export * from './access';
export * from './catalog';
export * from './commerce';
export * from './settings';
