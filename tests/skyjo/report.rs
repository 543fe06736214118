//! `skyjo report` through the real binary, and its page in a real browser:
//! headless Chromium renders the report of a generated history (with games
//! imported from BG Stats beside it), and the rendered DOM must hold every
//! section and chart with the numbers the other commands give; a screenshot
//! must not be blank.
//!
//! The browser tests are long: a plain `cargo test` leaves them out (ignored,
//! with the reason), `.ci/run` runs them (`cargo test -- --ignored`).
//! Chromium (the Debian package `chromium`) is installed by `.ci/run`. Without
//! it the browser tests say so and pass, except under CI (`CI` set), where
//! they fail.

use crate::common;
use crate::common::{History, RunOutput, skyjo};

use std::path::{Path, PathBuf};

use serde_json::Value;

/// The browser, or `None` (outside CI) when the machine has none.
fn chromium() -> Option<PathBuf> {
    common::chromium("report")
}

/// Headless Chromium on the file `page` with `args`; its stdout.
fn browse(browser: &Path, page: &Path, args: &[&str]) -> String {
    common::headless(browser, &format!("file://{}", page.display()), args)
}

/// A generated history of 300 games, and BG Stats' plays beside them.
fn history() -> History {
    let h = History::new();
    let out = skyjo(&h.path).args(["demo", "--games", "300"]).run_output();
    assert!(out.status.success());
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/BGStatsExport.json");
    h.ok(&["import", "--from", "bgstats", fixture]);
    h
}

fn report(h: &History, extra: &[&str]) -> PathBuf {
    let path = h.path.with_file_name("report.html");
    let mut args = vec!["report", "--out", path.to_str().unwrap()];
    args.extend_from_slice(extra);
    h.ok(&args);
    path
}

#[test]
#[cfg_attr(
    windows,
    ignore = "headless Chromium: CI's Windows run (under Wine) has no Windows browser"
)]
#[cfg_attr(
    not(windows),
    ignore = "long: headless Chromium renders two reports and two screenshots; CI runs it (cargo test -- --ignored)"
)]
fn the_report_in_a_browser_holds_every_section_with_the_history_numbers() {
    let h = history();
    let page = report(&h, &[]);
    let html = std::fs::read_to_string(&page).unwrap();
    // Self-contained: no script, nothing from the network.
    assert!(!html.contains("<script"));
    assert!(!html.contains("http://") && !html.contains("https://"));
    let Some(browser) = chromium() else { return };
    let dom = browse(&browser, &page, &["--dump-dom"]);
    for id in ["standings", "ratings", "head-to-head", "closest", "records"] {
        assert!(dom.contains(&format!("<section id=\"{id}\">")), "{id}");
    }
    // The standings hold each player's games and wins as `stats` gives them
    // (a phone may put the note on shared wins under the count, not break it).
    let stats = h.json(&["stats"]);
    let players = stats["players"].as_array().unwrap();
    assert!(players.len() >= 5);
    for p in players {
        let wins = match p["shared_wins"].as_u64().unwrap() {
            0 => p["wins"].to_string(),
            shared => format!("{} ({shared}&nbsp;shared)", p["wins"]),
        };
        let row = format!(
            "<th scope=\"row\">{}</th><td>{}</td><td class=\"wins\">{wins}</td>",
            p["name"].as_str().unwrap(),
            p["games"]
        );
        assert!(dom.contains(&row), "{row}");
    }
    // One rating line per rated player, each named at its end with the rating `ratings` gives.
    let ratings = h.json(&["ratings"]);
    let rated = ratings["players"].as_array().unwrap();
    let chart = &dom[dom.find("<section id=\"ratings\">").unwrap()..];
    let chart = &chart[..chart.find("</section>").unwrap()];
    // Two drawings of the chart: the wide one, and the one a phone shows.
    assert_eq!(chart.matches("<figure ").count(), 2);
    assert_eq!(chart.matches("<path ").count(), 2 * rated.len());
    for r in rated {
        let label = format!(
            "{} {}</text>",
            r["name"].as_str().unwrap(),
            skyjo::i18n::decimal(skyjo::i18n::Lang::EN, r["rating"].as_f64().unwrap(), 0)
        );
        assert!(chart.contains(&label), "{label}");
    }
    // The heat map: a cell per pair, with what `rivalry` counts.
    let (a, b) = (
        rated[0]["name"].as_str().unwrap(),
        rated[1]["name"].as_str().unwrap(),
    );
    let rivalry = h.json(&["rivalry", a, b]);
    let cell = format!(
        "{a} finished ahead of {b} in {} of {} games\">{}<span class=\"sep\">/</span><span class=\"of\">{}</span></td>",
        rivalry["a_ahead"], rivalry["games"], rivalry["a_ahead"], rivalry["games"]
    );
    assert!(dom.contains(&cell), "{cell}");
    // Six closest games, each a chart with the target line.
    let closest = &dom[dom.find("<section id=\"closest\">").unwrap()..];
    assert_eq!(closest.matches("<figure class=\"game\">").count(), 6);
    let with_target = closest
        // "Game 12": the number kept with its word (a no-break space).
        .split("<figcaption>Game&nbsp;")
        .skip(1)
        .map(|rest| rest[..rest.find(' ').unwrap()].to_string())
        .filter(|game| h.json(&["show", game])["rules"]["end"]["kind"] == "target")
        .count();
    assert_eq!(closest.matches("class=\"target\"").count(), with_target);
    // The records.
    assert_eq!(dom.matches("<li>").count(), 4);
    assert!(dom.contains("Lowest round: "));

    // A screenshot is not blank: a page of the same size with nothing on it
    // compresses to a few kilobytes.
    let dir = h.path.parent().unwrap();
    let shot = dir.join("report.png");
    let blank_page = dir.join("blank.html");
    std::fs::write(&blank_page, "<!DOCTYPE html><html><body></body></html>").unwrap();
    let blank = dir.join("blank.png");
    for (target, source) in [(&shot, &page), (&blank, &blank_page)] {
        browse(
            &browser,
            source,
            &[
                "--window-size=1000,2400",
                &format!("--screenshot={}", target.display()),
            ],
        );
    }
    let (shot, blank) = (
        std::fs::read(&shot).unwrap(),
        std::fs::read(&blank).unwrap(),
    );
    assert_eq!(&shot[..8], b"\x89PNG\r\n\x1a\n");
    assert_eq!(&shot[16..24], &[0, 0, 0x03, 0xe8, 0, 0, 0x09, 0x60]); // 1000 x 2400
    assert!(
        shot.len() > 20 * blank.len() && shot.len() > 100_000,
        "screenshot {} bytes, blank page {} bytes",
        shot.len(),
        blank.len()
    );
    // The report in Danish, as the browser builds it, has its closest games too.
    let page = report(&h, &["--lang", "da"]);
    let dom = browse(&browser, &page, &["--dump-dom"]);
    assert!(dom.contains("<section id=\"closest\">"));
}

