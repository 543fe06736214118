//! What `serve` prints when it listens: the links, the QR code beside how
//! to use it and how to stop, or the addresses as one JSON line.

use crate::i18n::t;
use crate::render::layout;
use crate::tr;

use super::options::Options;
use super::qr;

/// What `serve --json` prints when it listens, its keys in order as every
/// JSON of skyjo has them.
#[derive(serde::Serialize)]
pub(super) struct Listening<'a> {
    /// The read-only link on the other addresses listened on.
    pub(super) also: &'a [String],
    /// With `--entry`: the entry link on the other addresses.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) entry_also: Option<&'a [String]>,
    /// With `--entry`: the entry link, the same and the API's writes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) entry_url: Option<&'a str>,
    pub(super) port: u16,
    /// The read-only link: the sheet, the TV view, the events.
    pub(super) url: &'a str,
}

/// Columns between the QR code and the lines beside it.
const GAP: usize = 2;

/// The narrowest column of lines beside the code; on a narrower terminal
/// they go below it.
const BESIDE: usize = 24;

/// What `serve` prints when it listens: the address on a line of its own
/// (with `--entry`, the read-only link's, then the entry link's), the QR
/// code (of the entry link, with `--entry`) with how to use it and how to
/// stop beside it, then (without `--entry`) the address on this computer. On a terminal of 80
/// columns that is at most 23 lines: on one of 24, nothing scrolls off, the
/// address least of all. Narrower than the code and [`BESIDE`], or not on a
/// screen, the lines go below the code, as with `--no-qr`.
pub(super) fn banner(
    main_url: &str,
    entry_url: Option<&str>,
    others: &[String],
    loopback_only: bool,
    options: &Options,
) -> String {
    let lang = options.lang;
    let listening = if main_url.starts_with("http://127.") || main_url.starts_with("http://[::1]") {
        t(lang, "serve-listening-local")
    } else {
        t(lang, "serve-listening")
    };
    // The address on a line of its own: it fits 80 columns, and a click or a
    // double-click takes it whole.
    let mut out = format!("{listening}\n");
    // With `--entry`, each link after what it is for, in one column; the
    // entry link takes the place of the links on this computer (the local
    // network's work there too; `--json` has them all): the whole still
    // fits 23 lines.
    let others = if let Some(entry_url) = entry_url {
        let (read, entry) = (t(lang, "serve-link-read"), t(lang, "serve-link-entry"));
        let label = layout::width(&read).max(layout::width(&entry)) + 1;
        for (what, link) in [(read, main_url), (entry, entry_url)] {
            let pad = label - layout::width(&what);
            out.push_str(&format!("  {what}{:pad$}{link}\n", ""));
        }
        &[]
    } else {
        out.push_str(&format!("  {main_url}\n"));
        others
    };
    let code = if options.qr {
        qr::draw(entry_url.unwrap_or(main_url), options.color)
    } else {
        String::new()
    };
    let code_width = code.lines().next().map_or(0, layout::width);
    let beside = options.width.saturating_sub(code_width + GAP);
    if code.is_empty() || !options.screen || beside < BESIDE {
        // One after the other, each message on its lines.
        if !code.is_empty() {
            out.push('\n');
            out.push_str(&code);
            out.push_str(&scan(options));
            out.push_str("\n\n");
        }
        for other in others {
            out.push_str(&tr!(lang, "serve-also", url = other.as_str()));
            out.push('\n');
        }
        if loopback_only {
            out.push_str(&t(lang, "serve-loopback-only"));
            out.push('\n');
        }
        out.push_str(&t(lang, "serve-stop-hint"));
        out.push('\n');
        return layout::fit(out, options.width);
    }
    // Beside the code from its second line on, a blank line between two.
    let mut notes = vec![scan(options)];
    if loopback_only {
        notes.push(t(lang, "serve-loopback-only"));
    }
    notes.push(t(lang, "serve-stop-hint"));
    let mut side = vec![String::new()];
    for note in &notes {
        if side.len() > 1 {
            side.push(String::new());
        }
        side.extend(layout::wrap_cell(note, beside).lines().map(str::to_string));
    }
    let code_lines: Vec<&str> = code.lines().collect();
    for i in 0..code_lines.len().max(side.len()) {
        let text = side.get(i).map_or("", String::as_str);
        match code_lines.get(i) {
            Some(line) if text.is_empty() => out.push_str(line),
            Some(line) => out.push_str(&format!("{line}{:GAP$}{text}", "")),
            None => out.push_str(&format!("{:1$}{text}", "", code_width + GAP)),
        }
        out.push('\n');
    }
    for other in others {
        out.push_str(&tr!(lang, "serve-also", url = other.as_str()));
        out.push('\n');
    }
    layout::fit(out, options.width)
}

/// What the code is for: to follow the game, and with `--entry` to enter
/// one's grid too.
fn scan(options: &Options) -> String {
    let id = if options.entry {
        "serve-scan-entry"
    } else {
        "serve-scan"
    };
    t(options.lang, id)
}

#[cfg(test)]
mod tests {
    use std::net::{IpAddr, Ipv4Addr};
    use std::path::PathBuf;

    use super::*;
    use crate::i18n::Lang;
    use crate::rules::Standings;
    use crate::serve::listen::url;
    use crate::serve::options::Target;
    use crate::serve::token::Token;
    use crate::store::StoredGame;

