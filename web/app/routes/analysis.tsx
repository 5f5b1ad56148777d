// Placeholder: the screens helper replaces this page.
export default function AnalysisPage() {
  return <main className="p-8">analysis</main>;
}