#[test]
fn the_report_speaks_the_chosen_language() {
    let h = history();
    let page = report(&h, &["--lang", "sv", "--season", "2016"]);
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("<html lang=\"sv\">"));
    for words in [
        "Skyjo: familjens partier",
        "Tabell",
        "Rating över tid",
        "Inbördes möten",
        "De jämnaste partierna",
        "Rekord",
        "Lägsta runda: ",
    ] {
        assert!(html.contains(words), "{words}");
    }
    let page = report(&h, &["--lang", "da"]);
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("<html lang=\"da\">"));
    assert!(html.contains("Indbyrdes opgør"));
    assert!(html.contains("Største comeback: "));
    // Its page in the browser: the_report_in_a_browser_holds_every_section_with_the_history_numbers.
}

#[test]
fn an_empty_period_gives_a_report_that_says_so() {
    let h = history();
    let page = report(&h, &["--season", "1999"]);
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("<p class=\"empty\" id=\"empty\">No games in that period.</p>"));
    assert!(!html.contains("<section"));
    let fresh = History::new();
    let out = fresh.ok(&["report", "--out", "-"]);
    assert!(out.starts_with("<!DOCTYPE html>"));
    assert!(out.contains("No finished games yet"));
    // Nothing was created by reading an empty history.
    assert!(!fresh.path.exists());
}

/// A history of BG Stats plays only: standings, ratings and head to head
/// from the totals; the sections drawn from rounds say why they are empty.
#[test]
fn a_period_of_final_totals_only_says_there_are_no_rounds() {
    let h = History::new();
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/BGStatsExport.json");
    h.ok(&["import", "--from", "bgstats", fixture]);
    for (lang, note) in [
        (
            "en",
            "The games of this period hold only final totals (imported from BG Stats): \
             there are no rounds to show.",
        ),
        (
            "sv",
            "Periodens partier har bara slutsummor (importerade från BG Stats): \
             det finns inga rundor att visa.",
        ),
        (
            "da",
            "Periodens spil har kun slutsummer (importeret fra BG Stats): \
             der er ingen runder at vise.",
        ),
    ] {
        let page = h.ok(&["--lang", lang, "report", "--out", "-"]);
        let note = format!("<p class=\"note\">{note}</p>");
        for section in ["closest", "records"] {
            let at = page.find(&format!("<section id=\"{section}\">")).unwrap();
            let end = at + page[at..].find("</section>").unwrap();
            assert!(page[at..end].contains(&note), "{lang} {section}");
        }
        assert_eq!(page.matches(&note).count(), 2, "{lang}");
        assert!(page.contains("<section id=\"head-to-head\">"));
    }
}

