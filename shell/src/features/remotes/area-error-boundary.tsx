import { Button, MESSAGES } from '@harmony/shared';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './remotes.module.css';
import { logRefusal, SharedVersionsError } from './shared-versions';

interface Props {
  label: string;
  onRetry(): void;
  children: ReactNode;
}

/** Catches an area that failed to load or crashed, so the header, footer and other areas keep working. */
export class AreaErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The operator's lines for a refused remote, named as shoppers know the area.
    if (error instanceof SharedVersionsError) {
      for (const mismatch of error.mismatches) logRefusal(this.props.label, error.remote, mismatch);
    }
    console.error(`The area "${this.props.label}" could not be shown`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // A remote refused for its shared versions: trying again soon will not help, a newer shell will.
    const outdated = this.state.error instanceof SharedVersionsError;
    return (
      <section className={styles.fallback} role="alert" aria-labelledby="area-fallback-title">
        <h1 id="area-fallback-title">{MESSAGES.areaUnavailableTitle(this.props.label)}</h1>
        <p>{outdated ? MESSAGES.areaNeedsNewerSite : MESSAGES.areaUnavailable}</p>
        <Button onClick={this.props.onRetry}>Retry</Button>
      </section>
    );
  }
}
