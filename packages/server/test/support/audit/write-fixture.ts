/** A request of a fixture: who sends it (a demo user of tenant 3, or nobody) and what. */
export interface WriteRequest {
  readonly method?: 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  readonly url: string;
  readonly user?: string | null;
  readonly tenantId?: number;
  readonly payload?: object | Buffer;
  readonly headers?: Record<string, string>;
  /** Secrets the request carries besides the caller's token and the demo password. */
  readonly secrets?: readonly string[];
  /** The writer when not a demo user of tenant 3 (a user the fixture created). */
  readonly writer?: { readonly userName: string; readonly userId: number };
}

/** What the row of a fixture's request must say (the entity id by the reply when a function). */
export interface ExpectedRow {
  /** The writer's login name; undefined: the request's `writer`. */
  readonly userName?: string;
  readonly entity: string;
  readonly entityId?: string | RegExp | ((result: Record<string, unknown>) => string) | null;
  readonly projectId?: number | null | ((result: Record<string, unknown>) => number | null);
  /** An administration entity's changed fields, as far as the test names them. */
  readonly changes?: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null };
}

export interface WriteFixture {
  readonly request: () => Promise<WriteRequest>;
  /** The row (read after the request was made), or `none` for a call that posts but changes nothing. */
  readonly row: ExpectedRow | (() => ExpectedRow) | 'none';
}
