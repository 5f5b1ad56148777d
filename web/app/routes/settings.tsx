// Placeholder: the screens helper replaces this page.
export default function SettingsPage() {
  return <main className="p-8">settings</main>;
}
