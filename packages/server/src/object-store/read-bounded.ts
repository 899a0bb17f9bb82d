import type { Readable } from 'node:stream';

/** A body over the signed size limit (413 PAYLOAD_TOO_LARGE in the envelope). */
export class PayloadTooLargeError extends Error {
  readonly statusCode = 413;
  constructor(limit: number) {
    super(`The file is larger than the ${limit} bytes the upload policy allows`);
    this.name = 'PayloadTooLargeError';
  }
}

/**
 * Reads a request body into memory, refusing as soon as it passes `limit` bytes: at most `limit` plus one
 * chunk is ever held. On refusal it stops listening without destroying the socket, so the 413 can still
 * be sent (the route closes the connection after it).
 */
export function readBounded(stream: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        stop();
        stream.pause();
        reject(new PayloadTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    // A client that hangs up mid-body ends nothing: fail instead of waiting forever.
    const onClose = () => {
      stop();
      reject(new Error('The upload was aborted by the client'));
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
    stream.on('close', onClose);
  });
}
