//! The players' languages: English, Swedish and Danish, with the game's own
//! words as the rule guides use them (protokoll, rutnät, avläggshög; gitter,
//! kasseringsbunke). `--lang`, else LC_ALL / LC_MESSAGES / LANG, else English.
//!
//! Texts are English templates with numbered holes (`{0}`, `{1}`) looked up
//! in one catalog. Errors are translated at the edge: the English message is
//! matched against the catalog's templates and the holes carried over, so the
//! code that raises an error stays one plain English line. A text missing
//! from the catalog is shown in English. The JSON contract is always English.

use std::fmt::Display;

use clap::ValueEnum;

/// A language of the output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Svenska.
    Sv,
    /// Dansk.
    Da,
}

impl Lang {
    /// The language asked for, else the one of the locale, else English.
    pub fn detect(asked: Option<Lang>) -> Lang {
        if let Some(lang) = asked {
            return lang;
        }
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty())
            .map_or(Lang::En, |value| Lang::from_locale(&value))
    }

    /// `sv_SE.UTF-8` is Swedish, `da_DK` Danish, anything else English.
    pub fn from_locale(locale: &str) -> Lang {
        let code = locale
            .split(['_', '.', '@', '-'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match code.as_str() {
            "sv" => Lang::Sv,
            "da" => Lang::Da,
            _ => Lang::En,
        }
    }
}

/// English, Swedish, Danish.
type Entry = (&'static str, &'static str, &'static str);

/// Texts of the score sheet, explanations, prompts and messages: looked up
/// by their exact English template.
const TEXTS: &[Entry] = &[
    // The score sheet.
    (
        "Game {0} · {1} · {2}",
        "Protokoll, parti {0} · {1} · {2}",
        "Pointtavle, spil {0} · {1} · {2}",
    ),
    ("Round", "Runda", "Runde"),
    ("Total", "Totalt", "I alt"),
    ("To {0}", "Till {0}", "Til {0}"),
    ("to {0}", "till {0}", "til {0}"),
    ("{0} rounds", "{0} rundor", "{0} runder"),
    ("1 round", "1 runda", "1 runde"),
    (
        "columns only in play",
        "kolumner bara under spelet",
        "kolonner kun under spillet",
    ),
    ("no columns", "inga kolumner", "ingen kolonner"),
    ("rows of four", "rader om fyra", "rækker af fire"),
    ("ties safe", "oavgjort är säkert", "uafgjort er sikkert"),
    ("no doubling", "ingen dubblering", "ingen fordobling"),
    (
        "negatives doubled",
        "minuspoäng dubbleras",
        "minuspoint fordobles",
    ),
    (
        "deciding round on a tie",
        "avgörande runda vid lika",
        "afgørende runde ved lighed",
    ),
    (
        "round winner starts",
        "rundans vinnare börjar",
        "rundens vinder starter",
    ),
    (
        "No rounds yet. Record one with: skyjo round --closer NAME NAME=ENTRY...",
        "Inga rundor än. Skriv in en med: skyjo round --closer NAMN NAMN=RUTNÄT...",
        "Ingen runder endnu. Skriv en ind med: skyjo round --closer NAVN NAVN=GITTER...",
    ),
    (
        "Each cell: the round score over the running total. * closed the round; x2: doubled.",
        "Varje ruta: rundans poäng över summan hittills. * avslutade rundan; x2: dubblerad.",
        "Hver celle: rundens point over summen indtil nu. * afsluttede runden; x2: fordoblet.",
    ),
    (
        "Game over after {0}: {1} wins with {2}.",
        "Partiet är slut efter {0}: {1} vinner med {2}.",
        "Spillet er slut efter {0}: {1} vinder med {2}.",
    ),
    (
        "Game over after {0}: {1} share the win with {2}.",
        "Partiet är slut efter {0}: {1} delar segern med {2}.",
        "Spillet er slut efter {0}: {1} deler sejren med {2}.",
    ),
    (
        "Leader: {0} with {1}.",
        "Leder: {0} med {1}.",
        "Fører: {0} med {1}.",
    ),
    (
        "Leaders: {0} with {1}.",
        "Leder: {0} med {1}.",
        "Fører: {0} med {1}.",
    ),
    (
        " Round {0} of {1} is next.",
        " Runda {0} av {1} är nästa.",
        " Runde {0} af {1} er den næste.",
    ),
    (
        "The game reached its end with a tie for the lowest total: a deciding round is played.",
        "Partiet nådde sitt slut med lika lägsta summa: en avgörande runda spelas.",
        "Spillet nåede sin afslutning med lige laveste sum: en afgørende runde spilles.",
    ),
    (
        "Next round: {0} starts ({1}).",
        "Nästa runda: {0} börjar ({1}).",
        "Næste runde: {0} starter ({1}).",
    ),
    (
        "closed round {0}",
        "avslutade runda {0}",
        "afsluttede runde {0}",
    ),
    (
        "lowest in round {0}",
        "lägst i runda {0}",
        "lavest i runde {0}",
    ),
    ("and", "och", "og"),
    // The explanation of a round.
    (
        "{0} (closed the round)",
        "{0} (avslutade rundan)",
        "{0} (afsluttede runden)",
    ),
    ("grid", "rutnät", "gitter"),
    ("removed", "borttagen", "fjernet"),
    ("sum", "summa", "sum"),
    ("total", "summa", "sum"),
    (
        "{0} (entered as a total: no cards to check)",
        "{0} (angiven som summa: inga kort att kontrollera)",
        "{0} (angivet som sum: ingen kort at kontrollere)",
    ),
    ("Doubling", "Dubblering", "Fordobling"),
    ("Scores", "Poäng", "Point"),
    ("column {0}", "kolumn {0}", "kolonne {0}"),
    ("row {0}", "rad {0}", "række {0}"),
    ("three {0}s", "tre {0}:or", "tre {0}'ere"),
    ("four {0}s", "fyra {0}:or", "fire {0}'ere"),
    ("equal cards", "lika kort", "ens kort"),
    (
        "removed during play",
        "borttagen under spelet",
        "fjernet under spillet",
    ),
    (
        "equal at the final reveal",
        "lika när korten vändes till sist",
        "ens da kortene blev vendt til sidst",
    ),
    (
        "{0} closed with {1}, lowest alone ({2}): not doubled, {3}",
        "{0} avslutade med {1}, ensam lägst ({2}): dubbleras inte, {3}",
        "{0} afsluttede med {1}, alene lavest ({2}): fordobles ikke, {3}",
    ),
    (
        "{0} closed with {1}, {2}: a tie for lowest doubles, {3}",
        "{0} avslutade med {1}, {2}: delad lägsta plats dubbleras, {3}",
        "{0} afsluttede med {1}, {2}: delt laveste plads fordobles, {3}",
    ),
    (
        "{0} closed with {1}, {2}: a tie is safe in this game, not doubled, {3}",
        "{0} avslutade med {1}, {2}: lika är säkert i detta parti, dubbleras inte, {3}",
        "{0} afsluttede med {1}, {2}: lighed er sikkert i dette spil, fordobles ikke, {3}",
    ),
    (
        "{0} closed with {1}, {2}: not lowest, {3}",
        "{0} avslutade med {1}, {2}: inte lägst, {3}",
        "{0} afsluttede med {1}, {2}: ikke lavest, {3}",
    ),
    (
        "{0} closed with {1}, {2}: not alone lowest, but a score of 0 or below is never doubled, {3}",
        "{0} avslutade med {1}, {2}: inte ensam lägst, men 0 poäng eller mindre dubbleras aldrig, {3}",
        "{0} afsluttede med {1}, {2}: ikke alene lavest, men 0 point eller mindre fordobles aldrig, {3}",
    ),
    (
        "{0} closed with {1}: this game has no doubling, {2}",
        "{0} avslutade med {1}: detta parti har ingen dubblering, {2}",
        "{0} afsluttede med {1}: dette spil har ingen fordobling, {2}",
    ),
    ("{0} has {1}", "{0} har {1}", "{0} har {1}"),
    ("{0} also has {1}", "{0} har också {1}", "{0} har også {1}"),
    // Commands.
    (
        "Round {0} of game {1} recorded.",
        "Runda {0} i parti {1} är inskriven.",
        "Runde {0} i spil {1} er skrevet ind.",
    ),
    (
        "Round {0} of game {1} taken back.",
        "Runda {0} i parti {1} är borttagen.",
        "Runde {0} i spil {1} er taget tilbage.",
    ),
    (
        "Game {0} started: {1} ({2}). It is the current game.",
        "Parti {0} har börjat: {1} ({2}). Det är det aktuella partiet.",
        "Spil {0} er startet: {1} ({2}). Det er det aktuelle spil.",
    ),
    (
        "Round 1: everyone turns two cards; the highest sum starts.",
        "Runda 1: alla vänder två kort; högst summa börjar.",
        "Runde 1: alle vender to kort; højeste sum starter.",
    ),
    (
        "A sample game, recorded in a throwaway database (nothing of yours is touched).",
        "Ett exempelparti, inskrivet i en tillfällig databas (inget av ditt rörs).",
        "Et eksempelspil, skrevet ind i en midlertidig database (intet af dit røres).",
    ),
    (
        "How round 1 was scored (skyjo show --explain 1 does this for any stored round):",
        "Så räknades runda 1 (skyjo show --explain 1 gör detta för varje sparad runda):",
        "Sådan blev runde 1 talt (skyjo show --explain 1 gør dette for enhver gemt runde):",
    ),
    (
        "{0} rounds were entered with: skyjo round --closer NAME NAME=\"GRID\" NAME=TOTAL ...",
        "{0} rundor skrevs in med: skyjo round --closer NAMN NAMN=\"RUTNÄT\" NAMN=SUMMA ...",
        "{0} runder blev skrevet ind med: skyjo round --closer NAVN NAVN=\"GITTER\" NAVN=SUM ...",
    ),
    // Prompts.
    ("Player {0}", "Spelare {0}", "Spiller {0}"),
    (
        " (empty to start)",
        " (tomt för att börja)",
        " (tomt for at starte)",
    ),
    (
        "{0}, row 1 (4 cards, x for a removed card) or the round total",
        "{0}, rad 1 (4 kort, x för ett borttaget kort) eller rundans summa",
        "{0}, række 1 (4 kort, x for et fjernet kort) eller rundens sum",
    ),
    (
        "{0}, row {1} (sum so far {2})",
        "{0}, rad {1} (summa hittills {2})",
        "{0}, række {1} (sum indtil nu {2})",
    ),
    (
        "{0}: {1} (cards add up to {2} before any column is removed)",
        "{0}: {1} (korten blir {2} innan kolumner tas bort)",
        "{0}: {1} (kortene giver {2} før kolonner fjernes)",
    ),
    (
        "{0}; enter {1}'s grid again",
        "{0}; skriv in rutnätet för {1} igen",
        "{0}; skriv gitteret for {1} igen",
    ),
    (
        "a row has 4 cards, this has {0}; write removed cards as x",
        "en rad har 4 kort, denna har {0}; skriv borttagna kort som x",
        "en række har 4 kort, denne har {0}; skriv fjernede kort som x",
    ),
    (
        "Who closed the round?",
        "Vem avslutade rundan?",
        "Hvem afsluttede runden?",
    ),
    (
        "Record round {0} of game {1}?",
        "Skriv in runda {0} i parti {1}?",
        "Skriv runde {0} ind i spil {1}?",
    ),
    (
        "Nothing recorded.",
        "Inget inskrivet.",
        "Intet skrevet ind.",
    ),
    (
        "Take back round {0} of game {1} ({2})?",
        "Ta bort runda {0} i parti {1} ({2})?",
        "Tag runde {0} i spil {1} tilbage ({2})?",
    ),
    ("Nothing changed.", "Inget ändrat.", "Intet ændret."),
    ("error: ", "fel: ", "fejl: "),
    ("{0} and {1}", "{0} och {1}", "{0} og {1}"),
    // The deck assistant.
    (
        "(95%: {0} to {1})",
        "(95 %: {0} till {1})",
        "(95 %: {0} til {1})",
    ),
    (
        "If you close now with {0}: P(doubled) = {1}, expected round score {2}.",
        "Om du avslutar nu med {0}: P(dubblerad) = {1}, väntad poäng för rundan {2}.",
        "Hvis du afslutter nu med {0}: P(fordoblet) = {1}, forventet point for runden {2}.",
    ),
    ("Your score", "Din poäng", "Dine point"),
    ("P(doubled)", "P(dubblerad)", "P(fordoblet)"),
    ("Expected score", "Väntad poäng", "Forventede point"),
    ("{0} (now)", "{0} (nu)", "{0} (nu)"),
    (
        "exact (every joint draw enumerated)",
        "exakt (varje gemensam dragning genomräknad)",
        "eksakt (hver fælles trækning gennemregnet)",
    ),
    (
        "Monte Carlo, {0} samples, fixed seed, 95% intervals",
        "Monte Carlo, {0} stickprov, fast frö, 95 %-intervall",
        "Monte Carlo, {0} stikprøver, fast frø, 95 %-intervaller",
    ),
    (
        "no last turn: the grids are revealed as they are",
        "inget sista drag: rutnäten vänds som de ligger",
        "intet sidste træk: gitrene vendes som de ligger",
    ),
    (
        "one greedy last turn each (the top of the discard pile or a drawn card), in the order {0}",
        "ett girigt sista drag var (översta kortet i avläggshögen eller ett draget kort), i ordningen {0}",
        "et grådigt sidste træk hver (øverste kort i kasseringsbunken eller et trukket kort), i rækkefølgen {0}",
    ),
    (
        "columns of three equal cards at the reveal are removed",
        "kolumner med tre lika kort tas bort när korten vänds",
        "kolonner med tre ens kort fjernes når kortene vendes",
    ),
    (
        "no columns are removed at the reveal",
        "inga kolumner tas bort när korten vänds",
        "ingen kolonner fjernes når kortene vendes",
    ),
    (
        "a tie for lowest doubles",
        "delad lägsta plats dubbleras",
        "delt laveste plads fordobles",
    ),
    ("a tie is safe", "lika är säkert", "lighed er sikkert"),
    (
        "a score of 0 or below is never doubled",
        "0 poäng eller mindre dubbleras aldrig",
        "0 point eller mindre fordobles aldrig",
    ),
    (
        "a score of 0 or below is also doubled",
        "0 poäng eller mindre dubbleras också",
        "0 point eller mindre fordobles også",
    ),
    ("Method: {0}.", "Metod: {0}.", "Metode: {0}."),
    (
        "Assumptions: {0} face-down card(s) drawn together from the {1} unseen cards, without replacement; {2}; {3}; {4}; {5}. See docs/odds.md.",
        "Antaganden: {0} nedvända kort dras tillsammans ur de {1} osedda korten, utan återläggning; {2}; {3}; {4}; {5}. Se docs/odds.md.",
        "Antagelser: {0} skjulte kort trækkes sammen fra de {1} usete kort, uden tilbagelægning; {2}; {3}; {4}; {5}. Se docs/odds.md.",
    ),
    ("Round 1", "Runda 1", "Runde 1"),
    (
        "Game {0}, next round",
        "Parti {0}, nästa runda",
        "Spil {0}, næste runde",
    ),
    (
        "{0}: {1} starts: {2}.",
        "{0}: {1} börjar: {2}.",
        "{0}: {1} starter: {2}.",
    ),
    (
        "the highest sum of two turned cards, {0}",
        "högst summa av två vända kort, {0}",
        "højeste sum af to vendte kort, {0}",
    ),
    (
        "{0} tie with {1}; {2} sits nearest the dealer's ({3}) left",
        "{0} har lika med {1}; {2} sitter närmast till vänster om given ({3})",
        "{0} står lige med {1}; {2} sidder nærmest til venstre for giveren ({3})",
    ),
    (
        "closed round {0} (the closer starts)",
        "avslutade runda {0} (den som avslutade börjar)",
        "afsluttede runde {0} (den der afsluttede starter)",
    ),
    (
        "lowest in round {0} (this game: the round winner starts)",
        "lägst i runda {0} (i detta parti börjar rundans vinnare)",
        "lavest i runde {0} (i dette spil starter rundens vinder)",
    ),
];

/// Error messages: also matched against finished English lines, so each
/// template is specific enough not to catch another message.
const ERRORS: &[Entry] = &[
    // Errors of the rules.
    (
        "no entry for {0}; give 12 cards (3 rows of 4) or the round total",
        "inget angivet för {0}; ge 12 kort (3 rader om 4) eller rundans summa",
        "intet angivet for {0}; giv 12 kort (3 rækker af 4) eller rundens sum",
    ),
    (
        "{0}'s grid has {1} cards; a grid has 12 (3 rows of 4), write removed cards as x",
        "rutnätet för {0} har {1} kort; ett rutnät har 12 (3 rader om 4), skriv borttagna kort som x",
        "gitteret for {0} har {1} kort; et gitter har 12 (3 rækker af 4), skriv fjernede kort som x",
    ),
    (
        "{0}'s grid has {1} rows; a grid has 3 rows of 4, with / between rows",
        "rutnätet för {0} har {1} rader; ett rutnät har 3 rader om 4, med / mellan raderna",
        "gitteret for {0} har {1} rækker; et gitter har 3 rækker af 4, med / mellem rækkerne",
    ),
    (
        "row {0} of {1}'s grid has {2} cards; a row has 4 (write removed cards as x)",
        "rad {0} i rutnätet för {1} har {2} kort; en rad har 4 (skriv borttagna kort som x)",
        "række {0} i gitteret for {1} har {2} kort; en række har 4 (skriv fjernede kort som x)",
    ),
    (
        "{0}'s grid has '{1}' where a card should be; write a number from -2 to 12, or x for a removed card",
        "rutnätet för {0} har '{1}' där ett kort ska stå; skriv ett tal från -2 till 12, eller x för ett borttaget kort",
        "gitteret for {0} har '{1}' hvor et kort skal stå; skriv et tal fra -2 til 12, eller x for et fjernet kort",
    ),
    (
        "{0}'s grid has {1}, which is not a card; cards go from -2 to 12",
        "rutnätet för {0} har {1}, som inte är ett kort; korten går från -2 till 12",
        "gitteret for {0} har {1}, som ikke er et kort; kortene går fra -2 til 12",
    ),
    (
        "{0}'s grid has a face-down card (?); turn every card over before scoring",
        "rutnätet för {0} har ett nedvänt kort (?); vänd alla kort innan poängen räknas",
        "gitteret for {0} har et skjult kort (?); vend alle kort før pointene tælles",
    ),
    (
        "column {0} of {1}'s grid has {2} removed card(s) (x); a removed column is x in all three rows (or a removed row, x in all four cells)",
        "kolumn {0} i rutnätet för {1} har {2} borttagna kort (x); en borttagen kolumn är x i alla tre rader (eller en borttagen rad, x i alla fyra rutor)",
        "kolonne {0} i gitteret for {1} har {2} fjernede kort (x); en fjernet kolonne er x i alle tre rækker (eller en fjernet række, x i alle fire celler)",
    ),
    (
        "column {0} of {1}'s grid has {2} removed card(s) (x); a removed column is x in all three rows",
        "kolumn {0} i rutnätet för {1} har {2} borttagna kort (x); en borttagen kolumn är x i alla tre rader",
        "kolonne {0} i gitteret for {1} har {2} fjernede kort (x); en fjernet kolonne er x i alle tre rækker",
    ),
    (
        "{0}'s grid has removed cards (x), but this game has no column rule; enter the cards as they lie",
        "rutnätet för {0} har borttagna kort (x), men detta parti har ingen kolumnregel; skriv korten som de ligger",
        "gitteret for {0} har fjernede kort (x), men dette spil har ingen kolonneregel; skriv kortene som de ligger",
    ),
    (
        "{0} of {1}'s grid was removed as x{2} and x{3}; a removed line is equal cards, write one value or plain x",
        "{0} i rutnätet för {1} togs bort som x{2} och x{3}; en borttagen linje är lika kort, skriv ett värde eller bara x",
        "{0} i gitteret for {1} blev fjernet som x{2} og x{3}; en fjernet linje er ens kort, skriv én værdi eller bare x",
    ),
    (
        "{0}'s total {1} is impossible; a 3x4 grid scores from {2} to {3}",
        "summan {1} för {0} är omöjlig; ett rutnät på 3x4 ger från {2} till {3}",
        "summen {1} for {0} er umulig; et gitter på 3x4 giver fra {2} til {3}",
    ),
    (
        "{0} cards of {1} entered; the deck has {2}: check the grids",
        "{0} kort med {1} angivna; leken har {2}: kontrollera rutnäten",
        "{0} kort med {1} angivet; bunken har {2}: kontrollér gitrene",
    ),
    (
        "{0} players; Skyjo is for 2 to 8 players",
        "{0} spelare; Skyjo är för 2 till 8 spelare",
        "{0} spillere; Skyjo er for 2 til 8 spillere",
    ),
    // Errors of the score keeping.
    (
        "{0} players given; Skyjo is for 2 to 8 players",
        "{0} spelare angivna; Skyjo är för 2 till 8 spelare",
        "{0} spillere angivet; Skyjo er for 2 til 8 spillere",
    ),
    (
        "no players given; name 2 to 8 players: skyjo new Anna Bertil Cecilia",
        "inga spelare angivna; ange 2 till 8 spelare: skyjo new Anna Bertil Cecilia",
        "ingen spillere angivet; angiv 2 til 8 spillere: skyjo new Anna Bertil Cecilia",
    ),
    (
        "'{0}' and '{1}' are the same name; give every player their own name",
        "'{0}' och '{1}' är samma namn; ge varje spelare ett eget namn",
        "'{0}' og '{1}' er samme navn; giv hver spiller sit eget navn",
    ),
    (
        "'{0}' is not NAME=ENTRY; write Anna=\"1 0 3 4 / -2 2 5 0 / 1 3 0 2\" or Anna=14",
        "'{0}' är inte NAMN=RUTNÄT; skriv Anna=\"1 0 3 4 / -2 2 5 0 / 1 3 0 2\" eller Anna=14",
        "'{0}' er ikke NAVN=GITTER; skriv Anna=\"1 0 3 4 / -2 2 5 0 / 1 3 0 2\" eller Anna=14",
    ),
    (
        "{0} is not in game {1} ({2}); check the spelling",
        "{0} är inte med i parti {1} ({2}); kontrollera stavningen",
        "{0} er ikke med i spil {1} ({2}); kontrollér stavningen",
    ),
    (
        "the closer {0} is not in game {1} ({2}); check the spelling",
        "den som avslutade, {0}, är inte med i parti {1} ({2}); kontrollera stavningen",
        "den der afsluttede, {0}, er ikke med i spil {1} ({2}); kontrollér stavningen",
    ),
    (
        "the closer {0} is not among the players ({1}); check the spelling",
        "den som avslutade, {0}, är inte bland spelarna ({1}); kontrollera stavningen",
        "den der afsluttede, {0}, er ikke blandt spillerne ({1}); kontrollér stavningen",
    ),
    (
        "{0} is given twice; give each player once",
        "{0} är angiven två gånger; ange varje spelare en gång",
        "{0} er angivet to gange; angiv hver spiller én gang",
    ),
    (
        "no entry for {0}; add {1}=\"GRID\" (12 cards) or {2}=TOTAL",
        "inget angivet för {0}; lägg till {1}=\"RUTNÄT\" (12 kort) eller {2}=SUMMA",
        "intet angivet for {0}; tilføj {1}=\"GITTER\" (12 kort) eller {2}=SUM",
    ),
    (
        "who closed the round? add --closer NAME",
        "vem avslutade rundan? lägg till --closer NAMN",
        "hvem afsluttede runden? tilføj --closer NAVN",
    ),
    (
        "game {0} is over; start a new one with: skyjo new NAMES...",
        "parti {0} är slut; börja ett nytt med: skyjo new NAMN...",
        "spil {0} er slut; start et nyt med: skyjo new NAVNE...",
    ),
    (
        "there is no game {0}; list the games with: skyjo games",
        "det finns inget parti {0}; lista partierna med: skyjo games",
        "der er intet spil {0}; vis spillene med: skyjo games",
    ),
    (
        "there is no current game in {0}; start one with: skyjo new NAMES... (or pass --game ID)",
        "det finns inget aktuellt parti i {0}; börja ett med: skyjo new NAMN... (eller ange --game ID)",
        "der er intet aktuelt spil i {0}; start et med: skyjo new NAVNE... (eller angiv --game ID)",
    ),
    (
        "game {0} has no round {1}; it has {2} round(s)",
        "parti {0} har ingen runda {1}; det har {2} runda/rundor",
        "spil {0} har ingen runde {1}; det har {2} runde(r)",
    ),
    (
        "game {0} has no rounds to take back",
        "parti {0} har inga rundor att ta bort",
        "spil {0} har ingen runder at tage tilbage",
    ),
    (
        "undo asks for confirmation, and cannot ask here; add --yes to take back round {0}",
        "undo frågar först och kan inte fråga här; lägg till --yes för att ta bort runda {0}",
        "undo spørger først og kan ikke spørge her; tilføj --yes for at tage runde {0} tilbage",
    ),
    (
        "{0} is not a SQLite database; pass the path of a skyjo history with --db or SKYJO_DB",
        "{0} är ingen SQLite-databas; ange sökvägen till en skyjo-historik med --db eller SKYJO_DB",
        "{0} er ingen SQLite-database; angiv stien til en skyjo-historik med --db eller SKYJO_DB",
    ),
    (
        "{0} is a SQLite database but not a skyjo history; pass another file with --db",
        "{0} är en SQLite-databas men ingen skyjo-historik; ange en annan fil med --db",
        "{0} er en SQLite-database men ingen skyjo-historik; angiv en anden fil med --db",
    ),
    (
        "{0} was written by a newer skyjo (schema {1}; this one knows {2}): install the newer skyjo to open it",
        "{0} skrevs av en nyare skyjo (schema {1}; denna känner till {2}): installera den nyare skyjo för att öppna den",
        "{0} blev skrevet af en nyere skyjo (skema {1}; denne kender {2}): installér den nyere skyjo for at åbne den",
    ),
    (
        "the folder {0} does not exist; create it, or pass another path with --db",
        "mappen {0} finns inte; skapa den, eller ange en annan sökväg med --db",
        "mappen {0} findes ikke; opret den, eller angiv en anden sti med --db",
    ),
    (
        "{0} is damaged (SQLite: {1}); restore it from a backup (skyjo backup makes them)",
        "{0} är skadad (SQLite: {1}); återställ den från en säkerhetskopia (skyjo backup gör sådana)",
        "{0} er beskadiget (SQLite: {1}); gendan den fra en sikkerhedskopi (skyjo backup laver dem)",
    ),
    (
        "{0} is read-only, or its folder is (SQLite keeps -wal and -shm files beside it); make both writable or pass another file with --db",
        "{0} är skrivskyddad, eller så är mappen det (SQLite lägger -wal- och -shm-filer bredvid); gör båda skrivbara eller ange en annan fil med --db",
        "{0} er skrivebeskyttet, eller også er mappen det (SQLite lægger -wal- og -shm-filer ved siden af); gør begge skrivbare eller angiv en anden fil med --db",
    ),
    (
        "round {0} cannot be scored under these rules",
        "runda {0} kan inte räknas med dessa regler",
        "runde {0} kan ikke tælles med disse regler",
    ),
    // Errors of the history, the assistant and files.
    (
        "'{0}' cannot be a name; give a name without '='",
        "'{0}' kan inte vara ett namn; ge ett namn utan '='",
        "'{0}' kan ikke være et navn; giv et navn uden '='",
    ),
    (
        "'{0}' counts {1} cards; the deck has 150",
        "'{0}' räknar {1} kort; leken har 150",
        "'{0}' tæller {1} kort; bunken har 150",
    ),
    (
        "--discard {0} is not a card; cards go from -2 to 12",
        "--discard {0} är inget kort; korten går från -2 till 12",
        "--discard {0} er ikke et kort; kortene går fra -2 til 12",
    ),
    (
        "--draws {0} is more than the {1} unseen cards; ask for fewer",
        "--draws {0} är fler än de {1} osedda korten; be om färre",
        "--draws {0} er flere end de {1} usete kort; bed om færre",
    ),
    (
        "--margins {0} is negative; a margin is how much lower than now, 0 or more",
        "--margins {0} är negativ; en marginal är hur mycket lägre än nu, 0 eller mer",
        "--margins {0} er negativ; en margin er hvor meget lavere end nu, 0 eller mere",
    ),
    ("--seen: {0}", "--seen: {0}", "--seen: {0}"),
    (
        "--since {0} is after --until {1}; give the earlier date to --since",
        "--since {0} är efter --until {1}; ge det tidigare datumet till --since",
        "--since {0} er efter --until {1}; giv den tidligere dato til --since",
    ),
    (
        "{0} is not a card; cards go from -2 to 12",
        "{0} är inget kort; korten går från -2 till 12",
        "{0} er ikke et kort; kortene går fra -2 til 12",
    ),
    (
        "'{0}' is not a card; write numbers from -2 to 12 separated by spaces",
        "'{0}' är inget kort; skriv tal från -2 till 12 åtskilda med mellanslag",
        "'{0}' er ikke et kort; skriv tal fra -2 til 12 adskilt af mellemrum",
    ),
    (
        "'{0}' is not a card count; write V*N, as 9*3 for three 9s",
        "'{0}' är inget antal kort; skriv V*N, som 9*3 för tre 9:or",
        "'{0}' er ikke et antal kort; skriv V*N, som 9*3 for tre 9'ere",
    ),
    (
        "demo --games writes a generated history to a new file; name it with --db FILE",
        "demo --games skriver en påhittad historik till en ny fil; ange den med --db FIL",
        "demo --games skriver en opdigtet historik til en ny fil; angiv den med --db FIL",
    ),
    (
        "found no home folder to keep the history in; pass --db PATH or set SKYJO_DB",
        "hittade ingen hemmapp för historiken; ange --db SÖKVÄG eller sätt SKYJO_DB",
        "fandt ingen hjemmemappe til historikken; angiv --db STI eller sæt SKYJO_DB",
    ),
    (
        "game {0} changed while it was re-scored; try again",
        "parti {0} ändrades medan det räknades om; försök igen",
        "spil {0} blev ændret mens det blev talt om; prøv igen",
    ),
    (
        "game {0} has {1} players, the round has {2}",
        "parti {0} har {1} spelare, rundan har {2}",
        "spil {0} har {1} spillere, runden har {2}",
    ),
    (
        "game {0} has no rounds yet: for round 1 give the dealer and everyone's two turned cards, as skyjo start --dealer {1} {2}=\"9 12\" ...",
        "parti {0} har inga rundor än: för runda 1, ange given och allas två vända kort, som skyjo start --dealer {1} {2}=\"9 12\" ...",
        "spil {0} har ingen runder endnu: for runde 1, angiv giveren og alles to vendte kort, som skyjo start --dealer {1} {2}=\"9 12\" ...",
    ),
    (
        "game {0} is damaged: it has {1} players",
        "parti {0} är skadat: det har {1} spelare",
        "spil {0} er beskadiget: det har {1} spillere",
    ),
    (
        "game {0} of the file",
        "parti {0} i filen",
        "spil {0} i filen",
    ),
    (
        "it has an empty uid",
        "det har ett tomt uid",
        "det har et tomt uid",
    ),
    (
        "it has {0} players; Skyjo is for 2 to 8",
        "det har {0} spelare; Skyjo är för 2 till 8",
        "det har {0} spillere; Skyjo er for 2 til 8",
    ),
    (
        "it needs one entry, raw score, doubled flag and score per player ({0})",
        "det behöver ett rutnät, en råsumma, en dubblering och en poäng per spelare ({0})",
        "det behøver et gitter, en råsum, en fordobling og et point pr. spiller ({0})",
    ),
    (
        "it was over after round {0} but has {1} rounds",
        "det var slut efter runda {0} men har {1} rundor",
        "det var slut efter runde {0} men har {1} runder",
    ),
    (
        "its players are not distinct, non-empty names",
        "dess spelare har inte olika, icke-tomma namn",
        "dets spillere har ikke forskellige, ikke-tomme navne",
    ),
    (
        "no entry for {0}; a correction gives every player: add {1}=\"GRID\" or {2}=TOTAL",
        "inget angivet för {0}; en rättelse anger alla spelare: lägg till {1}=\"RUTNÄT\" eller {2}=SUMMA",
        "intet angivet for {0}; en rettelse angiver alle spillere: tilføj {1}=\"GITTER\" eller {2}=SUM",
    ),
    (
        "played_at '{0}' is not an RFC 3339 time",
        "played_at '{0}' är ingen RFC 3339-tid",
        "played_at '{0}' er ikke et RFC 3339-tidspunkt",
    ),
    (
        "recorded_at '{0}' is not an RFC 3339 time",
        "recorded_at '{0}' är ingen RFC 3339-tid",
        "recorded_at '{0}' er ikke et RFC 3339-tidspunkt",
    ),
    (
        "player {0} has an empty name; give every player a name",
        "spelare {0} har ett tomt namn; ge varje spelare ett namn",
        "spiller {0} har et tomt navn; giv hver spiller et navn",
    ),
    (
        "risk does not model the row variant; leave out --rows",
        "risk räknar inte med radvarianten; utelämna --rows",
        "risk regner ikke med rækkevarianten; udelad --rows",
    ),
    (
        "round {0} of game {1} is damaged (its seats do not match the game's {2} players)",
        "runda {0} i parti {1} är skadad (platserna stämmer inte med partiets {2} spelare)",
        "runde {0} i spil {1} er beskadiget (pladserne passer ikke med spillets {2} spillere)",
    ),
    (
        "rounds must be numbered 1, 2, 3...; found {0} in place {1}",
        "rundorna ska numreras 1, 2, 3...; hittade {0} på plats {1}",
        "runderne skal nummereres 1, 2, 3...; fandt {0} på plads {1}",
    ),
    (
        "the closer {0} is not a player of the game",
        "den som avslutade, {0}, är ingen spelare i partiet",
        "den der afsluttede, {0}, er ikke en spiller i spillet",
    ),
    (
        "the dealer {0} is not among the players ({1})",
        "given {0} är inte bland spelarna ({1})",
        "giveren {0} er ikke blandt spillerne ({1})",
    ),
    (
        "the file says {0} scored {1} (raw {2}), the game's rules give {3} (raw {4})",
        "filen säger att {0} fick {1} (rå {2}), partiets regler ger {3} (rå {4})",
        "filen siger at {0} fik {1} (rå {2}), spillets regler giver {3} (rå {4})",
    ),
    (
        "the folder {0} does not exist; create it or name another file",
        "mappen {0} finns inte; skapa den eller ange en annan fil",
        "mappen {0} findes ikke; opret den eller angiv en anden fil",
    ),
    (
        "the name '{0}' contains '='; a name cannot, since rounds are entered as NAME=ENTRY",
        "namnet '{0}' innehåller '='; det kan ett namn inte, eftersom rundor skrivs som NAMN=RUTNÄT",
        "navnet '{0}' indeholder '='; det kan et navn ikke, da runder skrives som NAVN=GITTER",
    ),
    (
        "there is no history at {0} to back up",
        "det finns ingen historik i {0} att säkerhetskopiera",
        "der er ingen historik i {0} at sikkerhedskopiere",
    ),
    (
        "there is no player {0}; list them with: skyjo players",
        "det finns ingen spelare {0}; lista dem med: skyjo players",
        "der er ingen spiller {0}; vis dem med: skyjo players",
    ),
    (
        "under these rules game {0} would be over after round {1}, but it has {2} rounds; nothing saved",
        "med dessa regler vore parti {0} slut efter runda {1}, men det har {2} rundor; inget sparat",
        "med disse regler ville spil {0} være slut efter runde {1}, men det har {2} runder; intet gemt",
    ),
    (
        "who dealt? add --dealer NAME (a tie goes to the player nearest the dealer's left)",
        "vem gav? lägg till --dealer NAMN (vid lika börjar den som sitter närmast till vänster om given)",
        "hvem gav? tilføj --dealer NAVN (ved lighed starter den der sidder nærmest til venstre for giveren)",
    ),
    (
        "with this correction game {0} would be over after round {1}, but it has {2} rounds; nothing changed",
        "med denna rättelse vore parti {0} slut efter runda {1}, men det har {2} rundor; inget ändrat",
        "med denne rettelse ville spil {0} være slut efter runde {1}, men det har {2} runder; intet ændret",
    ),
    (
        "{0} against {0}: name two different players",
        "{0} mot {0}: ange två olika spelare",
        "{0} mod {0}: angiv to forskellige spillere",
    ),
    (
        "{0} '{1}' is not a date; write YYYY-MM-DD (2024-06-01) or an RFC 3339 time (2024-06-01T18:00:00Z)",
        "{0} '{1}' är inget datum; skriv ÅÅÅÅ-MM-DD (2024-06-01) eller en RFC 3339-tid (2024-06-01T18:00:00Z)",
        "{0} '{1}' er ikke en dato; skriv ÅÅÅÅ-MM-DD (2024-06-01) eller et RFC 3339-tidspunkt (2024-06-01T18:00:00Z)",
    ),
    (
        "{0} {1} is not a count; give how many cards are drawn, 0 or more",
        "{0} {1} är inget antal; ange hur många kort som dras, 0 eller fler",
        "{0} {1} er ikke et antal; angiv hvor mange kort der trækkes, 0 eller flere",
    ),
    (
        "{0} {1} is not a count; give how many cards are face down, 0 or more",
        "{0} {1} är inget antal; ange hur många kort som ligger nedvända, 0 eller fler",
        "{0} {1} er ikke et antal; angiv hvor mange kort der ligger skjult, 0 eller flere",
    ),
    (
        "{0} and {1} are the same player already; name two different players",
        "{0} och {1} är redan samma spelare; ange två olika spelare",
        "{0} og {1} er allerede samme spiller; angiv to forskellige spillere",
    ),
    (
        "{0} and {1} both played game {2}, so they are two people; nothing merged",
        "{0} och {1} spelade båda parti {2}, så de är två personer; inget sammanfört",
        "{0} og {1} spillede begge spil {2}, så de er to personer; intet lagt sammen",
    ),
    (
        "{0} has no export version; it is not a skyjo export",
        "{0} har ingen exportversion; det är ingen skyjo-export",
        "{0} har ingen eksportversion; det er ikke en skyjo-eksport",
    ),
    (
        "{0} is busy in another skyjo for too long; try again",
        "{0} är upptagen i en annan skyjo för länge; försök igen",
        "{0} er optaget i en anden skyjo for længe; prøv igen",
    ),
    (
        "{0} is not a skyjo export (no \"format\": \"skyjo\"); export one with: skyjo export",
        "{0} är ingen skyjo-export (inget \"format\": \"skyjo\"); exportera en med: skyjo export",
        "{0} er ikke en skyjo-eksport (intet \"format\": \"skyjo\"); eksportér en med: skyjo export",
    ),
    (
        "{0} is not a skyjo export (not a JSON object: {1}); export one with: skyjo export",
        "{0} är ingen skyjo-export (inget JSON-objekt: {1}); exportera en med: skyjo export",
        "{0} er ikke en skyjo-eksport (intet JSON-objekt: {1}); eksportér en med: skyjo export",
    ),
    (
        "{0} is not a valid skyjo export: {1}",
        "{0} är ingen giltig skyjo-export: {1}",
        "{0} er ikke en gyldig skyjo-eksport: {1}",
    ),
    (
        "{0} was written by a newer skyjo (export version {1}; this one reads {2}): install the newer skyjo",
        "{0} skrevs av en nyare skyjo (exportversion {1}; denna läser {2}): installera den nyare skyjo",
        "{0} blev skrevet af en nyere skyjo (eksportversion {1}; denne læser {2}): installér den nyere skyjo",
    ),
    (
        "{0} is already a player; if {1} and {0} are one person, use: skyjo players merge \"{0}\" \"{1}\"",
        "{0} är redan en spelare; om {1} och {0} är samma person, använd: skyjo players merge \"{0}\" \"{1}\"",
        "{0} er allerede en spiller; hvis {1} og {0} er samme person, brug: skyjo players merge \"{0}\" \"{1}\"",
    ),
    (
        "{0} cannot use write-ahead logging (journal mode {1})",
        "{0} kan inte använda skrivlogg i förväg (journalläge {1})",
        "{0} kan ikke bruge skrivelog på forhånd (journaltilstand {1})",
    ),
    (
        "{0} exists already; name a new file for the backup",
        "{0} finns redan; ange en ny fil för säkerhetskopian",
        "{0} findes allerede; angiv en ny fil til sikkerhedskopien",
    ),
    (
        "{0} exists already; the generator writes a new history, so name a new file",
        "{0} finns redan; generatorn skriver en ny historik, så ange en ny fil",
        "{0} findes allerede; generatoren skriver en ny historik, så angiv en ny fil",
    ),
    (
        "{0} opponents given; Skyjo is for 2 to 8 players, so 1 to 7 opponents",
        "{0} motspelare angivna; Skyjo är för 2 till 8 spelare, alltså 1 till 7 motspelare",
        "{0} modspillere angivet; Skyjo er for 2 til 8 spillere, altså 1 til 7 modspillere",
    ),
    (
        "{0} turned {1} card(s); give the two turned cards, as {2}=\"9 12\"",
        "{0} vände {1} kort; ange de två vända korten, som {2}=\"9 12\"",
        "{0} vendte {1} kort; angiv de to vendte kort, som {2}=\"9 12\"",
    ),
    (
        "cannot open {0}; check that the folder exists and is writable, or pass another file with --db",
        "kan inte öppna {0}; kontrollera att mappen finns och är skrivbar, eller ange en annan fil med --db",
        "kan ikke åbne {0}; kontrollér at mappen findes og er skrivbar, eller angiv en anden fil med --db",
    ),
    ("cannot open {0}", "kan inte öppna {0}", "kan ikke åbne {0}"),
    ("cannot read {0}", "kan inte läsa {0}", "kan ikke læse {0}"),
    (
        "cannot create {0} (it may exist already; name a new file)",
        "kan inte skapa {0} (den kanske redan finns; ange en ny fil)",
        "kan ikke oprette {0} (den findes måske allerede; angiv en ny fil)",
    ),
    (
        "cannot create {0}",
        "kan inte skapa {0}",
        "kan ikke oprette {0}",
    ),
    (
        "cannot write the backup {0}",
        "kan inte skriva säkerhetskopian {0}",
        "kan ikke skrive sikkerhedskopien {0}",
    ),
    (
        "cannot back up {0} before upgrading it to schema {1}; nothing was changed",
        "kan inte säkerhetskopiera {0} innan den uppgraderas till schema {1}; inget ändrades",
        "kan ikke sikkerhedskopiere {0} før den opgraderes til skema {1}; intet blev ændret",
    ),
    (
        "cannot create the folder {0} for the history; pass --db PATH",
        "kan inte skapa mappen {0} för historiken; ange --db SÖKVÄG",
        "kan ikke oprette mappen {0} til historikken; angiv --db STI",
    ),
    (
        "game {0} has rules this skyjo cannot read",
        "parti {0} har regler som denna skyjo inte kan läsa",
        "spil {0} har regler som denne skyjo ikke kan læse",
    ),
    (
        "round {0} of game {1} is stored in a form this skyjo cannot read",
        "runda {0} i parti {1} är sparad i en form som denna skyjo inte kan läsa",
        "runde {0} i spil {1} er gemt i en form som denne skyjo ikke kan læse",
    ),
    (
        "{0} cards of {1} given as seen; the deck has {2}: check the seen cards",
        "{0} kort med {1} angivna som sedda; leken har {2}: kontrollera de sedda korten",
        "{0} kort med {1} angivet som set; bunken har {2}: kontrollér de sete kort",
    ),
    (
        "{0} cards asked for, but only {1} are left unseen; ask for fewer or see fewer cards",
        "{0} kort efterfrågade, men bara {1} är osedda; be om färre eller ange färre sedda kort",
        "{0} kort efterspurgt, men kun {1} er usete; bed om færre eller angiv færre sete kort",
    ),
    (
        "{0}: the grid has {1} cells; write 12 (3 rows of 4): a card, ? for a face-down card, x for a removed one; or VISIBLE:HIDDEN",
        "{0}: rutnätet har {1} rutor; skriv 12 (3 rader om 4): ett kort, ? för ett nedvänt kort, x för ett borttaget; eller SYNLIGT:DOLT",
        "{0}: gitteret har {1} celler; skriv 12 (3 rækker af 4): et kort, ? for et skjult kort, x for et fjernet; eller SYNLIGT:SKJULT",
    ),
    (
        "{0}: column {1} has {2} removed card(s) (x); a removed column is x in all three rows",
        "{0}: kolumn {1} har {2} borttagna kort (x); en borttagen kolumn är x i alla tre rader",
        "{0}: kolonne {1} har {2} fjernede kort (x); en fjernet kolonne er x i alle tre rækker",
    ),
    (
        "{0}: {1} face-down cards; a grid has 12 cards",
        "{0}: {1} nedvända kort; ett rutnät har 12 kort",
        "{0}: {1} skjulte kort; et gitter har 12 kort",
    ),
    (
        "{0}: an open sum of {1} is impossible for a grid",
        "{0}: en synlig summa på {1} är omöjlig för ett rutnät",
        "{0}: en synlig sum på {1} er umulig for et gitter",
    ),
    (
        "{0}: '{1}' is not VISIBLE:HIDDEN; write the open sum and the face-down count, as 14:3",
        "{0}: '{1}' är inte SYNLIGT:DOLT; skriv den synliga summan och antalet nedvända kort, som 14:3",
        "{0}: '{1}' er ikke SYNLIGT:SKJULT; skriv den synlige sum og antallet af skjulte kort, som 14:3",
    ),
];

fn pick(lang: Lang, entry: &Entry) -> &'static str {
    match lang {
        Lang::En => entry.0,
        Lang::Sv => entry.1,
        Lang::Da => entry.2,
    }
}

fn lookup(lang: Lang, english: &str) -> Option<&'static str> {
    TEXTS
        .iter()
        .chain(ERRORS)
        .find(|entry| entry.0 == english)
        .map(|entry| pick(lang, entry))
}

