// Placeholder: the screens helper replaces this page.
export default function TermsPage() {
  return <main className="p-8">terms</main>;
}
