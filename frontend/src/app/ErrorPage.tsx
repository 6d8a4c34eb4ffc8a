import { Component, type ReactNode } from 'react';

/** Unhandled route errors (SPEC §8: 'Unexpected Application Error!'). */
export function ErrorPage() {
  return (
    <main className="container page-narrow error-page">
      <h1>Unexpected Application Error!</h1>
      <p>Algo deu errado ao abrir esta página. Tente novamente ou volte ao início.</p>
      {/* A full load: the app state that failed is dropped. */}
      <a className="btn btn--primary btn--md" href="/">
        Voltar à página inicial
      </a>
    </main>
  );
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Erro não tratado na tela', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