#[test]
fn the_report_goes_to_the_file_asked_and_says_so() {
    let h = history();
    let path = h.path.with_file_name("family.html");
    let out = h.ok(&["report", "--out", path.to_str().unwrap()]);
    let games = h.json(&["games"]);
    let finished = games
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["game_over"] == true)
        .count();
    assert_eq!(
        out,
        format!(
            "Wrote the report of {finished} finished games to {}.\n",
            path.display()
        )
    );
    let json: Value = h.json(&["report", "--out", path.to_str().unwrap()]);
    assert_eq!(json["written"], path.to_str().unwrap());
    // A folder that does not exist: one line, nothing written.
    let missing = h.path.with_file_name("no/such/folder/r.html");
    let err = h.fails(&["report", "--out", missing.to_str().unwrap()]);
    assert_eq!(
        err,
        format!(
            "error: cannot create {}: no such file or folder",
            missing.display()
        )
    );
    // A folder in the way: refused, and no half-written page is left beside it.
    let folder = h.path.with_file_name("taken.html");
    std::fs::create_dir(&folder).unwrap();
    let err = h.fails(&["report", "--out", folder.to_str().unwrap()]);
    assert_eq!(
        err,
        format!(
            "error: cannot create {}: it is a folder, not a file",
            folder.display()
        )
    );
    assert!(!h.path.with_file_name("taken.html.part").exists());
}

/// The rating chart writes its numbers as the rest of the tool does
/// (`i18n::decimal`): the axis and the ratings at the ends of the lines are
/// grouped in the language's way (`1,500`, `1.500`, `1 500` with a no-break
/// space), as `ratings` shows them; no number of four digits is left ungrouped.
#[test]
fn the_rating_chart_groups_thousands_in_the_language_of_the_page() {
    use skyjo::i18n::{Lang, decimal};
    let h = History::new();
    for [anna, bertil] in [[5, 30], [40, 3], [10, 12]] {
        h.ok(&["new", "--rounds", "1", "--yes", "Anna", "Bertil"]);
        let (anna, bertil) = (format!("Anna={anna}"), format!("Bertil={bertil}"));
        h.ok(&["round", "--closer", "Anna", &anna, &bertil]);
    }
    let ratings = h.json(&["ratings"]);
    let rated = ratings["players"].as_array().unwrap();
    assert_eq!(rated.len(), 2);
    for (code, fifteen_hundred) in [("en", "1,500"), ("da", "1.500"), ("sv", "1\u{a0}500")] {
        let lang = Lang::from_code(code).unwrap();
        let page = h.ok(&["--lang", code, "report", "--out", "-"]);
        let chart = &page[page.find("<section id=\"ratings\">").unwrap()..];
        let chart = &chart[..chart.find("</section>").unwrap()];
        let texts: Vec<&str> = chart
            .split("</text>")
            .filter_map(|t| t.rfind('>').map(|i| &t[i + 1..]))
            .collect();
        // The start rating is a grid line of both drawings, grouped.
        assert_eq!(
            texts.iter().filter(|t| **t == fifteen_hundred).count(),
            2,
            "{code}: {texts:?}"
        );
        // Every rating at the end of a line is written as `ratings` writes it.
        let table = h.ok(&["--lang", code, "ratings"]);
        for r in rated {
            let value = decimal(lang, r["rating"].as_f64().unwrap(), 0);
            assert!(table.contains(&value), "{code}: {value} in {table}");
            let label = format!("{} {value}", r["name"].as_str().unwrap());
            assert_eq!(
                texts.iter().filter(|t| **t == label).count(),
                2,
                "{code}: {label}"
            );
        }
        // No number of four digits in a row anywhere in the chart's text.
        for text in &texts {
            let longest = text
                .split(|c: char| !c.is_ascii_digit())
                .map(str::len)
                .max()
                .unwrap_or(0);
            assert!(longest <= 3 || text.contains('-'), "{code}: {text}");
        }
    }
}

