import { useEffect, useId, useMemo } from 'react'
import { useDropzone } from 'react-dropzone'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { readProof, type ProofFile } from '../utils/submission-form'
import { PdfPreview } from './pdf-preview'

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** A preview of a chosen proof: the image itself, or a PDF's first page. */
function ProofPreview({ proof, label }: { proof: ProofFile; label: string }) {
  const url = useMemo(() => (proof.file.type.startsWith('image/') ? URL.createObjectURL(proof.file) : null), [proof])
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url)
    },
    [url],
  )
  const load = useMemo(() => () => proof.file.arrayBuffer(), [proof])
  if (url)
    return (
      <img
        src={url}
        alt={`${label}: ${proof.file.name}`}
        className="max-h-48 max-w-full rounded border border-slate-300 object-contain dark:border-slate-700"
      />
    )
  if (proof.file.type === 'application/pdf') return <PdfPreview load={load} label={label} width={240} />
  return null
}

/**
 * One proof file: drop or choose (react-dropzone), then a preview. Type, content and size are
 * checked by the form with the contract's rules before anything is uploaded.
 */
export function ProofDropZone({
  label,
  description,
  value,
  onChange,
  error,
}: {
  label: string
  description: string
  value: ProofFile | null
  onChange: (proof: ProofFile | null) => void
  error?: string
}) {
  const ids = { label: useId(), help: useId(), error: useId() }
  // The zone takes drops; the button (not the zone, so no interactive control is nested) opens the file dialog.
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    multiple: false,
    noClick: true,
    noKeyboard: true,
    onDrop: (files: File[]) => {
      const [file] = files
      if (file) void readProof(file).then(onChange)
    },
  })
  const describedBy = [ids.help, error ? ids.error : ''].filter(Boolean).join(' ')
  return (
    <div className="space-y-2" role="group" aria-labelledby={ids.label}>
      <p id={ids.label} className="text-sm font-medium">
        {label}
      </p>
      <div
        {...getRootProps()}
        className={cn(
          'flex flex-wrap items-center justify-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm',
          isDragActive ? 'border-brand-600 bg-brand-50 dark:bg-slate-800' : 'border-slate-400 dark:border-slate-600',
          error && 'border-red-600',
        )}
      >
        <input {...getInputProps({ 'aria-label': label })} />
        <span>{isDragActive ? 'Drop the file here' : 'Drop a file here, or'}</span>
        <Button type="button" variant="secondary" onClick={open} aria-describedby={describedBy}>
          Choose {label.toLowerCase()} file
        </Button>
      </div>
      <p id={ids.help} className="text-xs text-slate-600 dark:text-slate-400">
        {description}
      </p>
      {error && (
        <p id={ids.error} className="break-words text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {value && (
        <div className="flex flex-wrap items-start gap-3">
          <ProofPreview proof={value} label={label} />
          <div className="space-y-1 text-sm">
            <p className="break-all font-medium">{value.file.name}</p>
            <p className="text-slate-700 dark:text-slate-300">
              {value.file.type || 'unknown type'}, {kb(value.file.size)}
            </p>
            <Button type="button" variant="secondary" onClick={() => onChange(null)}>
              Remove {label.toLowerCase()}
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
