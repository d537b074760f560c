import styles from './contact-form.module.css';

type Props = {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
};

/**
 * A labelled, required field whose hint and error are tied to it (aria-describedby), so a screen reader
 * reads the error with the field and aria-invalid marks it.
 */
export function FormField({ name, label, hint, error, type = 'text', multiline = false, autoComplete }: Props) {
  const id = `contact-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = {
    id,
    name,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    className: [styles.control, error ? styles.invalid : ''].filter(Boolean).join(' '),
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {multiline ? <textarea rows={6} {...control} /> : <input type={type} autoComplete={autoComplete} {...control} />}
    </div>
  );
}
