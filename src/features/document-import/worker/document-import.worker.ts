import { extractText } from '../model/extract-text';
import { CHANNEL, type ImportResponse, isImportRequest } from './protocol';

/**
 * The import worker: parses one document at a time off the main thread. The page cancels
 * a job by terminating the whole worker (parsers cannot be interrupted mid-call), so no
 * cancel message exists.
 */
// Typed by hand: the project compiles against the DOM library, whose `self` is a Window.
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  postMessage(message: ImportResponse): void;
};

scope.addEventListener('message', (event: MessageEvent<unknown>) => {
  const request = event.data;
  if (!isImportRequest(request)) return;
  const post = (message: ImportResponse) => scope.postMessage(message);
  void extractText(new Uint8Array(request.buffer), request.name, {
    limits: { timeLimitMs: request.timeLimitMs },
    onProgress: (progress) => post({ channel: CHANNEL, type: 'progress', id: request.id, progress }),
  }).then((result) => post({ channel: CHANNEL, type: 'result', id: request.id, result }));
});
