// Reference-manager fields a document already has (spec §10): they are kept as they are, and the
// report says so. Counted on the main part's text: each field's instruction names its owner.
export function existingFieldCounts(xml: string): { zotero: number; mendeley: number; endnote: number } {
  const count = (re: RegExp) => (xml.match(re) ?? []).length;
  return {
    zotero: count(/ADDIN ZOTERO_ITEM/g),
    mendeley: count(/ADDIN (?:Mendeley Citation\{[^}]*\} )?CSL_CITATION/g) + count(/MENDELEY_CITATION_v3_/g),
    endnote: count(/ADDIN EN\.CITE(?!\.DATA)/g),
  };
}
