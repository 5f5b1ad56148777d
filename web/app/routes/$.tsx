// Placeholder: the screens helper replaces this page.
export default function NotFoundPage() {
  return <main className="p-8">Page not found</main>;
}
