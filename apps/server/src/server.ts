// Starts the Canopy process: reads the configuration, builds the app, prepares the database
// (migrations run as the app starts; the seed right after), listens, prints how to get in, and
// shuts down gracefully on SIGTERM/SIGINT: stop accepting, finish in-flight requests, close the
// database.
import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { seedDemoShop } from './seed';
import { startupBanner } from './seed/startup-banner';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function start(): Promise<void> {
  const config = readConfig();
  const app = await buildApp(config, { prettyLogs: process.stdout.isTTY });

  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  try {
    await app.ready();
    const summary = await seedDemoShop(app.db, config, app.log);
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address() as AddressInfo;
    const agePolicy = await app.agePolicy.current();
    process.stdout.write(startupBanner(config, summary, address, app.webApp.available, agePolicy));
  } catch (error) {
    app.log.fatal({ err: error }, 'start-up failed');
    await app.close();
    process.exit(1);
  }
}

await start();
