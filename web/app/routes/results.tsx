// Placeholder: the screens helper replaces this page.
export default function ResultsPage() {
  return <main className="p-8">results</main>;
}