/// A page that shows the report at `page` in a frame `width` px wide (the
/// viewport of a phone: headless Chromium's window is 500 px at the least),
/// with a script that measures what the browser laid out in the frame (the
/// report itself has no script) and leaves the answer in the page's DOM.
fn probe(page: &Path, width: u32) -> PathBuf {
    const SCRIPT: &str = r##"<script>
window.addEventListener("load", function () {
  const frame = document.getElementById("report");
  const doc = frame.contentDocument, win = frame.contentWindow;
  const out = { problems: [], chartProblems: [], viewport: doc.documentElement.clientWidth };
  // A problem of a chart (a text outside it, two texts over each other) is
  // one of the page's too.
  const chart = (problem) => { out.problems.push(problem); out.chartProblems.push(problem); };
  out.page = doc.documentElement.scrollWidth;
  const shown = (e) => win.getComputedStyle(e).display !== "none";
  out.charts = [...doc.querySelectorAll("#ratings figure")].filter(shown).length;
  // Every chart shown (the ratings, each of the closest games): inside its
  // place and the screen, and every text of it inside its drawing.
  const drawings = [...doc.querySelectorAll("svg")].filter((s) => s.getBoundingClientRect().width > 0);
  out.drawings = drawings.length;
  for (const drawing of drawings) {
    const svg = drawing.getBoundingClientRect();
    const place = drawing.parentElement.getBoundingClientRect();
    if (svg.right > place.right + 0.5) chart("chart wider than its place: " + svg.width);
    if (svg.left < -0.5 || svg.right > out.viewport + 0.5) chart("chart off the screen: " + svg.left + ".." + svg.right);
    const texts = [...drawing.querySelectorAll("text")].map((t) => [t.textContent, t.getBoundingClientRect()]);
    for (const [text, r] of texts) {
      if (r.left < svg.left - 0.5 || r.right > svg.right + 0.5 || r.top < svg.top - 0.5 || r.bottom > svg.bottom + 0.5) {
        chart("outside the chart: " + text + " (" + [r.left - svg.left, svg.right - r.right, r.top - svg.top, svg.bottom - r.bottom].map(Math.round) + ")");
      }
      if (r.height < 10) chart("too small to read: " + text + " " + r.height);
    }
    // Text boxes include the font's line gap: 1 px of it may touch.
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        const [a, p] = texts[i], [b, q] = texts[j];
        if (p.left + 1 < q.right && q.left + 1 < p.right && p.top + 1 < q.bottom && q.top + 1 < p.bottom) {
          chart("overlap: " + a + " / " + b);
        }
      }
    }
  }
  const table = doc.querySelector("table.standings");
  const place = table.parentElement;
  if (place.scrollWidth > place.clientWidth + 0.5) {
    out.problems.push("standings scroll: " + place.scrollWidth + " > " + place.clientWidth);
  }
  for (const th of table.querySelectorAll("thead th")) {
    if (shown(th) && th.scrollWidth > th.clientWidth + 0.5) out.problems.push("heading cut: " + th.textContent);
    // A heading may wrap between words, but its % stays on the line of the word before it.
    const text = th.firstChild, at = th.textContent.indexOf("%");
    if (shown(th) && at >= 2) {
      const range = doc.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      const percent = range.getBoundingClientRect().top;
      range.setStart(text, at - 2);
      range.setEnd(text, at - 1);
      if (Math.abs(range.getBoundingClientRect().top - percent) > 1) out.problems.push("% alone: " + th.textContent);
    }
  }
  out.columns = [...table.querySelectorAll("thead th")].filter(shown).length;
  // The head to head: how wide it is and its place, no name cut; the
  // columns' names as they show (a span of 1 px is for screen readers only).
  const heat = doc.querySelector("table.heat");
  out.heatWidth = [heat.parentElement.scrollWidth, heat.parentElement.clientWidth];
  for (const th of heat.querySelectorAll("th")) {
    if (th.scrollWidth > th.clientWidth + 0.5) out.problems.push("name cut: " + th.textContent);
  }
  const seen = (e) => [...e.querySelectorAll("span")].filter((s) => s.getBoundingClientRect().width > 1).map((s) => s.textContent).join("") || e.textContent;
  out.heatColumns = [...heat.querySelectorAll("thead th")].slice(1).map(seen);
  out.heatRows = [...heat.querySelectorAll("tbody th")].map((th) => th.textContent);
  document.body.setAttribute("data-measured", JSON.stringify(out));
});
</script>"##;
    let html = std::fs::read_to_string(page).unwrap();
    // A srcdoc frame shares the page's origin, so the script may read it.
    let srcdoc = html.replace('&', "&amp;").replace('"', "&quot;");
    let probe = page.with_file_name(format!("probe-{width}.html"));
    std::fs::write(
        &probe,
        format!(
            "<!DOCTYPE html><html><body style=\"margin:0\">\
             <iframe id=\"report\" style=\"width:{width}px;height:2400px;border:0;display:block\" \
             srcdoc=\"{srcdoc}\"></iframe>{SCRIPT}</body></html>"
        ),
    )
    .unwrap();
    probe
}

/// The measures of [`probe`] at `width` px.
fn measure(browser: &Path, page: &Path, width: u32) -> Value {
    let probe = probe(page, width);
    let window = format!("--window-size={},2400", width.max(500));
    let dom = browse(browser, &probe, &[&window, "--dump-dom"]);
    let key = "data-measured=\"";
    let start = dom.find(key).expect("the probe ran") + key.len();
    let value = &dom[start..];
    let value = &value[..value.find('"').unwrap()];
    serde_json::from_str(
        &value
            .replace("&quot;", "\"")
            .replace("&gt;", ">")
            .replace("&lt;", "<")
            .replace("&amp;", "&"),
    )
    .unwrap()
}

