// Placeholder: the screens helper replaces this page.
export default function PrivacyPage() {
  return <main className="p-8">privacy</main>;
}
