export function BarePage() {
  return <h1>Hello</h1>;
}
