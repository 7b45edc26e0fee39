import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const { app, generatedPassword } = await buildApp(config);
if (!config.captcha)
  app.log.warn('CAPTCHA=off: the login captcha is not checked. Use this for development and tests only.');
if (generatedPassword) {
  // Printed once, on the start that created the accounts; the users must change it at first login.
  process.stdout.write(
    `\n  Initial password of admin (and the demo users): ${generatedPassword}\n  It must be changed at first login and is not shown again.\n\n`,
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.port, host: config.host });
