import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OutputForm } from '../lib/output-forms.ts';

function Item({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-amber-500" />
      <span>{children}</span>
    </li>
  );
}

/** The amber 'Important: Manual Steps Required' box around a list of Items. */
function StepsBox({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="manual-steps-title" className="rounded-2xl border border-amber-200 bg-amber-50/70 p-5 sm:p-6">
      <div className="flex gap-3">
        <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="manual-steps-title" className="font-semibold text-amber-950">
            Important: Manual Steps Required
          </h2>
          <ul className="mt-3 space-y-2 text-sm leading-relaxed text-amber-950/90">{children}</ul>
        </div>
      </div>
    </section>
  );
}

/** Spec §2 'Important: Manual Steps Required', for the output form the user chose (the spec's text is the RTF one). */
export function ManualStepsBox({ form = 'rtf' }: { form?: OutputForm }) {
  if (form !== 'rtf') return <FormStepsBox form={form} />;
  return <RtfStepsBox />;
}

function FormStepsBox({ form }: { form: Exclude<OutputForm, 'rtf'> }) {
  const first: Record<typeof form, ReactNode> = {
    fields: (
      <>
        Open the rewritten document in Word with the Zotero plugin and click <strong>Zotero → Refresh</strong>: the citations are live Zotero citations.
      </>
    ),
    mendeley: (
      <>
        Open the rewritten document in Word with Mendeley Desktop&apos;s plugin and <strong>refresh</strong> the citations.
      </>
    ),
    pandoc: (
      <>
        Run <strong>pandoc --citeproc</strong> with the .bib file to turn the [@key] markers into citations.
      </>
    ),
    latex: (
      <>
        Paste the text into your LaTeX source and add the <strong>.bib</strong> file as its bibliography.
      </>
    ),
  };
  return (
    <StepsBox>
      <Item>{first[form]}</Item>
      {form === 'fields' || form === 'mendeley' ? (
        <Item>The items travel inside the document; to keep them in your library, import the CSL-JSON (Zotero) or RIS (Mendeley) file.</Item>
      ) : null}
      <Item>There is no guarantee of 100% success: please review every citation before you rely on it.</Item>
    </StepsBox>
  );
}

function RtfStepsBox() {
  return (
    <StepsBox>
      <Item>
        Open the rewritten document in your word processor and <strong>save it as RTF</strong> (Rich Text Format).
      </Item>
      <Item>
        Run your reference manager&apos;s <strong>RTF Scan</strong> (in Zotero: Tools → RTF Scan) to turn the markers into live citations.
      </Item>
      <Item>The citations in the downloaded document are not yet linked to your reference library: the RTF scan does that.</Item>
      <Item>There is no guarantee of 100% success: please review every citation before you rely on it.</Item>
    </StepsBox>
  );
}
