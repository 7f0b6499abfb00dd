import './Spinner.css'

/** An indeterminate spinner; `label` is read by assistive technology. */
export function Spinner({ label, size = 32 }: { label: string; size?: number }) {
  return (
    <span className="spinner" role="status" style={{ width: size, height: size }}>
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