/// A fixed text in `lang` (English when the catalog lacks it).
pub fn t(lang: Lang, english: &'static str) -> &'static str {
    lookup(lang, english).unwrap_or(english)
}

/// A template in `lang` with its holes `{0}`, `{1}`... filled from `args`.
pub fn tf(lang: Lang, english: &'static str, args: &[&dyn Display]) -> String {
    fill(
        t(lang, english),
        &args.iter().map(|a| a.to_string()).collect::<Vec<_>>(),
    )
}

/// The template with its holes filled in one pass, so a value that itself
/// looks like a hole (a player called "{1}") stays as it is.
fn fill(template: &str, args: &[String]) -> String {
    let (literals, holes) = parts(template);
    let mut out = String::from(literals[0]);
    for (hole, literal) in holes.iter().zip(&literals[1..]) {
        out.push_str(args.get(*hole).map_or("", String::as_str));
        out.push_str(literal);
    }
    out
}

/// "A, B and C" in `lang`.
pub fn join_names(lang: Lang, names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} {} {last}", init.join(", "), t(lang, "and")),
    }
}

/// Splits an English template into its literal parts and the number of each
/// hole between them: "a {0} b {1}" is (["a ", " b ", ""], [0, 1]).
fn parts(template: &str) -> (Vec<&str>, Vec<usize>) {
    let mut literals = Vec::new();
    let mut holes = Vec::new();
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        let Some(len) = rest[start..].find('}') else {
            break;
        };
        let Ok(hole) = rest[start + 1..start + len].parse::<usize>() else {
            break;
        };
        literals.push(&rest[..start]);
        holes.push(hole);
        rest = &rest[start + len + 1..];
    }
    literals.push(rest);
    (literals, holes)
}

