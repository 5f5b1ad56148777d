import { describe, expect, it } from 'vitest';
import { bblToText } from './bbl-to-text.ts';

// A .bbl as natbib's plainnat and BibTeX's siam write them (abridged from real bibtex output).
const PLAINNAT = String.raw`\begin{thebibliography}{2}
\providecommand{\natexlab}[1]{#1}
\providecommand{\url}[1]{\texttt{#1}}

\bibitem[Kowalski et~al.(2019)Kowalski, Ferreira, and
  Nakamura]{journal-3-authors}
Piotr Kowalski, Ana Ferreira, and Kenji Nakamura.
\newblock Wind turbine wake interactions in complex terrain.
\newblock \emph{Renewable Energy}, 164:\penalty0 1125--1139, 2019.
\newblock \doi{10.1016/j.renene.2019.03.011}.

\bibitem[M{\"u}ller(2021)]{accented}
J{\"u}rgen M\"uller and Luc{\'\i}a Garc{\'\i}a.
\newblock {\em Title with {DNA}}.
\newblock URL \url{https://example.org/a_b}.

\end{thebibliography}`;

const SIAM = String.raw`\begin{thebibliography}{1}
\bibitem{a}
{\sc World Health Organization}, {\em Report}, 2020.
\bibitem{b}
\leavevmode\vrule height 2pt depth -1.6pt width 23pt, {\em Fact sheet}, Dec. 2023.
\end{thebibliography}`;

describe('bblToText', () => {
  it('gives each entry’s printed text by its key, without the label, markup or line breaks', () => {
    expect(bblToText(PLAINNAT)).toEqual({
      'journal-3-authors':
        'Piotr Kowalski, Ana Ferreira, and Kenji Nakamura. Wind turbine wake interactions in complex terrain. Renewable Energy, 164:1125–1139, 2019. doi: 10.1016/j.renene.2019.03.011.',
      accented: 'Jürgen Müller and Lucía García. Title with DNA. URL https://example.org/a_b.',
    });
  });

  it('prints siam’s rule for a repeated author as three em dashes', () => {
    expect(bblToText(SIAM)).toEqual({ a: 'World Health Organization, Report, 2020.', b: '——— Fact sheet, Dec. 2023.' });
  });
});
