//! The one-line answers of the commands that change or move the history:
//! `players rename` and `merge`, `import` (and its progress bar), `backup`,
//! `demo --games`, a file written. The views of `view.rs` word their
//! answers with these, so nothing here imports a view: the imports between
//! `view.rs` and the history's screens run one way, screens to views.

use serde::Serialize;

use crate::i18n::{Lang, t};
use crate::store::records::ImportCounts;
use crate::tr;
use crate::transfer::bgstats::{BgStatsPlays, Skip};

/// `players rename`.
pub fn renamed(before: &str, after: &str, lang: Lang) -> String {
    format!(
        "{}\n",
        tr!(lang, "players-renamed", old = before, new = after)
    )
}

/// `players merge`.
pub fn merged(kept: &str, removed: &str, games: u32, lang: Lang) -> String {
    format!(
        "{}\n",
        tr!(
            lang,
            "players-merged",
            kept = kept,
            removed = removed,
            count = games
        )
    )
}

/// `import`: what was added.
pub fn imported(added: usize, skipped: usize, lang: Lang) -> String {
    format!(
        "{}\n",
        tr!(lang, "import-done", added = added, skipped = skipped)
    )
}

/// `import --from bgstats`: what was added, what was there, what was left out.
pub fn imported_bgstats(report: &ImportCounts, plays: &BgStatsPlays, lang: Lang) -> String {
    let skipped = |reason: Skip| plays.skipped.get(&reason).copied().unwrap_or(0);
    let mut out = tr!(
        lang,
        "bgstats-done",
        added = report.added,
        skipped = report.skipped
    );
    out.push('\n');
    if plays.other_games > 0 {
        out.push_str(&tr!(lang, "bgstats-other-games", plays = plays.other_games));
        out.push('\n');
    }
    for reason in Skip::ALL {
        let count = skipped(reason);
        if count > 0 {
            let why = t(lang, reason.message_id());
            out.push_str(&tr!(lang, "bgstats-skipped", plays = count, why = why));
            out.push('\n');
        }
    }
    out
}

/// The progress bar of a long import.
pub fn import_progress(lang: Lang) -> String {
    tr!(lang, "import-progress", done = "{pos}")
}

/// `report --out FILE` and `export --output FILE`: `{"written": PATH}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WrittenView {
    /// The file written.
    pub written: String,
}

/// `backup`.
pub fn backed_up(source: &str, target: &str, lang: Lang) -> String {
    format!(
        "{}\n",
        tr!(lang, "backup-done", source = source, target = target)
    )
}

/// `restore FILE`.
pub fn restored(file: &str, db: &str, backup: Option<&str>, lang: Lang) -> String {
    let line = match backup {
        Some(backup) => tr!(lang, "restore-done", file = file, db = db, backup = backup),
        None => tr!(lang, "restore-done-new", file = file, db = db),
    };
    format!("{line}\n")
}

/// `demo --games N`.
pub fn generated(games: usize, rounds: usize, db: &str, lang: Lang) -> String {
    format!(
        "{}\n",
        tr!(
            lang,
            "generate-done",
            games = crate::i18n::integer(lang, i64::try_from(games).unwrap_or(i64::MAX)),
            rounds = crate::i18n::integer(lang, i64::try_from(rounds).unwrap_or(i64::MAX)),
            db = db
        )
    )
}
