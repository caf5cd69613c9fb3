/** A select's options from a label per value, in the record's order (a Record over a union names every value once). */
export function optionsOf<Value extends string>(labels: Record<Value, string>): { value: Value; label: string }[] {
  return (Object.keys(labels) as Value[]).map((value) => ({ value, label: labels[value] }));
}