/// The holes of `template` as they stand in `message`, if it matches.
fn matches(template: &str, message: &str) -> Option<Vec<String>> {
    let (literals, holes) = parts(template);
    let mut rest = message.strip_prefix(literals[0])?;
    let mut args = vec![String::new(); holes.iter().max().map_or(0, |m| m + 1)];
    for (i, &hole) in holes.iter().enumerate() {
        let next = literals[i + 1];
        let value = if i + 2 == literals.len() && next.is_empty() {
            let all = rest;
            rest = "";
            all
        } else {
            let at = rest.find(next)?;
            let value = &rest[..at];
            rest = &rest[at..];
            value
        };
        args[hole] = value.to_string();
        rest = rest.strip_prefix(next)?;
    }
    rest.is_empty().then_some(args)
}

fn translate_with(catalog: &[Entry], lang: Lang, message: &str) -> String {
    if lang == Lang::En {
        return message.to_string();
    }
    if let Some(entry) = catalog.iter().find(|entry| entry.0 == message) {
        return pick(lang, entry).to_string();
    }
    // The most specific template wins: the one with the most fixed text.
    catalog
        .iter()
        .filter_map(|entry| matches(entry.0, message).map(|args| (entry, args)))
        .max_by_key(|(entry, _)| parts(entry.0).0.iter().map(|l| l.len()).sum::<usize>())
        .map_or_else(
            || message.to_string(),
            |(entry, args)| {
                // A hole may hold another message ("--seen: 13 is not a card...").
                let args: Vec<String> = args
                    .iter()
                    .map(|a| translate_with(catalog, lang, a))
                    .collect();
                fill(pick(lang, entry), &args)
            },
        )
}