/// On a phone (390 px) and on a desktop (1200 px), in Danish (and the
/// one-day period in Swedish too): the rating chart's labels stay inside it
/// and none covers another (the three dates of a one-day period, the names at
/// the ends of the lines), and the standings fit without scrolling, their
/// headings wrapped between words ("Färdigspelade partier", "Andel segrar"). Screenshots at
/// both widths, not blank.
#[test]
#[cfg_attr(
    not(windows),
    ignore = "long: headless Chromium lays out two reports at two widths; CI runs it (cargo test -- --ignored)"
)]
fn the_report_fits_a_phone_and_a_desktop() {
    // A one-day period (every game today) with the names families have.
    let day = History::new();
    let names = common::EIGHT_PLAYERS;
    for scores in [
        [3, 9, 12, 20, 5, 7, 30, 11],
        [8, 2, 6, 9, 4, 20, 3, 10],
        [5, 5, 9, 1, 12, 3, 8, 2],
    ] {
        let mut args = vec![
            "new".to_string(),
            "--rounds".into(),
            "1".into(),
            "--yes".into(),
        ];
        args.extend(names.iter().map(|n| n.to_string()));
        day.ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
        let mut round = vec!["round".to_string(), "--closer".into(), "Bertil".into()];
        round.extend(names.iter().zip(scores).map(|(n, s)| format!("{n}={s}")));
        day.ok(&round.iter().map(String::as_str).collect::<Vec<_>>());
    }
    let day_page = report(&day, &["--lang", "da"]);
    let html = std::fs::read_to_string(&day_page).unwrap();
    let swedish_page = day.path.with_file_name("sv.html");
    day.ok(&[
        "report",
        "--lang",
        "sv",
        "--out",
        swedish_page.to_str().unwrap(),
    ]);
    let swedish = std::fs::read_to_string(&swedish_page).unwrap();
    assert!(swedish.contains(">Andel segrar</th>"), "{swedish}");
    // German, of the longest words, and French, of the longest phrases.
    let other_pages: Vec<PathBuf> = ["de", "fr"]
        .into_iter()
        .map(|lang| {
            let page = day.path.with_file_name(format!("{lang}.html"));
            day.ok(&["report", "--lang", lang, "--out", page.to_str().unwrap()]);
            page
        })
        .collect();
    let Some(browser) = chromium() else { return };
    let years = history();
    let years_page = years.path.with_file_name("years.html");
    years.ok(&[
        "report",
        "--lang",
        "da",
        "--out",
        years_page.to_str().unwrap(),
    ]);
    for page in [&day_page, &years_page, &swedish_page]
        .into_iter()
        .chain(&other_pages)
    {
        for (width, columns) in [(390, 4), (1200, 8)] {
            let m = measure(&browser, page, width);
            assert_eq!(m["viewport"], width, "{m}");
            assert_eq!(
                m["problems"],
                serde_json::json!([]),
                "{} at {width} px: {m}",
                page.display()
            );
            // Nothing of the page needs sideways scrolling.
            assert!(m["page"].as_u64().unwrap() <= u64::from(width), "{m}");
            assert_eq!(m["charts"], 1, "{m}");
            assert_eq!(m["columns"], columns, "{m}");
            // The head to head of eight players fits unscrolled; its columns
            // are named shortly on the phone (as the rows in the same order).
            let rows = m["heatRows"].as_array().unwrap();
            if rows.len() <= 8 {
                let [wide, place] = [0, 1].map(|i| m["heatWidth"][i].as_f64().unwrap());
                assert!(
                    wide <= place,
                    "head to head at {width} px: {wide} > {place}: {m}"
                );
            }
            let shown = m["heatColumns"].as_array().unwrap();
            assert_eq!(shown.len(), rows.len(), "{m}");
            for (row, column) in rows.iter().zip(shown) {
                let (row, column) = (row.as_str().unwrap(), column.as_str().unwrap());
                if width == 390 {
                    assert!(
                        row.starts_with(column) && column.chars().count() <= 4,
                        "{m}"
                    );
                } else {
                    assert_eq!(row, column, "{m}");
                }
            }
        }
    }
    // The one-day period names its day once under each chart.
    let chart = &html[html.find("<section id=\"ratings\">").unwrap()..];
    let chart = &chart[..chart.find("</section>").unwrap()];
    let today = chrono::Local::now().format("%Y-%m-%d").to_string();
    assert_eq!(
        chart.matches(&format!(">{today}</text>")).count(),
        2,
        "{chart}"
    );
    // The screenshots (the phone's is its 390 px frame in a 500 px window).
    for (width, png_width) in [(390u32, [0, 0, 0x01, 0xf4]), (1200, [0, 0, 0x04, 0xb0])] {
        let shot = day_page.with_file_name(format!("report-{width}.png"));
        browse(
            &browser,
            &probe(&day_page, width),
            &[
                &format!("--window-size={},2400", width.max(500)),
                &format!("--screenshot={}", shot.display()),
            ],
        );
        let png = std::fs::read(&shot).unwrap();
        assert_eq!(&png[16..20], &png_width);
        assert!(
            png.len() > 40_000,
            "{width} px screenshot {} bytes",
            png.len()
        );
        if let Some(keep) = std::env::var_os("SKYJO_KEEP_SCREENSHOTS") {
            std::fs::copy(&shot, Path::new(&keep).join(format!("report-{width}.png"))).unwrap();
        }
    }
}

