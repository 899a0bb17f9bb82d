// Placeholder: @tender/server is built by a later issue. See README.md for what will live here.
export const PACKAGE = '@tender/server';