/// One English error line in `lang`: the first error template it matches,
/// with its holes carried over; otherwise as it is.
pub fn translate(lang: Lang, message: &str) -> String {
    translate_with(ERRORS, lang, message)
}

/// A finished English text of the score sheet (such as one part of a rules
/// description, "to 100") in `lang`.
pub fn translate_text(lang: Lang, text: &str) -> String {
    translate_with(TEXTS, lang, text)
}

/// An error and its causes, each translated, joined as `anyhow` joins them.
pub fn error_line(lang: Lang, err: &anyhow::Error) -> String {
    err.chain()
        .map(|cause| translate(lang, &cause.to_string()))
        .collect::<Vec<_>>()
        .join(": ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_locale_picks_the_language() {
        assert_eq!(Lang::from_locale("sv_SE.UTF-8"), Lang::Sv);
        assert_eq!(Lang::from_locale("da_DK"), Lang::Da);
        assert_eq!(Lang::from_locale("en_GB.UTF-8"), Lang::En);
        assert_eq!(Lang::from_locale("C"), Lang::En);
        assert_eq!(Lang::detect(Some(Lang::Da)), Lang::Da);
    }

    #[test]
    fn errors_are_translated_with_their_values() {
        let english =
            "Anna's grid has 11 cards; a grid has 12 (3 rows of 4), write removed cards as x";
        assert_eq!(
            translate(Lang::Sv, english),
            "rutnätet för Anna har 11 kort; ett rutnät har 12 (3 rader om 4), skriv borttagna kort som x"
        );
        assert_eq!(
            translate(
                Lang::Da,
                "6 cards of -2 entered; the deck has 5: check the grids"
            ),
            "6 kort med -2 angivet; bunken har 5: kontrollér gitrene"
        );
        assert_eq!(translate(Lang::Sv, "something new"), "something new");
        assert_eq!(translate(Lang::En, english), english);
    }

    #[test]
    fn every_translation_keeps_the_holes_of_its_english() {
        for entry in TEXTS.iter().chain(ERRORS) {
            let (_, mut holes) = parts(entry.0);
            holes.sort_unstable();
            for translated in [entry.1, entry.2] {
                let (_, mut theirs) = parts(translated);
                theirs.sort_unstable();
                assert_eq!(holes, theirs, "{translated:?} against {:?}", entry.0);
            }
        }
    }

    #[test]
    fn values_that_look_like_holes_stay_as_they_are() {
        assert_eq!(tf(Lang::Sv, "{0} has {1}", &[&"{1}", &14]), "{1} har 14");
    }

    #[test]
    fn names_are_joined_in_the_language() {
        assert_eq!(
            join_names(Lang::Sv, &["Anna", "Bertil", "Cecilia"]),
            "Anna, Bertil och Cecilia"
        );
        assert_eq!(join_names(Lang::Da, &["Anna", "Bertil"]), "Anna og Bertil");
    }
}
