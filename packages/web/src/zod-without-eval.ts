// The first module script of index.html, an entry of its own: it must run before any module builds a
// schema, and a bundler may run an entry's own code after the chunks it imports.
import { z } from 'zod';

// The server's content security policy allows no eval (server http/security-headers.ts). zod 4 compiles
// object parsers with `new Function` unless told not to, and merely probing for it makes a strict CSP
// report a violation on every page; parsing without it is the same check, a little slower.
z.config({ jitless: true });
