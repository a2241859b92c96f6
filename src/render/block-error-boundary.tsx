import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  type: string;
  index: number;
  children: ReactNode;
}

/** One broken block never takes the page down: it logs and renders nothing (dev: a notice). */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `Block ${this.props.index} (${this.props.type}) failed to render:`,
      error,
      info.componentStack,
    );
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (import.meta.env.DEV) {
      return (
        <div
          role="alert"
          data-block-error={this.props.type}
          css={{ padding: "1rem", border: "2px dashed #c00", color: "#900", margin: "1rem" }}
        >
          Block {this.props.index} ({this.props.type}) failed to render. See the console.
        </div>
      );
    }
    return null;
  }
}
