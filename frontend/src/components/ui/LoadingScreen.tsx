/** The full-area 'Carregando...' shown while a session initialises or a lazy screen loads. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>Carregando...</p>
    </div>
  );
}
