export { ConfigError, loadConfig } from './load-config';
export type { Config, EnvSource, LoadConfigOptions, LogLevel, StripeConfig } from './load-config';
