import { expect, it } from 'vitest';

/**
 * One test per row of a table of inputs and what `map` must answer for each (compared with toEqual), titled by
 * `title` with the row's input and answer (vitest's printf-style %s / %j).
 */
export function itMapsEach<Input, Output>(map: (input: Input) => Output, rows: readonly (readonly [Input, Output])[], title = '%j → %j') {
  it.each(rows.map(([input, output]) => [input, output] as [Input, Output]))(title, (input, output) => {
    expect(map(input)).toEqual(output);
  });
}