/// Ten players of long names (up to 22 letters, å, ø, hyphens) over five
/// games of eight: on a phone (390 px) and on a desktop (1200 px), in every
/// language but English, every text of every chart (the ratings, each closest
/// game) lies inside its drawing, and every drawing inside the screen.
#[test]
#[cfg_attr(
    not(windows),
    ignore = "long: ten pages drawn by headless Chromium (five languages, two widths); CI runs it (cargo test -- --ignored)"
)]
fn every_chart_label_lies_inside_its_drawing_with_ten_long_names() {
    const NAMES: [&str; 10] = [
        "Bedstemor Ingeborg",
        "Oldefar Hans-Christian",
        "Margareta Wilhelmsson",
        "Morbror Sven-Åke",
        "Kusine Annemette",
        "Wolfgang Møller-Madsen",
        "Henrietta Åkerlund",
        "Bjørn-Erik Mikkelsen",
        "Gunhild Østergaard",
        "Maximilian Wennerström",
    ];
    let h = History::new();
    for (game, first) in [0usize, 2, 1, 3, 2].into_iter().enumerate() {
        let table: Vec<&str> = (0..8).map(|k| NAMES[(first + k) % NAMES.len()]).collect();
        let mut new = vec!["new", "--yes"];
        new.extend(&table);
        h.ok(&new);
        // Totals apart enough that each game takes a few rounds to end.
        for round in 0..10 {
            let scores: Vec<String> = table
                .iter()
                .enumerate()
                .map(|(seat, name)| format!("{name}={}", (seat * 7 + round * 5 + game * 3) % 23))
                .collect();
            let mut args = vec!["round", "--closer", table[0]];
            args.extend(scores.iter().map(String::as_str));
            let out = h.run(&args);
            if !out.status.success() {
                // The game ended with the round before.
                break;
            }
        }
    }
    let pages: Vec<PathBuf> = ["da", "sv", "nb", "de", "fr"]
        .into_iter()
        .map(|lang| {
            let page = h.path.with_file_name(format!("long-{lang}.html"));
            h.ok(&["report", "--lang", lang, "--out", page.to_str().unwrap()]);
            page
        })
        .collect();
    let Some(browser) = chromium() else { return };
    for page in &pages {
        for width in [390, 1200] {
            let m = measure(&browser, page, width);
            assert_eq!(m["viewport"], width, "{m}");
            // The rating chart and the closest games, each drawn.
            assert!(m["drawings"].as_u64().unwrap() >= 4, "{m}");
            assert_eq!(
                m["chartProblems"],
                serde_json::json!([]),
                "{} at {width} px: {m}",
                page.display()
            );
        }
    }
}

