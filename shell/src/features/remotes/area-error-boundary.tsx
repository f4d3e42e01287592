import { Button } from '@harmony/shared';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './remotes.module.css';

interface Props {
  label: string;
  onRetry(): void;
  children: ReactNode;
}

/** Catches an area that failed to load or crashed, so the header, footer and other areas keep working. */
export class AreaErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`The area "${this.props.label}" could not be shown`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={styles.fallback} role="alert" aria-labelledby="area-fallback-title">
        <h1 id="area-fallback-title">{this.props.label} is unavailable right now</h1>
        <p>
          This part of the shop could not be loaded. The rest of the site still works — please try again in a
          moment.
        </p>
        <Button onClick={this.props.onRetry}>Retry</Button>
      </section>
    );
  }
}
