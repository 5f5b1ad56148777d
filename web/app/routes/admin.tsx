// Placeholder: the screens helper replaces this page.
export default function AdminPage() {
  return <main className="p-8">admin</main>;
}
