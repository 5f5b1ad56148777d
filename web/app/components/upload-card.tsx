// Spec §2 'Upload Document' card: drag-and-drop, one file at a time, the .docx/.doc badges, 'Choose File'.
import { CloudUpload, FileText, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { DragEvent, KeyboardEvent } from 'react';
import { cn } from '../lib/cn.ts';
import { MAX_FILE_SIZE_TEXT } from '../lib/constants.ts';
import { formatBytes } from '../lib/format.ts';
import { Badge } from './ui/badge.tsx';
import { Button } from './ui/button.tsx';

export const ACCEPT = '.docx,.doc,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/msword';

export interface UploadCardProps {
  file: File | null;
  disabled: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
}

export function UploadDropzone({ file, disabled, onFile, onRemove }: UploadCardProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const hintId = useId();

  const open = () => {
    if (!disabled) inputRef.current?.click();
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    // One file at a time: the first one dropped.
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  return (
    <div>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose a Word document"
        disabled={disabled}
        data-testid="file-input"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) onFile(chosen);
          // Choosing the same file again after removing it must fire a change.
          e.target.value = '';
        }}
      />
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
        aria-describedby={hintId}
        aria-label="Drop your document here or click to browse files"
        onClick={open}
        onKeyDown={onKeyDown}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2',
          disabled
            ? 'cursor-not-allowed border-slate-200 bg-slate-50 opacity-60'
            : dragging
              ? 'cursor-copy border-indigo-500 bg-indigo-50'
              : 'cursor-pointer border-slate-300 bg-slate-50/60 hover:border-indigo-400 hover:bg-indigo-50/40',
        )}
      >
        <span
          className={cn(
            'flex h-14 w-14 items-center justify-center rounded-2xl',
            dragging ? 'bg-indigo-600 text-white' : 'bg-white text-indigo-600 shadow-sm ring-1 ring-slate-200',
          )}
        >
          <CloudUpload className="h-7 w-7" aria-hidden="true" />
        </span>
        <p className="mt-4 text-base font-semibold text-slate-900">Drop your document here</p>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          or click to browse files
        </p>
        <div className="mt-3 flex gap-2">
          <Badge tone="indigo">.docx</Badge>
          <Badge tone="neutral">.doc</Badge>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="mt-5"
          disabled={disabled}
          tabIndex={-1}
          onClick={(e) => {
            e.stopPropagation();
            open();
          }}
        >
          Choose File
        </Button>
        <p className="mt-3 text-xs text-slate-500">Up to {MAX_FILE_SIZE_TEXT}</p>
      </div>

      {file ? (
        <div className="mt-4 flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm" data-testid="selected-file">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
            <FileText className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">{file.name}</p>
            <p className="text-xs text-slate-500">{formatBytes(file.size)}</p>
          </div>
          <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove ${file.name}`} disabled={disabled}>
            <X className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
