import type { SignIn } from '../records/records';
import type { Paged } from '../shared/paging';

/** The most sign-ins the live list asks for (§7 sign-in WebSocket MaxResultCount, §9). */
export const SIGN_IN_LIST_MAX = 500;

export interface SignInSubscription {
  projectId: number;
  userName: string;
}

/** The live sign-in list of a project, pushed over WebSocket (§7). Returns an unsubscribe function. */
export interface SignInFeed {
  subscribe(subscription: SignInSubscription, onList: (list: Paged<SignIn>) => void): () => void;
}
export const SignInFeed = Symbol.for('tender.SignInFeed');