/// Bertil trails 5 to 45 after round 1, then wins 55 to 105: the biggest
/// comeback is his chance after round 1, as the forecast gives it at the
/// report's precision, and the closest game shows his chance after each round
/// the game went on from. The score sheet's own forecast (20,000 games) agrees
/// within the margins.
#[test]
fn the_biggest_comeback_is_the_winners_lowest_chance_as_the_forecast_gives_it() {
    use skyjo::i18n::{Lang, percent_digits};
    use skyjo::report::REPORT_GAMES;
    use skyjo::rules::Rules;
    use skyjo::rules::chances::{Position, SEED, bank, chances_from};

    let h = History::new();
    h.ok(&["new", "--yes", "Anna", "Bertil"]);
    h.ok(&["round", "--closer", "Anna", "Anna=5", "Bertil=45"]);
    let sheet = h.json(&["status"]);
    h.ok(&["round", "--closer", "Bertil", "Anna=60", "Bertil=10"]);
    h.ok(&["round", "--closer", "Bertil", "Anna=40", "Bertil=0"]);

    let rules = Rules::default();
    let forecast = |totals: &[i32], played, starter| {
        let position = Position {
            rules,
            totals,
            rounds_played: played,
            next_starter: Some(starter),
        };
        chances_from(&bank(2, &rules), &position, REPORT_GAMES, SEED)
    };
    // The closer starts the next round. The report shows the share of the
    // win in the whole percents of the score sheet (its list adds up to 100).
    let after_1 = forecast(&[5, 45], 1, 0).shown(1);
    let after_2 = forecast(&[65, 55], 2, 1).shown(1);
    assert!(
        after_1.share < 0.25 && after_2.share > 0.5,
        "{after_1:?} {after_2:?}"
    );
    let on_sheet = sheet["chances"][1]["share"].as_f64().unwrap();
    assert!(
        (on_sheet - after_1.share).abs() < 0.03,
        "{on_sheet} {after_1:?}"
    );

    let pct = |lang, p: skyjo::rules::chances::Shown| {
        percent_digits(lang, f64::from(p.percent) / 100.0, 0)
    };
    let page = report(&h, &[]);
    let html = std::fs::read_to_string(&page).unwrap();
    // A number and its word are kept on one line (a no-break space).
    let record = format!(
        "Biggest comeback: Bertil won game\u{a0}1\u{a0}from a chance of\u{a0}{}\u{a0}after round\u{a0}1",
        pct(Lang::EN, after_1)
    );
    assert!(html.contains(&record), "{record}\n{html}");
    // Each chance says after which round (was "1: 9% · 2: 62%").
    let line = format!(
        "Bertil to win: {}\u{a0}after\u{a0}round\u{a0}1 · {}\u{a0}after\u{a0}round\u{a0}2",
        pct(Lang::EN, after_1).replace(' ', "\u{a0}"),
        pct(Lang::EN, after_2).replace(' ', "\u{a0}")
    );
    assert!(html.contains(&line), "{line}");
    assert!(html.contains(
        "2,000\u{a0}simulated games a forecast, within\u{a0}±2.2\u{a0}percentage points"
    ));

    for (code, words) in [
        (
            "sv",
            "Största upphämtningen: Bertil vann parti 1 trots en vinstchans på ",
        ),
        (
            "da",
            "Største comeback: Bertil vandt spil 1, selv om chancen for at vinde kun var ",
        ),
    ] {
        let lang = Lang::from_code(code).unwrap();
        let html = std::fs::read_to_string(report(&h, &["--lang", code]))
            .unwrap()
            .replace('\u{a0}', " ");
        let record = format!("{words}{} ", pct(lang, after_1).replace('\u{a0}', " "));
        assert!(html.contains(&record), "{record}");
    }
}

/// The name every page must show as text: a tag, an entity, both quotes.
const MARKUP_NAME: &str = "<b>&\"'";

/// Two finished games of a player named [`MARKUP_NAME`] (so the head to
/// head, the charts and the records all name them).
fn history_of_a_markup_name() -> History {
    let h = History::new();
    // The lowest round is theirs, for the records.
    for scores in [[-2, 9, 2], [3, 1, 7]] {
        h.ok(&["new", "--yes", "--rounds", "1", MARKUP_NAME, "Åsa", "Bo"]);
        let names = [MARKUP_NAME, "Åsa", "Bo"];
        let mut args = vec!["round".to_string(), "--closer".into(), "Åsa".into()];
        args.extend(names.iter().zip(scores).map(|(n, s)| format!("{n}={s}")));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        h.ok(&args);
    }
    h
}

/// A player named `<b>&"'` is text in every part of the report (standings,
/// ratings chart, head to head, closest games, records): the page has no
/// `<b>` element, and the name escaped where it is.
#[test]
fn a_name_of_markup_is_text_everywhere_in_the_report() {
    let h = history_of_a_markup_name();
    for lang in ["en", "sv", "da", "nb", "de", "fr"] {
        let html = h.ok(&["--lang", lang, "report", "--out", "-"]);
        assert!(!html.contains("<b>"), "{lang}: a <b> element");
        let escaped = "&lt;b&gt;&amp;&quot;'";
        for section in ["standings", "ratings", "head-to-head", "closest", "records"] {
            let at = html.find(&format!("<section id=\"{section}\">")).unwrap();
            let end = at + html[at..].find("</section>").unwrap();
            assert!(html[at..end].contains(escaped), "{lang} {section}");
        }
    }
}

/// The report's Content-Security-Policy, a meta tag: nothing fetched, no
/// script, its one style element by hash; no style attribute anywhere. In
/// Chromium the report's own style passes it (no violation) and a style
/// element added to the file is refused.
#[test]
#[cfg_attr(
    windows,
    ignore = "headless Chromium: CI's Windows run (under Wine) has no Windows browser"
)]
#[cfg_attr(
    not(windows),
    ignore = "long: headless Chromium opens the report twice; CI runs it (cargo test -- --ignored)"
)]
fn the_report_has_a_csp_its_own_style_passes() {
    let h = history_of_a_markup_name();
    let page = report(&h, &[]);
    let html = std::fs::read_to_string(&page).unwrap();
    let meta = "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; \
                style-src 'sha256-";
    assert!(html.contains(meta), "{}", &html[..600]);
    assert!(html.contains("'; base-uri 'none'; form-action 'none'\">"));
    assert_eq!(html.matches("<style>").count(), 1);
    assert!(!html.contains(" style=\"") && !html.contains("<script"));
    let Some(browser) = chromium() else { return };
    let violations = |page: &Path| {
        let profile = tempfile::tempdir().unwrap();
        let out = std::process::Command::new(&browser)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
            ])
            .args(["--enable-logging=stderr", "--v=0", "--dump-dom"])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg(format!("file://{}", page.display()))
            .output()
            .unwrap();
        assert!(out.status.success());
        let dom = String::from_utf8(out.stdout).unwrap();
        assert!(dom.contains("<h1>"));
        String::from_utf8_lossy(&out.stderr)
            .lines()
            .filter(|l| l.contains("Content Security Policy"))
            .count()
    };
    assert_eq!(violations(&page), 0);
    let added = page.with_file_name("added.html");
    std::fs::write(
        &added,
        html.replace("</head>", "<style>h1{color:red}</style></head>"),
    )
    .unwrap();
    assert_eq!(violations(&added), 1);
}

