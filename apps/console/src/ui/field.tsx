import { cloneElement, useId, type ReactElement } from 'react';

/**
 * A labelled control with an optional hint. The hint is outside the label and tied to the
 * control by aria-describedby, so the control's name stays short ("Reason") and the hint is
 * read as its description.
 */
export function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: ReactElement<{ id?: string; 'aria-describedby'?: string }>;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-describedby': hint ? hintId : undefined })}
      {hint && (
        <small id={hintId} className="hint">
          {hint}
        </small>
      )}
    </div>
  );
}
