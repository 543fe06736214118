//! The one-line answers of the commands that change or move the history:
//! `players rename` and `merge`, `import` (and its progress bar), `backup`,
//! `restore`, `demo --games`, a file written: their views (the JSON) and
//! their words. They stand here, beside their words, and take `Screen` from
//! `view.rs` as every screen of the history does: `view.rs` imports nothing
//! of the history, so the imports between the two run one way.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::i18n::{Lang, t};
use crate::render::Style;
use crate::render::view::Screen;
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

/// `players rename`: `{"renamed": {"from", "to"}}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RenamedView {
    /// The names before and after.
    pub renamed: Renamed,
}

/// The names of a [`RenamedView`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Renamed {
    /// The name before.
    pub from: String,
    /// The name after.
    pub to: String,
}

impl Screen for RenamedView {
    fn text(&self, style: Style) -> String {
        renamed(&self.renamed.from, &self.renamed.to, style.lang)
    }
}

/// `players merge`: `{"merged": {"games_moved", "kept", "removed"}}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MergedView {
    /// Who was kept, who was merged into them, and how many games moved.
    pub merged: Merged,
}

/// The players of a [`MergedView`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Merged {
    /// The games of the removed player now the kept player's.
    pub games_moved: u32,
    /// The player kept.
    pub kept: String,
    /// The player merged away.
    pub removed: String,
}

impl Screen for MergedView {
    fn text(&self, style: Style) -> String {
        let m = &self.merged;
        merged(&m.kept, &m.removed, m.games_moved, style.lang)
    }
}

/// `import`: `{"added", "skipped"}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ImportedView {
    /// Games added.
    pub added: usize,
    /// Games already in the history.
    pub skipped: usize,
}

impl Screen for ImportedView {
    fn text(&self, style: Style) -> String {
        imported(self.added, self.skipped, style.lang)
    }
}

/// `import --from bgstats`: what was added, what was there, what was left out.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BgStatsImportedView {
    /// Games added.
    pub added: usize,
    /// Plays of other games than Skyjo in the file.
    pub other_games: usize,
    /// Skyjo plays left out, by reason (every reason, 0 where none).
    pub plays_skipped: BTreeMap<&'static str, usize>,
    /// Games already in the history.
    pub skipped: usize,
    /// What the file held, for the words.
    #[serde(skip)]
    pub plays: BgStatsPlays,
    /// What the import did, for the words.
    #[serde(skip)]
    pub report: ImportCounts,
}

impl BgStatsImportedView {
    /// The view of an import of `plays` that did `report`.
    pub fn of(report: ImportCounts, plays: BgStatsPlays) -> BgStatsImportedView {
        let skipped = |reason: Skip| plays.skipped.get(&reason).copied().unwrap_or(0);
        BgStatsImportedView {
            added: report.added,
            other_games: plays.other_games,
            plays_skipped: Skip::ALL.iter().map(|&r| (r.key(), skipped(r))).collect(),
            skipped: report.skipped,
            plays,
            report,
        }
    }
}

impl Screen for BgStatsImportedView {
    fn text(&self, style: Style) -> String {
        imported_bgstats(&self.report, &self.plays, style.lang)
    }
}

/// `backup`: `{"backup": PATH}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BackupView {
    /// The copy.
    pub backup: String,
    /// The history copied, for the words.
    #[serde(skip)]
    pub source: String,
}

impl Screen for BackupView {
    fn text(&self, style: Style) -> String {
        backed_up(&self.source, &self.backup, style.lang)
    }
}

/// `restore`: `{"restored": FILE, "backup": PATH | null}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RestoredView {
    /// The file put back.
    pub restored: String,
    /// The copy of the history as it was (none when there was none).
    pub backup: Option<String>,
    /// The history, for the words.
    #[serde(skip)]
    pub db: String,
}

impl Screen for RestoredView {
    fn text(&self, style: Style) -> String {
        restored(&self.restored, &self.db, self.backup.as_deref(), style.lang)
    }
}

/// `demo --games N`: `{"db", "games", "rounds"}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GeneratedView {
    /// The new history file.
    pub db: String,
    /// Games written.
    pub games: usize,
    /// Rounds written.
    pub rounds: usize,
}

impl Screen for GeneratedView {
    fn text(&self, style: Style) -> String {
        generated(self.games, self.rounds, &self.db, style.lang)
    }
}