/// The words of the page a reader sees, outside the charts: its HTML without
/// the style, the drawings and the tags (attributes included).
fn text_of(html: &str) -> String {
    let mut rest = html.to_string();
    for (open, close) in [("<style", "</style>"), ("<svg", "</svg>")] {
        while let Some(start) = rest.find(open) {
            let end = rest[start..].find(close).unwrap() + start + close.len();
            rest.replace_range(start..end, "\n");
        }
    }
    let mut text = String::new();
    let mut in_tag = false;
    for c in rest.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                text.push('\n');
            }
            _ if !in_tag => text.push(c),
            _ => {}
        }
    }
    text
}

/// The report as a phone wraps it: no number is left at the end of a line
/// and its word at the start of the next (`7` / `point`, `14 %` / `efter
/// runde 3`): a no-break space keeps them together in every text of the page.
/// Dates are written as the reader writes them (`3. december 2026`, not
/// `2026-12-03 til 2026-12-03`), a period of one day says the day once, and
/// each chance says after which round it was (was `1: 14 % · 2: 24 %`).
#[test]
fn the_report_keeps_numbers_with_their_words_and_writes_dates_as_the_reader_does() {
    let h = History::new();
    h.ok(&["new", "--yes", "Åse", "Jørgen"]);
    h.ok(&["round", "--closer", "Åse", "Åse=5", "Jørgen=45"]);
    h.ok(&["round", "--closer", "Jørgen", "Åse=60", "Jørgen=10"]);
    h.ok(&["round", "--closer", "Jørgen", "Åse=40", "Jørgen=0"]);
    let mut export: Value = serde_json::from_str(&h.ok(&["export"])).unwrap();
    export["games"][0]["played_at"] = serde_json::json!("2026-12-03T19:05:00Z");
    let file = h.path.with_file_name("one-day.json");
    std::fs::write(&file, export.to_string()).unwrap();
    let other = History::new();
    other.ok(&["import", file.to_str().unwrap()]);
    for (lang, period, caption, chance) in [
        (
            "en",
            "3\u{a0}December\u{a0}2026 · 1\u{a0}finished game",
            "Game\u{a0}1 · 3\u{a0}December\u{a0}2026 · Jørgen won by",
            "\u{a0}after\u{a0}round\u{a0}1 · ",
        ),
        (
            "sv",
            "3\u{a0}december\u{a0}2026 · 1\u{a0}färdigspelat parti",
            "Parti\u{a0}1 · 3\u{a0}december\u{a0}2026 · Jørgen vann med",
            "\u{a0}efter\u{a0}runda\u{a0}1 · ",
        ),
        (
            "da",
            "3.\u{a0}december\u{a0}2026 · 1\u{a0}færdigt spil",
            "Spil\u{a0}1 · 3.\u{a0}december\u{a0}2026 · Jørgen vandt med",
            "\u{a0}efter\u{a0}runde\u{a0}1 · ",
        ),
    ] {
        let out = skyjo(&other.path)
            .env("TZ", "UTC")
            .args(["report", "--out", "-", "--lang", lang])
            .run_output();
        assert!(out.status.success(), "{lang}");
        let html = String::from_utf8(out.stdout).unwrap();
        assert!(
            html.contains(&format!("<p class=\"period\">{period}</p>")),
            "{lang}: {html}"
        );
        assert!(html.contains(caption), "{lang}: {caption}");
        assert!(
            html.contains("<p class=\"chances\">") && html.contains(chance),
            "{lang}: {chance}"
        );
        let text = text_of(&html);
        assert!(!text.contains("2026-12-03"), "{lang}: {text}");
        let chars: Vec<char> = text.chars().collect();
        for (i, pair) in chars.windows(3).enumerate() {
            let [before, space, after] = [pair[0], pair[1], pair[2]];
            if space != ' ' {
                continue;
            }
            let apart = (before.is_ascii_digit() && (after.is_alphabetic() || after == '%'))
                || (before.is_alphabetic() && after.is_ascii_digit());
            let around: String = chars[i.saturating_sub(30)..(i + 30).min(chars.len())]
                .iter()
                .collect();
            assert!(!apart, "{lang}: a number apart from its word: {around:?}");
        }
    }
}
