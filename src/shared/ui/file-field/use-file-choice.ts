import { useState } from 'react';

/** The file a picker holds and the error said under it; choosing another file clears the error. */
export function useFileChoice() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(null);
  };
  return { file, error, setError, choose };
}
