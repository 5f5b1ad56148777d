// Placeholder: the screens helper replaces this page.
export default function IndexPage() {
  return <main className="p-8">_index</main>;
}
