/// The style sheet of the printed card (`plusmd print`): black on white with lines and boxes
/// only, so a black-and-white printer (or a photocopy of it) loses nothing; A4 and Letter through
/// `@page` with 12 mm margins, a week on one sheet (two sessions side by side); one column on a
/// phone's screen.
enum PrintCardStyle {
    static let css = """
        @page { margin: 12mm; }
        * { box-sizing: border-box; }
        html { color: #000; background: #fff; font: 10pt/1.3 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
        body { margin: 0 auto; max-width: 190mm; padding: 0 2mm; }
        .page { break-after: page; padding-top: 1mm; }
        .page:last-child { break-after: auto; }
        h1 { font-size: 14pt; margin: 0 0 1mm; }
        h2 { font-size: 12pt; margin: 0; }
        .meta { margin: 0 0 3mm; font-size: 9pt; }
        .sessions { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 4mm; }
        .session { border: 1.5pt solid #000; padding: 2mm 2.5mm; break-inside: avoid; }
        .session header { display: flex; justify-content: space-between; align-items: baseline; gap: 2mm; flex-wrap: wrap; }
        .session .day { font-weight: 700; }
        .session .state { font-size: 9pt; margin: 0.5mm 0 1mm; }
        table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
        th, td { border-bottom: 0.5pt solid #000; padding: 0.6mm 0.8mm; text-align: left; vertical-align: middle; white-space: nowrap; font-size: 9pt; }
        th { font-size: 8pt; font-weight: 600; }
        td.num, th.num { text-align: right; }
        td.plates { width: 100%; }
        tr.top td { font-weight: 700; }
        .box { display: inline-block; width: 4mm; height: 4mm; border: 1pt solid #000; vertical-align: middle; }
        .amrap { display: inline-block; width: 10mm; height: 5mm; border: 2pt solid #000; vertical-align: middle; margin-left: 1mm; }
        .mark { font-weight: 700; }
        .notes { border: 0.75pt solid #000; min-height: 14mm; margin-top: 2mm; padding: 0.5mm 1mm; font-size: 8pt; }
        .broken { border: 1.5pt dashed #000; padding: 2mm 3mm; }
        .broken code { word-break: break-all; }
        .compact .sessions { gap: 2.5mm; }
        .compact .session { padding: 1.2mm 2mm; }
        .compact h2 { font-size: 10.5pt; }
        .compact th, .compact td { padding: 0.15mm 0.6mm; font-size: 8pt; }
        .compact th { font-size: 7pt; }
        .compact .box { width: 3.2mm; height: 3.2mm; }
        .compact .amrap { height: 4mm; }
        .compact .notes { min-height: 7mm; margin-top: 1mm; }
        .team table { margin-bottom: 3mm; }
        .team h2 { margin-top: 2mm; }
        .team h3 { font-size: 10pt; margin: 1.5mm 0 0.5mm; }
        .team .lift { break-inside: avoid; }
        .team td.sets { white-space: normal; width: 100%; }
        @media screen and (max-width: 640px) {
          .sessions { grid-template-columns: minmax(0, 1fr); }
          html { font-size: 11pt; }
        }
        """
}
