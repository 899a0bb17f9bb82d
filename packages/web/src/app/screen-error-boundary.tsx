import { Component, type ReactNode } from 'react';
import { LazyExceptionPage } from '../features/exceptions/lazy-exception-page';

interface Props {
  /** The visited path: moving elsewhere gives the next screen a fresh try. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
  readonly resetKey: string;
}

/** A screen that throws while rendering shows the 500 page (§2) rather than a blank document. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LazyExceptionPage status={500} /> : this.props.children;
  }
}