    fn options(width: usize, screen: bool) -> Options {
        fn state(game: &StoredGame, standings: &Standings) -> crate::render::chances::ShowState {
            crate::render::chances::WithChances {
                view: crate::render::view::ShowView::of(game, standings),
                chances: None,
            }
        }
        Options {
            target: Target::Current,
            recorded: None,
            db: PathBuf::new(),
            entry: false,
            state,
            port: 0,
            bind: None,
            qr: true,
            lang: Lang::EN,
            color: false,
            json: false,
            width,
            screen,
        }
    }

    /// On a screen of 80 columns the start fits 23 lines, the address on
    /// the second, the notes beside the code; in a pipe they follow it.
    #[test]
    fn the_start_fits_80_by_24_and_a_pipe_gets_whole_lines() {
        let token = Token::new().unwrap();
        let main = url(IpAddr::V4(Ipv4Addr::new(192, 168, 100, 200)), 65535, &token);
        let local = url(IpAddr::V4(Ipv4Addr::LOCALHOST), 65535, &token);
        let screen = banner(
            &main,
            None,
            std::slice::from_ref(&local),
            false,
            &options(80, true),
        );
        let lines: Vec<&str> = screen.lines().collect();
        assert!(lines.len() <= 23, "{} lines:\n{screen}", lines.len());
        assert_eq!(lines[1], format!("  {main}"));
        assert!(lines.iter().all(|l| layout::width(l) <= 80), "{screen}");
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with('█') && l.ends_with("Press Ctrl-C to stop."))
        );
        assert_eq!(*lines.last().unwrap(), format!("On this computer: {local}"));
        // No local network: its note beside the code too.
        let alone = banner(&local, None, &[], true, &options(80, true));
        assert!(alone.lines().count() <= 23, "{alone}");
        assert!(alone.contains("No local network was found"), "{alone}");
        // A pipe: each message on its own line after the code, as before.
        let piped = banner(&main, None, &[local], false, &options(80, false));
        assert!(
            piped.contains("\nScan to follow the game on your phone.\n"),
            "{piped}"
        );
        assert!(piped.contains("\nPress Ctrl-C to stop.\n"), "{piped}");
        // Too narrow for the notes beside: below.
        let narrow = banner(&main, None, &[], false, &options(60, true));
        assert!(
            narrow.contains("\nScan to follow the game on your phone.\n"),
            "{narrow}"
        );
    }

    /// With `--entry` there are two links: the read-only one first, then
    /// the entry link, whose QR code is drawn; the code is for entering
    /// one's grid too, in 80x24 and in a pipe alike, in every language.
    #[test]
    fn with_entry_the_start_gives_both_links_and_the_entry_link_s_code() {
        let ip = IpAddr::V4(Ipv4Addr::new(192, 168, 100, 200));
        let read = url(ip, 65535, &Token::new().unwrap());
        let write = url(ip, 65535, &Token::new().unwrap());
        let local = url(
            IpAddr::V4(Ipv4Addr::LOCALHOST),
            65535,
            &Token::new().unwrap(),
        );
        let mut entry = options(80, true);
        entry.entry = true;
        for lang in [
            Lang::EN,
            Lang::from_code("sv").unwrap(),
            Lang::from_code("da").unwrap(),
        ] {
            entry.lang = lang;
            let screen = banner(
                &read,
                Some(&write),
                std::slice::from_ref(&local),
                false,
                &entry,
            );
            let lines: Vec<&str> = screen.lines().collect();
            assert!(lines.len() <= 23, "{} lines:\n{screen}", lines.len());
            assert!(lines.iter().all(|l| layout::width(l) <= 80), "{screen}");
            let read_label = t(lang, "serve-link-read");
            assert!(lines[1].starts_with(&format!("  {read_label}")), "{screen}");
            assert!(lines[1].ends_with(&format!(" {read}")), "{screen}");
            assert!(lines[2].starts_with(&format!("  {}", t(lang, "serve-link-entry"))));
            assert!(lines[2].ends_with(&format!(" {write}")), "{screen}");
            // One column of links.
            let column = |l: &str| layout::width(&l[..l.find("http").unwrap()]);
            assert_eq!(column(lines[1]), column(lines[2]), "{screen}");
            // The code drawn is the entry link's, not the read-only one's.
            let code = qr::draw(&write, false);
            assert_ne!(code, qr::draw(&read, false));
            let rows: Vec<&str> = code.lines().collect();
            assert_eq!(&lines[3..3 + rows.len()].len(), &rows.len());
            for (line, row) in lines[3..].iter().zip(&rows) {
                assert!(line.starts_with(row), "{screen}");
            }
            assert!(
                screen.contains(&t(lang, "serve-scan-entry")[..10]),
                "{screen}"
            );
        }
        entry.lang = Lang::EN;
        entry.screen = false;
        let piped = banner(&read, Some(&write), &[], false, &entry);
        assert!(
            piped.contains("\nScan to follow the game on your phone and enter your grid there.\n"),
            "{piped}"
        );
        assert!(piped.contains(&qr::draw(&write, false)), "{piped}");
        let plain = banner(&read, None, &[], false, &options(80, false));
        assert!(!plain.contains("enter your grid"));
        assert!(!plain.contains("To enter the grids"));
        assert!(plain.contains(&qr::draw(&read, false)), "{plain}");
    }
}
