// Placeholder: the screens helper replaces this page.
export default function JobsPage() {
  return <main className="p-8">jobs</main>;
}
