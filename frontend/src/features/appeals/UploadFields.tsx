import { FileUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ACCEPT } from './create-appeal';

interface Props {
  files: File[];
  progress: Record<number, number>;
  uploading: boolean;
  onAdd(files: File[]): void;
  onRemove(index: number): void;
}

const size = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** File picker with drag and drop, the chosen list and a progress bar per file while uploading. */
export function UploadFields({ files, progress, uploading, onAdd, onRemove }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <div className="upload">
      <label
        htmlFor={id}
        className={`dropzone${over ? ' dropzone--over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (!uploading) onAdd([...e.dataTransfer.files]);
        }}
      >
        <FileUp size={28} aria-hidden="true" />
        <strong>Escolher arquivos</strong>
        <span className="small muted">
          Notificação, CNH, CRLV, fotos. PNG, JPG, PDF ou TXT · até 50MB cada, 100MB no total.
        </span>
      </label>
      <input
        ref={input}
        id={id}
        className="sr-only"
        type="file"
        multiple
        accept={ACCEPT}
        disabled={uploading}
        onChange={(e) => {
          onAdd([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      {files.length ? (
        <ul className="file-list" aria-label="Arquivos escolhidos">
          {files.map((f, i) => (
            <li key={`${f.name}-${f.size}-${f.lastModified}`} className="file-item">
              <div className="file-item__row">
                <span className="file-item__name">{f.name}</span>
                <span className="small muted">{size(f.size)}</span>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={`Remover ${f.name}`}
                  disabled={uploading}
                  onClick={() => onRemove(i)}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              </div>
              {progress[i] !== undefined ? (
                <div className="progress">
                  <progress max={100} value={progress[i]} aria-label={`Envio de ${f.name}`} />
                  <span className="small">{progress[i]}%</span>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
