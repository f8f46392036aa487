export default function AdminDashboardRoute() {
  return <h1 className="text-3xl font-bold">Dashboard</h1>
}
