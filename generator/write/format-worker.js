// Worker thread for `format.ts`: formats the files it is sent with prettier and posts the text back.
// Plain JavaScript so it starts without a TypeScript loader.
import { parentPort } from 'node:worker_threads';
import * as prettier from 'prettier';

parentPort.on('message', async ({ id, content, options }) => {
  try {
    parentPort.postMessage({ id, content: await prettier.format(content, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
