import { Spinner } from '../../components/ui/Spinner';

/** What the server is doing right now, and what the driver can do meanwhile (DESIGN.md). */
export function Processing({ message, detail }: { message: string; detail: string }) {
  return (
    <div className="processing" role="status">
      <Spinner size={20} />
      <div>
        <strong>{message}</strong>
        <p className="small muted">{detail}</p>
      </div>
    </div>
  );
}
