/// The inline stylesheet and script of `HTMLReport`: system fonts only, colours as custom
/// properties for light and dark (every text colour at least 4.5:1 against its background), print
/// rules for A4 and Letter, and a tap/hover/focus handler that shows a point's `data-tip`.
enum HTMLReportStyle {
    static let css = """
        :root{--bg:#ffffff;--fg:#1b1b1b;--muted:#4d4d4d;--grid:#d9d9d9;--panel:#f4f4f4;--e1rm:#1d5fb8;--pr:#b8001f;--tm:#8a4b00;--cycle:#6b6b6b;--reset:#7a1fa2;--warmup:#9a9a9a;--working:#1d5fb8;--supplemental:#2f8f6a;--l1:#b9d3f2;--l2:#5d95d9;--l3:#1d4f99;--empty:#ececec;--short:#c2410c}
        @media (prefers-color-scheme:dark){:root{--bg:#121417;--fg:#e9e9e9;--muted:#b5b5b5;--grid:#3a3d42;--panel:#1d2024;--e1rm:#7fb3ff;--pr:#ff7b8a;--tm:#f0a955;--cycle:#a0a0a0;--reset:#d49bff;--warmup:#8a8a8a;--working:#7fb3ff;--supplemental:#5fd3a3;--l1:#24446b;--l2:#3f74b5;--l3:#8fc0ff;--empty:#25282d;--short:#ff9b62}}
        *{box-sizing:border-box}
        html{-webkit-text-size-adjust:100%}
        body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
        main{max-width:60rem;margin:0 auto;padding:1rem}
        h1{font-size:1.6rem;margin:.2rem 0}
        h2{font-size:1.25rem;margin:1.6rem 0 .4rem;border-bottom:1px solid var(--grid)}
        .meta,figcaption,caption{color:var(--muted)}
        figure{margin:.6rem 0 1.2rem}
        figcaption{font-size:.9rem}
        .chart{display:block;width:100%;height:auto;background:var(--bg)}
        .calendar{min-width:36rem}
        .scroll{overflow-x:auto;max-width:100%}
        table{border-collapse:collapse;font-size:.9rem;margin:.4rem 0}
        caption{text-align:left;font-size:.85rem}
        th,td{padding:.2rem .6rem .2rem 0;text-align:left;vertical-align:top;border-bottom:1px solid var(--grid)}
        .num{text-align:right;font-variant-numeric:tabular-nums}
        .path{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.8rem;word-break:break-all}
        details{margin:.3rem 0}
        summary{cursor:pointer;color:var(--fg)}
        .grid{stroke:var(--grid);stroke-width:1}
        .axis,.tick-line{stroke:var(--muted);stroke-width:1}
        .tick{fill:var(--muted);font-size:11px}
        .axis-label{fill:var(--fg);font-size:12px}
        .note{fill:var(--muted);font-size:11px}
        .note.reset{fill:var(--reset)}
        .cycle-line{stroke:var(--cycle);stroke-dasharray:4 3;stroke-width:1}
        .reset-line{stroke:var(--reset);stroke-width:2}
        .tm-line{fill:none;stroke:var(--tm);stroke-width:2}
        .tm-point{fill:var(--tm)}
        .tm-point.cause-manual,.tm-point.cause-import,.tm-point.cause-start{fill:var(--bg);stroke:var(--tm);stroke-width:2}
        .e1rm-line{fill:none;stroke:var(--e1rm);stroke-width:1.5;opacity:.6}
        .e1rm-point{fill:var(--bg);stroke:var(--e1rm);stroke-width:2}
        .e1rm-point.pr{fill:var(--pr);stroke:var(--pr)}
        .reps-bar{fill:var(--e1rm)}
        .reps-bar.short{fill:var(--short)}
        .minimum{stroke:var(--fg);stroke-width:2}
        .vol-warmup{fill:var(--warmup)}.vol-working{fill:var(--working)}.vol-supplemental{fill:var(--supplemental)}
        .day.empty{fill:var(--empty)}.day.level1{fill:var(--l1)}.day.level2{fill:var(--l2)}.day.level3{fill:var(--l3)}
        [tabindex]:focus{outline:2px solid var(--fg);outline-offset:1px}
        .legend{display:inline-block}
        .key{display:inline-block;width:.8em;height:.8em;margin:0 .25em 0 .6em;vertical-align:-.05em;border-radius:2px}
        .key.e1rm{border:2px solid var(--e1rm);border-radius:50%}.key.pr{background:var(--pr);border-radius:50%}.key.tm{background:var(--tm)}
        .key.cycle{border-left:2px dashed var(--cycle);width:.3em}.key.reset{background:var(--reset);width:.25em}
        .key.reps{background:var(--e1rm)}.key.short{background:var(--short)}
        .key.warmup{background:var(--warmup)}.key.working{background:var(--working)}.key.supplemental{background:var(--supplemental)}
        .key.level1{background:var(--l1)}.key.level2{background:var(--l2)}.key.level3{background:var(--l3)}
        .tip{position:fixed;left:.5rem;right:.5rem;bottom:.5rem;margin:0 auto;max-width:40rem;padding:.5rem .8rem;background:var(--panel);color:var(--fg);border:1px solid var(--grid);border-radius:.4rem;font-size:.9rem;box-shadow:0 2px 8px rgba(0,0,0,.25)}
        td{white-space:nowrap}td.path{white-space:normal;min-width:12rem}
        @media (max-width:600px){main{padding:.75rem}.tick,.note,.axis-label{font-size:15px}.calendar .tick{font-size:11px}}
        @page{margin:12mm}
        @media print{body{font-size:10pt;background:#fff;color:#000}main{max-width:none;padding:0}.tip{display:none!important}section{break-inside:avoid-page}figure{break-inside:avoid}.calendar{min-width:0}.scroll{overflow:visible}td{white-space:normal}td.path{min-width:0}table{width:100%}}
        """

    static let script = """
        (function(){var tip=document.getElementById('tip');function show(e){var t=e.target&&e.target.closest?e.target.closest('[data-tip]'):null;if(!t)return;tip.textContent=t.getAttribute('data-tip');tip.hidden=false}
        document.addEventListener('click',function(e){if(e.target.closest&&e.target.closest('[data-tip]'))show(e);else tip.hidden=true});document.addEventListener('focusin',show);document.addEventListener('mouseover',show);
        document.addEventListener('keydown',function(e){if(e.key==='Escape')tip.hidden=true})})();
        """
}
