import { withoutRequirementNote } from '../utils/question-label'
import { QUESTIONNAIRE_FILE_RULES } from '@contract/services/file-limits'
import { useEffect, useId, useMemo } from 'react'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'
import { cn } from '@/lib/cn'
import { fileRuleProblems } from '../utils/form-model'

const accept = Object.fromEntries(
  QUESTIONNAIRE_FILE_RULES.allowedTypes.map((type) => [type.mimetype, type.extensions.map((ext) => `.${ext}`)]),
)
const typesText = QUESTIONNAIRE_FILE_RULES.allowedTypes.flatMap((type) => type.extensions).join(', ')

export interface FileDropFieldProps {
  label: string
  required: boolean
  multiple: boolean
  value: File[]
  onChange: (files: File[]) => void
  error?: string
  /** Files chosen before a reload that this browser could not bring back, to choose again. */
  forgotten?: string[]
  /** This browser refused to keep the chosen files (private mode, storage full). */
  notKept?: boolean
  /** Upload progress of each chosen file (0 to 1) while sending. */
  progress?: Map<File, number>
  onRejected: (messages: string[]) => void
}

function FilePreview({ file }: { file: File }) {
  const url = useMemo(() => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  if (url) return <img src={url} alt="" className="h-12 w-12 shrink-0 rounded border border-slate-300 object-cover" />
  return (
    <span
      aria-hidden="true"
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded border border-slate-300 text-xs font-semibold uppercase text-slate-700 dark:text-slate-300"
    >
      {file.name.split('.').pop()?.slice(0, 4)}
    </span>
  )
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/**
 * A file question: drop zone and picker (react-dropzone), the type and 5 MB rules checked before
 * anything is sent, a preview of each chosen file and, while sending, its upload progress.
 */
export function FileDropField({
  label,
  required,
  multiple,
  value,
  onChange,
  error,
  forgotten,
  notKept,
  progress,
  onRejected,
}: FileDropFieldProps) {
  const id = useId()
  const onDrop = (accepted: File[], rejections: FileRejection[]) => {
    const refused = rejections.map(
      (rejection) =>
        `${rejection.file.name}: ${rejection.errors.map((e) => (e.code === 'file-too-large' ? `must be ${QUESTIONNAIRE_FILE_RULES.sizeRule}` : e.code === 'file-invalid-type' ? `must be one of ${typesText}` : e.message)).join(', ')}`,
    )
    const fine = accepted.filter((file) => {
      const problems = fileRuleProblems(file)
      if (problems.length > 0) refused.push(`${file.name}: ${problems.join(', ')}`)
      return problems.length === 0
    })
    onRejected(refused)
    if (fine.length > 0) onChange(multiple ? [...value, ...fine] : fine.slice(0, 1))
  }
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    accept,
    maxSize: QUESTIONNAIRE_FILE_RULES.maxBytes,
    multiple,
    noClick: true,
    noKeyboard: true,
  })
  const describedBy = [`${id}-rules`, error ? `${id}-error` : undefined].filter(Boolean).join(' ')
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium">
        {withoutRequirementNote(label)}{' '}
        <span className="font-normal text-slate-600 dark:text-slate-400">{required ? '(required)' : '(optional)'}</span>
      </legend>
      <div
        {...getRootProps({
          className: cn(
            'flex flex-col items-center gap-2 rounded-md border-2 border-dashed px-3 py-4 text-center text-sm',
            isDragActive ? 'border-brand-600 bg-brand-50 dark:bg-slate-800' : 'border-slate-400 dark:border-slate-600',
            error && 'border-red-600',
          ),
        })}
      >
        <input {...getInputProps({ 'aria-label': `${label}: choose ${multiple ? 'files' : 'a file'}` })} />
        <p>{isDragActive ? 'Drop the file here' : `Drag ${multiple ? 'files' : 'a file'} here, or`}</p>
        <Button variant="secondary" onClick={open}>
          {multiple ? 'Choose files' : value.length > 0 ? 'Choose another file' : 'Choose a file'}
        </Button>
      </div>
      <p id={`${id}-rules`} className="text-xs text-slate-600 dark:text-slate-400">
        {typesText.toUpperCase()}, {QUESTIONNAIRE_FILE_RULES.sizeRule} each.
      </p>
      {forgotten && forgotten.length > 0 && value.length === 0 && (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          Chosen before the page was reloaded: {forgotten.join(', ')}. This browser did not keep{' '}
          {forgotten.length > 1 ? 'them' : 'it'}; please choose {forgotten.length > 1 ? 'them' : 'it'} again.
        </p>
      )}
      {notKept && value.length > 0 && (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          This browser cannot keep chosen files (private browsing or storage full): if the page is reloaded before you
          submit, they must be chosen again.
        </p>
      )}
      {value.length > 0 && (
        <ul className="space-y-2" aria-label={`Chosen for ${label}`}>
          {value.map((file, position) => (
            <li
              key={`${file.name}-${position}`}
              className="flex items-center gap-3 rounded-md border border-slate-300 p-2 dark:border-slate-700"
            >
              <FilePreview file={file} />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="break-all text-sm font-medium">{file.name}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">{sizeText(file.size)}</p>
                {progress?.has(file) && (
                  <ProgressBar label={`Uploading ${file.name}`} value={(progress.get(file) ?? 0) * 100} />
                )}
              </div>
              <Button
                variant="ghost"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(value.filter((_, i) => i !== position))}
                disabled={progress !== undefined}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="break-words text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  )
}
