// Placeholder until the admin area is built (issue 4).
export default function CmsDashboard() {
  return <h1>dashboard</h1>;
}
