/**
 * Where the browser posts a signed upload — GetSign's `host`, relative to the API's origin so that it
 * holds behind any proxy or dev server that forwards `/api`.
 */
export const UPLOAD_PATH = '/api/oss/upload';
