# skyjo, dansk. Ordliste: ét ord for hver ting i spillet, som regelhæftet
# bruger dem, og det samme ord overalt:
#   spil (et helt spil, til 100), runde, scoreblok, gitter (3 rækker af 4 kort),
#   kolonne (aldrig søjle), række, skjult kort, set kort (flertal: sete kort),
#   bunke (alle 150 kort), trækbunke, kasseringsbunke, giveren,
#   afslutte (kun om en runde: den, der afsluttede), fordoble, fordoblet,
#   færdigt spil (et spil, der er slut; aldrig "afsluttet spil"),
#   opgivet spil (aldrig "afbrudt"), point (en rundes), sum (summen i alt),
#   laveste sum, delt laveste pointtal (en rundes; aldrig "delt laveste sum"), delt laveste slutsum (et spils), sejr, stime (sejre i træk), rating,
#   indstillingsfil (aldrig "konfigurationsfil"), rettelse, historik,
#   kladde (runden, der udfyldes, gemt til den skrives ind),
#   skrive en runde ind (aldrig "gemme" en runde: gem er kladden og indstillinger),
#   tage en runde tilbage (aldrig "fortryde"), tur (en spillers; aldrig "træk"),
#   ener, enere, minus-ener (aldrig "etter").

## Tal og småord

decimal-separator = ,
group-separator = .
number-percent = { $number } %
list-and = { $first } og { $last }
# Two items of a longer list, the list going on: "A, B" in "A, B or C".
list-comma = { $first }, { $last }
label-colon = { $label }:
quote-typed = '{ $text }'
error-prefix = fejl:
# Whether an error after the prefix begins with a capital letter (German writes a whole sentence after a colon so): yes or no.
error-capital = no
# Between an error and its cause (cannot read x.json: no such file or folder).
error-joiner = {": "}
answer-yes = j ja
answer-no = n nej

## Spillets regler, som scoreblokkens overskrift viser dem

rule-target = til { $target }
rule-rounds = { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
}
rule-columns-in-play = kolonner kun under spillet
rule-no-columns = ingen kolonner
rule-rows = rækker af fire
rule-ties-safe = delt laveste pointtal fordobles ikke
rule-no-doubling = ingen fordobling
rule-negatives-doubled = minuspoint fordobles
rule-deciding-round = afgørende runde ved lige stilling
rule-round-winner-starts = rundens vinder starter
rule-edition-action = Skyjo Action
rule-star-lines-kept = stjernelinjer bliver liggende
rule-own-deck = egen optælling af bunken

## Scoreblokken

sheet-heading = Scoreblok, spil { $game } · { $played } · { $rules }
sheet-round = Runde
sheet-total = I alt
sheet-to-go = Tilbage til { $target }
# The row of what is left, where a sheet is short of room (eight players at 80 columns): the
# target is in the heading above.
sheet-to-go-short = { $target ->
   *[other] Tilbage
}
sheet-no-rounds = Ingen runder endnu. Skriv en ind med: skyjo round --closer NAVN NAVN=GITTER...
sheet-legend = Hver celle: rundens point øverst og summen indtil nu nederst. * afsluttede runden; x2: fordoblet.
sheet-legend-no-doubling = Hver celle: rundens point øverst og summen indtil nu nederst. * afsluttede runden.
sheet-game-over = Spillet er slut efter { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
}: { $count ->
    [one] { $names } vandt
   *[other] { $names } delte sejren
} med { $total } point i alt.
sheet-totals-won = { $count ->
    [one] { $names } vandt
   *[other] { $names } delte sejren
} med { $total } point i alt.
sheet-leader = { $count ->
    [one] Fører
   *[other] Delt føring
}: { $names } med { $total }.
sheet-round-next = Næste runde er runde { $round } af { $of }.
sheet-deciding = Spillet er nået til vejs ende med delt laveste slutsum: der spilles en afgørende runde.
sheet-next-starter = Næste runde: { $name } starter ({ $why }).
sheet-why-closed = afsluttede runde { $round }
sheet-why-lowest = lavest i runde { $round }

## En runde forklaret

explain-heading = Spil { $game }, runde { $round }
explain-closer = { $name } (afsluttede runden)
explain-grid = gitter
explain-removed = fjernet
explain-sum = sum
explain-total = sum
explain-stars = stjerner
explain-held = actionkort
explain-round-score = rundens point
explain-star-bonus = { $line } med lutter stjerner: { $points }{ $kept ->
    [kept] {" "}(stjernerne bliver liggende)
   *[removed] {""}
}
explain-held-cards = { $held } tilbage på hånden: +{ $penalty }
explain-entered-total = { $raw } (angivet som sum: ingen kort at kontrollere)
explain-doubling = Fordobling: { $verdict }
explain-scores = Point: { $scores }
line-column = kolonne { $number }
line-row = række { $number }
card-many = { $value ->
    [-2] minus-toere
    [-1] minus-enere
    [0] nuller
    [1] enere
    [2] toere
    [3] treere
    [4] firere
    [5] femmere
    [6] seksere
    [7] syvere
    [8] ottere
    [9] niere
    [10] tiere
    [11] elvere
    [12] tolvere
   *[other] kort med værdien { $value }
}
card-one = { $value ->
    [-2] en minus-toer
    [-1] en minus-ener
    [0] en nul
    [1] en ener
    [2] en toer
    [3] en treer
    [4] en firer
    [5] en femmer
    [6] en sekser
    [7] en syver
    [8] en otter
    [9] en nier
    [10] en tier
    [11] en elver
    [12] en tolver
   *[other] et kort med værdien { $value }
}
removed-cards = { $count ->
    [1] { $noun }
    [2] to { $noun }
    [3] tre { $noun }
   *[other] fire { $noun }
}
removed-equal = { $count ->
    [3] tre ens kort
   *[other] fire ens kort
}
removed-stars = { $count ->
    [3] tre stjerner
    [4] fire stjerner
   *[other] { $count } stjerner
}
removed-with-stars = { $cards } og { $stars ->
    [1] en stjerne
    [2] to stjerner
   *[other] tre stjerner
}
removed-line = { $line } ({ $what }), { $when ->
    [in-play] under spillet
   *[at-reveal] da kortene blev vendt til sidst
}
verdict-has = { $who } har { $raw }
verdict-also-has = { $who } har også { $raw }
verdict-line = { $reason ->
    [alone-lowest] { $closer } afsluttede med { $raw } og er alene om rundens laveste pointtal ({ $against }): fordobles ikke og beholder { $score }
    [tied-lowest] { $closer } afsluttede med { $raw }; { $against }: delt laveste pointtal, så { $closer } fordobles til { $score }
    [tied-safe] { $closer } afsluttede med { $raw }; { $against }: i dette spil fordobles delt laveste pointtal ikke, så { $closer } beholder { $score }
    [not-lowest] { $closer } afsluttede med { $raw }; { $against }: { $closer } er ikke lavest og fordobles til { $score }
    [not-positive] { $closer } afsluttede med { $raw }; { $against }: 0 point eller mindre fordobles aldrig, så { $closer } beholder { $score }
   *[doubling-off] { $closer } afsluttede med { $raw }: dette spil spilles uden fordobling, så { $closer } beholder { $score }
}

## Scoreblokkens kommandoer

new-started = Spil { $game } er startet: { $players } ({ $rules }). Det er det aktuelle spil.
new-round-one = Runde 1: alle vender to kort; den med den højeste sum starter.
new-leave-question = Spil { $game } er ikke slut. Start et nyt spil alligevel?
new-left-behind = Spil { $game } er ikke slut; det bliver i historikken (skyjo use { $game } går tilbage til det).
new-known-players = { $names } (stavet som i historikken).
new-new-players = { $count ->
    [one] Ny spiller
   *[other] Nye spillere
}: { $names }.
status-heading = Spil { $game } · { $rounds ->
    [0] ingen runder endnu
    [one] 1 runde spillet
   *[other] { $rounds } runder spillet
} · { $rules }
status-heading-totals-only = Spil { $game } · kun slutsummer · { $rules }
status-total-to-go = { $total } ({ $left } tilbage)
status-none = Der er intet aktuelt spil. Start et med: skyjo new NAVN NAVN... eller vælg et med: skyjo use SPIL
use-done = Spil { $game } er nu det aktuelle spil.
note-done = Noten til spil { $game } er gemt.
note-cleared = Noten til spil { $game } er fjernet.
abandon-done = Spil { $game } er opgivet: det bliver i historikken, men tæller ikke med i nogen statistik.
delete-question = Slet spil { $game } ({ $players }, { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
}) fra historikken? Der laves en sikkerhedskopi først.
delete-done = Spil { $game } er slettet; historikken, som den var, ligger i { $backup }.
sheet-note = Note: { $note }
sheet-abandoned = Opgivet: spillet tæller ikke med i nogen statistik.
sheet-totals-only = Kun slutsummerne for dette spil kendes (importeret fra BG Stats): det har ingen runder og tæller ikke med i nogen rundestatistik.
games-abandoned = opgivet
log-import-after = { $added ->
    [one] 1 spil tilføjet
   *[other] { $added } spil tilføjet
}, { $skipped } fandtes allerede
docs-list = Håndbogen (dokumenterne i docs/ i kildekoden):
docs-in-english = { $about } (på engelsk)
docs-about-rules = sådan tæller skyjo, og hvad husreglerne gør
docs-about-odds = hvad kortassistentens tal betyder
docs-about-chances = chancerne for at vinde på scoreblokken
docs-about-cli = kommandoer, flag, indstillinger og JSON
docs-about-export = eksportfilen, CSV-filen og BG Stats
docs-about-ratings = sådan regnes ratingen ud
docs-about-reliability = sådan passer skyjo på historikken
docs-about-generator = historikkerne fra demo --games
docs-about-performance = hastighed og hukommelse, målt
docs-about-engine = regelmotorens kode, for udviklere
config-file-read = De gældende indstillinger (indstillingsfil: { $file }):
config-file-missing = De gældende indstillinger (ingen indstillingsfil i { $file }):
config-col-setting = Indstilling
config-col-value = Værdi
config-col-from = Fra
config-from-flag = flag
config-from-env = miljøvariabel
config-from-file = indstillingsfil
config-from-locale = systemsprog
config-from-default = standard
config-error = { $line ->
    [0] den angivne værdi i skyjo config set: { $problem }
   *[other] { $file }, linje { $line }: { $problem }
}
config-not-toml = ikke TOML; skriv nøgle = værdi, tekst i anførselstegn ("sv", eller 'C:\skyjo.db' for en sti med omvendte skråstreger), et tal eller true/false, husreglerne øverst eller under [rules]
config-unknown-key = der er ingen indstilling '{ $key }'; indstillingerne er: { $keys }
config-unknown-key-nearest = der er ingen indstilling '{ $key }'; mente du { $nearest }?
config-not-allowed = { $key } kan ikke være { $value }; mulige værdier: { $allowed }
config-takes-path = en sti i anførselstegn ("..." eller '...')
# Et tal en husregel ikke tager, fra et flag (--target 20000) eller indstillingsfilen (target = 0).
rule-out-of-range = { $rule } kan ikke være { $value }; mulige værdier: { $takes }
rule-takes-range = { $low } til { $high }
config-wrong-place = { $key } hører ikke hjemme { $here }; skriv den { $there }
config-place-top = øverst i filen
config-place-top-or-rules = øverst i filen eller under [rules]
config-place-table = under { $table }
config-twice = { $key } er sat to gange; behold én
config-target-and-rounds = target og rounds er begge sat; et spil slutter på én måde, behold én
config-unreadable = indstillingsfilen { $file } kan ikke læses ({ $reason }); angiv en anden med --config eller SKYJO_CONFIG
round-recorded = Runde { $round } i spil { $game } er skrevet ind.
round-record-question = Skriv runde { $round } i spil { $game } ind?
undo-question = Tag runde { $round } i spil { $game } tilbage ({ $scores })?
undo-done = Runde { $round } i spil { $game } er taget tilbage.
undo-draft-kept = Kladden til runde { $round } i spil { $game } er gemt, men den hørte til runden efter den, der blev taget tilbage, og kan ikke længere bruges: skyjo round spørger, om den skal smides væk.
nothing-changed = Intet ændret.
demo-intro = Et eksempelspil, skrevet ind i en midlertidig database (dine egne spil bliver ikke rørt).
demo-round-one = Sådan blev runde 1 gjort op (skyjo show --explain 1 gør det samme for enhver gemt runde):
demo-entered = { $rounds } runder blev skrevet ind med: skyjo round --closer NAVN NAVN="GITTER" NAVN=SUM ...

## Spillene

games-none = Ingen spil endnu. Start et med: skyjo new NAVN NAVN...
games-col-game = Spil
games-col-played = Dato
games-col-players = Spillere (sum)
games-col-rounds = Runder
games-col-result = Resultat
games-not-started = ikke startet
games-won-by = { $names } vandt
games-leads = { $count ->
    [one] { $names } fører
   *[other] { $names } deler føringen
}
games-current = { $game } (aktuelt)

## Spørgsmål

prompt-player = Spiller { $seat }
prompt-player-or-start = Spiller { $seat } (tryk bare Enter for at starte)
prompt-which-player-named = Hvilken spiller mener du med { $name }?
prompt-first-row = { $name }, række 1 (4 kort, x for et fjernet kort) eller rundens sum
prompt-first-row-action = { $name }, række 1 (4 kort, * for en stjerne, x for et fjernet kort) eller rundens sum
prompt-next-row = { $name }, række { $row } (sum indtil nu: { $sum })
prompt-grid-points = { $name }: { $grid } = { $points } point
prompt-grid-points-without = { $name }: { $grid } = { $points } point (uden { $lines })
prompt-grid-without-line = { $line }: { $what }
prompt-grid-again = { $problem }; skriv gitteret for { $name } igen
prompt-row-length = en række har 4 kort, denne har { $found }{ $over ->
    [yes] {""}
   *[no] ; skriv fjernede kort som x
}
prompt-whole-grid-later = dette er et helt gitter, som kun kan skrives ved række 1; skriv kun række { $row } her (4 kort)
prompt-closer = Hvem afsluttede runden?
prompt-held = Actionkort tilbage på hånden? (f.eks. { $example }; kun Enter: ingen)
prompt-dealer = Hvem gav? (ved samme sum starter den, der sidder nærmest til venstre for giveren)
menu-pick-hint = (vælg med piletasterne, og tryk så Enter)
menu-picked-none = (ingen er valgt endnu: gå til et navn med piletasterne, og tryk så Enter)
prompt-answer = svar { $yes } eller { $no }
menu-record = Skriv den ind
menu-change-entry = Ret en spillers indtastning
menu-change-closer = Ret hvem der afsluttede
menu-cancel = Annullér
menu-which-player = Hvis indtastning vil du rette?
menu-leave-draft = Fortsæt senere (gemmes som kladde)
menu-discard-draft = Smid kladden væk

## Kladden til runden, der udfyldes

draft-nothing-in = intet er indtastet endnu
draft-grids-in = { $count ->
    [one] gitteret for { $names } er indtastet
   *[other] gitrene for { $names } er indtastet
}
draft-totals-in = { $count ->
    [one] summen for { $names } er indtastet
   *[other] summerne for { $names } er indtastet
}
draft-grids-and-totals-in = { $grid_count ->
    [one] gitteret
   *[other] gitrene
} for { $grids } og { $total_count ->
    [one] summen
   *[other] summerne
} for { $totals } er indtastet
draft-closer = { $name } afsluttede runden
draft-holds = { $entered }; { $closer }
draft-status = Runde { $round } er gemt som kladde: { $holds }. Fortsæt med skyjo round.
draft-status-stale = En kladde til runde { $round } er gemt, men den kan ikke længere bruges: spillet har { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
} nu. skyjo round --discard-draft smider den væk.
draft-status-over = En kladde til runde { $round } er gemt, men spillet tager ikke flere runder. skyjo round --discard-draft smider den væk.
draft-resumed = Fortsætter fra kladden til runde { $round } i spil { $game }: { $holds }.
draft-stale = Kladden til runde { $round } i spil { $game } kan ikke længere bruges: spillet har { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
} nu.
draft-stale-question = Vil du smide den væk og begynde på runde { $next }?
draft-discard-question = Vil du smide kladden til runde { $round } i spil { $game } væk ({ $holds })?
draft-discarded = Kladden til runde { $round } i spil { $game } er smidt væk.
draft-none = Spil { $game } har ingen kladde at smide væk.
draft-kept = Runde { $round } i spil { $game } er gemt som kladde; fortsæt med skyjo round.

## Diagrammer

chart-empty = (intet at tegne endnu)
chart-axis = { $label } ({ $first } til { $last })
chart-axis-round = runde
chart-axis-game = spil
chart-legend = { $legend }; * hvor linjer mødes
chart-totals-heading = Spil { $game }: summen efter hver runde (0 før den første), { $end }
chart-target = mål { $target }
chart-rounds = { $rounds } runder

## Kortassistenten

odds-unseen = { $left ->
    [one] 1 uset kort
   *[other] { $left } usete kort
}: { $parts }.
odds-unseen-all = { $left } usete kort: hele bunken.
odds-unseen-seen = { $count ->
    [one] 1 set
   *[other] { $count } sete
}
odds-unseen-removed = { $count } i fjernede kolonner
odds-unseen-open = { $count ->
    [one] 1 opvendt i gitrene
   *[other] { $count } opvendte i gitrene
}
odds-unseen-discard = 1 øverst på kasseringsbunken
odds-col-card = Kort
odds-col-left = Tilbage
odds-col-next = Næste kort
odds-col-next-or-lower = Næste eller lavere
odds-col-within = Mindst ét af de { $draws } næste
odds-unknown-card = Et skjult kort er i gennemsnit { $mean } værd.
odds-explain-card = De usete kort: gennemsnit { $mean }, standardafvigelse { $sd } (skyjo docs odds).
odds-hidden-sum = { $count ->
    [one] 1 skjult kort er i gennemsnit { $mean } værd; i { $p } af tilfældene mellem { $low } og { $high }.
   *[other] { $count } skjulte kort giver tilsammen i gennemsnit { $mean }; i { $p } af tilfældene mellem { $low } og { $high }.
}
odds-explain-sum = Summen: gennemsnit { $mean }, kvartiler { $q1 } / { $q2 } / { $q3 } (skyjo docs odds).
odds-col-sum = Sum
odds-col-sum-is = Præcis dette
odds-col-sum-at-most = Dette eller mindre
odds-sum-or-less = { $sum } eller mindre
odds-sum-or-more = { $sum } eller mere
odds-percent-under = under { $p }
odds-percent-over = over { $p }
risk-interval = (95 %: { $low } til { $high })
risk-col-score = Dine point
risk-col-p = Risiko for at blive fordoblet
risk-col-expected = Forventede point
risk-row-now = { $score } (nu)
risk-method = Metode: { $method }.
risk-method-exact = eksakt (hver mulig trækning gennemregnet)
risk-method-monte-carlo = Monte Carlo, { $samples } stikprøver, fast startværdi, 95 %-intervaller
risk-turn-none = ingen sidste tur: gitrene vendes, som de ligger
risk-turn-greedy = { $count ->
    [one] { $order } får en sidste tur
   *[other] hver modspiller får en sidste tur, i rækkefølgen { $order }
}: tager det øverste kort i kasseringsbunken eller trækker et kort og lægger det, hvor det sparer flest point
risk-columns-reveal = kolonner med tre ens kort fjernes, når kortene vendes
risk-columns-none = ingen kolonner fjernes, når kortene vendes
risk-tie-doubles = delt laveste pointtal fordobles
risk-tie-safe = delt laveste pointtal fordobles ikke
risk-negative-safe = 0 point eller mindre fordobles aldrig
risk-negative-doubled = 0 point eller mindre fordobles også
risk-assumptions = Antagelser: { $hidden ->
    [one] det skjulte kort kommer
   *[other] de { $hidden } skjulte kort kommer
} fra de { $pool } usete kort; { $turn }; { $columns }; { $doubling }; { $negative }. Sådan regnes det ud: skyjo risk --explain, skyjo docs odds.
risk-left-out = Lavere point er udeladt: én tur mere kan højst bringe dit gitter ned på { $lowest }.
start-first-highest = { $starter } starter runde 1 med den højeste sum af to vendte kort ({ $sum }).
start-first-tied = { $starter } starter runde 1: { $tied } har samme sum, { $sum }, og { $starter } sidder nærmest til venstre for { $dealer }, der gav.
start-next-closer = { $starter } starter runde { $round } i spil { $game }, fordi { $starter } afsluttede runde { $last }.
start-next-winner = { $starter } starter runde { $round } i spil { $game }, fordi { $starter } var lavest i runde { $last } (i dette spil starter rundens vinder).
start-highest-sum = den højeste sum af to vendte kort, { $sum }
start-nearest-dealer = { $tied } har samme sum, { $sum }; { $starter } sidder nærmest til venstre for giveren ({ $dealer })
start-closed-last = afsluttede runde { $round } (den, der afslutter, starter)
start-lowest-last = lavest i runde { $round } (i dette spil starter rundens vinder)
deck-complete = Bunken er komplet: { $count } kort.
deck-counted = { $count } kort talt; bunken har { $deck }.
deck-missing = Mangler: { $cards }.
deck-extra = For mange: { $cards }.
deck-cards-of = { $count } × { $value }
seen-heading = Spil { $game }, runde { $round }: { $count ->
    [one] 1 set kort
   *[other] { $count } sete kort
}.
seen-cards = Sete kort: { $cards }
seen-how = Tilføj kortene uden for gitrene, når de kommer frem (kasseringsbunken under det øverste kort, fjernede kolonner): skyjo seen 9 9 -2; tag et tilbage med --undo. De opvendte kort i gitrene og det øverste kort i kasseringsbunken tælles særskilt: risk læser dem fra sine gitre og --discard, odds fra --open og --discard.
seen-used = Regner med { $count ->
    [one] det kort
   *[other] de { $count } kort
}, der er set i runde { $round } i spil { $game } (skyjo seen).
risk-verdict = { $band ->
    [safe] Sikkert at afslutte: { $p } risiko for at blive fordoblet.
    [some] En vis risiko: { $p } for at blive fordoblet; { $hint }.
    [risky] Risikabelt: { $p } risiko for at blive fordoblet; { $hint }.
   *[likely] Sandsynligvis fordoblet: { $p } risiko; { $hint }.
}
risk-hint-safe-at = at afslutte med { $score } eller lavere ville være sikkert (under 5 %)
risk-hint-never = selv med { $score } er risikoen { $p }

## Rivalerne

players-none = Ingen spillere endnu. Start et spil med: skyjo new NAVN NAVN...
players-col-player = Spiller
players-col-games = Færdige spil
players-col-wins = Sejre
players-col-in-progress = I gang
players-col-last = Sidst spillet
players-renamed = { $old } hedder nu { $new } i alle spil.
players-merged = { $removed } er slået sammen med { $kept }: { $count ->
    [one] 1 spil flyttet
   *[other] { $count } spil flyttet
}.
period-none = Ingen spil i den periode.
stats-col-player = Spiller
stats-col-games = Færdige spil
stats-col-wins = Sejre
stats-col-win-rate = Sejrsandel
stats-col-avg-round = Gennemsnit pr. runde
stats-col-avg-total = Gennemsnitlig slutsum
stats-col-closed = Afsluttede runder
stats-col-doubled = Fordoblet
stats-col-close-ok = Vellykkede afslutninger
stats-col-columns = { $rows ->
    [yes] Fjernede kolonner/rækker
   *[other] Fjernede kolonner
}
stats-col-best = Bedste runde
stats-col-worst = Værste runde
stats-col-streak = Stime
stats-wins-shared = { $wins } (heraf { $shared ->
    [one] 1 delt
   *[other] { $shared } delte
})
stats-streak = { $now } (længste { $best })
stats-legend = Alle tal tæller færdige spil og deres runder; et spil i gang tæller med, når det er slut. En delt sejr tæller som sejr. Vellykkede afslutninger: afsluttede runder uden fordobling. Stime: sejre i træk nu (og den længste).
stats-in-progress = Spil, der stadig er i gang, tæller ikke med endnu: { $names }.
rivalry-none = { $a } og { $b } har ikke spillet et spil færdigt sammen { $period ->
    [yes] i den periode
   *[no] endnu
}.
rivalry-games = { $a } mod { $b }: { $count ->
    [one] 1 færdigt spil
   *[other] { $count } færdige spil
} sammen.
rivalry-ahead = Sluttede foran: { $a } { $a_ahead }, { $b } { $b_ahead }, uafgjort { $level }.
rivalry-rounds = Runder med lavere point: { $a } { $a_lower }, { $b } { $b_lower }, uafgjort { $equal }.
rivalry-margin = Gennemsnitlig forskel: { $name } slutter { $points } point lavere.
rivalry-last = { $count ->
    [one] Det seneste møde:
   *[other] De { $count } seneste møder:
}
rivalry-col-played = Dato
rivalry-col-game = Spil
ratings-none = Ingen færdige spil endnu: ratingen starter efter det første.
ratings-col-rank = Plads
ratings-col-player = Spiller
ratings-col-rating = Rating
ratings-col-games = Færdige spil
ratings-col-uncertainty = Usikkerhed
ratings-method = Elo for flere spillere (start { $start }, K { $k }): hvert par i et færdigt spil tæller som en kamp; se skyjo docs ratings.
ratings-method-weng-lin = Weng-Lin (start 25 ± 8,3): hvert færdigt spil rangordner spillerne efter sum; usikkerheden falder for hvert spil, så en ny spiller flytter sig hurtigt; se skyjo docs ratings.
edit-done = Runde { $round } i spil { $game } er rettet; den gamle runde er gemt (skyjo log { $game }).
edit-unchanged = Runde { $round } i spil { $game } er uændret: værdierne er de samme som før, så ingen rettelse er gemt.
edit-question = Gem rettelsen af runde { $round } i spil { $game }?
log-none = Ingen rettelser og ingen andre ændringer.
log-corrected = { $at } Runde { $round } i spil { $game } blev rettet: { $changes }.
log-rescored = { $at } Runde { $round } i spil { $game } blev genberegnet med andre regler ({ $rules }; før: { $was }): { $changes }.
log-corrected-note = { $at } Runde { $round } i spil { $game } blev ændret ({ $note }): { $changes }.
log-before = før: { $round }
log-after = nu: { $round }
log-round = { $closer } afsluttede; { $scores }
log-score = { $kind ->
    [doubled] { $name } { $score } (fordoblet fra { $raw })
   *[plain] { $name } { $score }
}
log-no-score = ingen point
log-score-changed = { $name } { $before } → { $after }
log-entry-changed = { $kind ->
    [entered] kortene for { $name } blev indtastet (stadig { $score } point)
   *[changed] kortene for { $name } blev rettet (stadig { $score } point)
}
log-closer-changed = { $after } afsluttede i stedet for { $before }
log-unchanged = ingen point blev ændret
log-undone = { $at } Runde { $round } i spil { $game } blev taget tilbage: { $closer } afsluttede; { $scores }.
log-undone-unread = { $at } En runde i spil { $game } blev taget tilbage.
log-renamed = { $at } { $old } blev omdøbt til { $new }.
log-merged = { $at } { $removed } blev slået sammen med { $kept }: { $count ->
    [one] 1 spil flyttet
   *[other] { $count } spil flyttet
}.
log-note-set = { $at } Spil { $game } fik noten »{ $note }«.
log-note-changed = { $at } Noten til spil { $game } blev ændret til »{ $note }« (før: »{ $was }«).
log-note-removed = { $at } Noten til spil { $game } blev fjernet (den var »{ $was }«).
log-note-cleared = { $at } Noten til spil { $game } blev tømt.
log-abandoned = { $at } Spil { $game } blev opgivet: det tæller ikke med i nogen statistik.
log-deleted = { $at } Spil { $game } blev slettet ({ $players }, { $rounds ->
    [0] ingen runder
    [one] 1 runde
   *[other] { $rounds } runder
}, startet { $played }); der blev taget en sikkerhedskopi af historikken først.
log-imported = { $at } { $file } blev importeret: { $result }.
edit-no-longer-over = Spil { $game } er ikke længere slut: der spilles en runde mere ({ $count ->
    [one] { $names } fører
   *[other] { $names } deler føringen
} med { $total }).
edit-new-winner = { $count ->
    [one] Vinderen af spil { $game } er nu { $names }
   *[other] Sejren i spil { $game } deles nu af { $names }
} (før: { $was }).
log-kind-edit = rettelse
log-kind-rescore = genberegning: { $rules } (før: { $was })
rescore-heading = Spil { $game } genberegnet { $rules } (spillet { $was }).
rescore-ends-early = Med disse regler ville spillet have sluttet efter runde { $round }.
rescore-saved = Gemt: spillet regnes nu efter disse regler; { $changed ->
    [one] runden, hvis point ændrede sig, står i skyjo log.
   *[other] de { $changed } runder, hvis point ændrede sig, står i skyjo log.
}
rescore-saved-unchanged = Gemt: spillet regnes nu efter disse regler; ingen rundes point ændrede sig.
rescore-not-saved = Intet blev ændret; tilføj --save for at gemme spillet med disse regler.
import-done = { $added ->
    [0] Intet spil importeret
    [one] 1 spil importeret
   *[other] { $added } spil importeret
}; { $skipped ->
    [0] intet fandtes
    [one] 1 fandtes
   *[other] { $skipped } fandtes
} allerede i historikken.
import-progress = importerer { $done } spil
bgstats-done = { $added ->
    [0] Intet Skyjo-spil importeret
    [one] 1 Skyjo-spil importeret
   *[other] { $added } Skyjo-spil importeret
} fra BG Stats; { $skipped ->
    [0] intet fandtes
    [one] 1 fandtes
   *[other] { $skipped } fandtes
} allerede i historikken.
bgstats-other-games = { $plays ->
    [one] 1 spil af et andet brætspil blev sprunget over.
   *[other] { $plays } spil af andre brætspil blev sprunget over.
}
bgstats-skipped = { $plays ->
    [one] 1 spil blev sprunget over: { $why }.
   *[other] { $plays } spil blev sprunget over: { $why }.
}
bgstats-skip-no-scores = point mangler
bgstats-skip-players = ikke 2 til 8 spillere
bgstats-skip-names = en spiller uden brugbart navn
bgstats-skip-date = ingen læsbar dato
bgstats-skip-no-id = uuid mangler
bgstats-skip-ignored = markeret i BG Stats til ikke at tælle med i statistikken
bgstats-skip-teams = spillet på hold
backup-done = Sikkerhedskopien af { $source } er gemt som { $target }.
restore-done = { $file } er lagt tilbage som { $db }; historikken, som den var, ligger i { $backup }.
restore-done-new = { $file } er lagt tilbage som { $db }.
restore-question = Vil du erstatte historikken { $db } med { $file }? Der laves først en kopi af historikken, som den er nu.
generate-done = Skrev { $games } genererede spil ({ $rounds } runder) til { $db }.


## Rapporten i HTML

report-title = Skyjo: familiens spil
report-period = { $from } til { $to } · { $games ->
    [one] 1 færdigt spil
   *[other] { $games } færdige spil
}
report-period-day = { $date } · { $games ->
    [one] 1 færdigt spil
   *[other] { $games } færdige spil
}
report-no-games = Ingen færdige spil endnu: rapporten begynder efter det første.
report-in-progress = { $games ->
    [one] 1 spil i gang er endnu ikke talt med.
   *[other] { $games } spil i gang er endnu ikke talt med.
}
report-made = Lavet af skyjo { $date }.
report-nothing = Intet at vise for denne periode.
report-only-totals = Periodens spil har kun slutsummer (importeret fra BG Stats): der er ingen runder at vise.
report-written = Rapporten om { $games ->
    [one] 1 færdigt spil
   *[other] { $games } færdige spil
} blev skrevet til { $path }.
report-standings = Stilling
report-standings-note = Alle tal tæller færdige spil og deres runder (et spil i gang tæller med, når det er slut); en delt sejr tæller som sejr. Rundetallene tæller ikke spil, der er importeret med kun slutsummer.
report-col-best-round = Bedste runde
report-col-longest-streak = Længste stime
report-ratings = Rating over tid
report-ratings-note = Elo for flere spillere efter periodens spil; hver linje ender ved spillerens rating nu.
report-head-to-head = Indbyrdes opgør
report-head-to-head-note = Hvor tit rækkens spiller sluttede foran kolonnens spiller i de færdige spil, som begge spillede.
report-head-to-head-cell = { $a } sluttede foran { $b } i { $ahead } af { $games ->
    [one] 1 spil
   *[other] { $games } spil
}
report-closest = De tætteste spil
report-closest-note = De færdige spil med mindst afstand mellem vinderen og nummer to: den løbende sum efter hver runde; den stiplede linje er målet.
report-close-won = Spil { $game } · { $date } · { $names } vandt med et forspring på { $margin } point
report-close-shared = Spil { $game } · { $date } · { $names } delte sejren
report-records = Rekorder
report-record-lowest-round = Laveste runde: { $name } med { $score } (spil { $game }, runde { $round }).
report-record-comeback = Største comeback: { $name } vandt spil { $game }, selv om chancen for at vinde kun var { $chance } efter runde { $round }.
## Vinderens chancer under de tætteste spil (docs/chances.md)
report-chances-note = Under hvert spil: vinderens chance for at vinde efter hver runde, som prognosen ville have set ud ved bordet ({ $games } simulerede spil pr. prognose, inden for ±{ $margin } procentpoint; skyjo docs chances).
report-chances = Chancen for, at { $name } vinder: { $list }
report-chance-after = { $chance } efter runde { $round }
report-record-most-doubled = Oftest fordoblet som afslutter: { $name }, fordoblet { $doubled ->
    [one] én gang
   *[other] { $doubled } gange
} i { $closed ->
    [one] 1 afsluttet runde
   *[other] { $closed } afsluttede runder
}.
report-record-most-columns = Flest kolonner fjernet i én runde: { $name } med { $count } (spil { $game }, runde { $round }).

## Regelfejl

grid-of = gitteret for { $who }
grid-yours = dit gitter
rule-empty-entry = intet angivet for { $grid }; giv 12 kort (3 rækker af 4) eller rundens sum
rule-cell-count = { $grid } har { $found } kort; et gitter har 12 (3 rækker af 4){ $over ->
    [yes] {""}
   *[no] , skriv fjernede kort som x
}
rule-row-count = { $grid } har { $found } rækker; et gitter har 3 rækker af 4, med / mellem rækkerne
rule-row-length = række { $row } i { $grid } har { $found } kort; en række har 4{ $over ->
    [yes] {""}
   *[no] {" "}(skriv fjernede kort som x)
}
rule-not-a-card = { $grid } har '{ $token }', hvor et kort skal stå; skriv et tal fra -2 til 12, eller x for et fjernet kort
rule-card-out-of-range = { $grid } har { $value }, som ikke er et kort; kortene går fra -2 til 12
rule-face-down = { $grid } har et skjult kort (?); vend alle kort, før pointene tælles sammen
rule-partial-column = kolonne { $column } i { $grid } har { $removed ->
    [one] 1 fjernet kort
   *[other] { $removed } fjernede kort
} (x); en fjernet kolonne er x i alle tre rækker{ $rows ->
    [yes] {" "}(eller en fjernet række, x i alle fire celler)
   *[no] {""}
}
rule-no-lines-removed = { $grid } har fjernede kort (x), men dette spil spilles uden kolonneregel; skriv kortene, som de ligger
rule-removed-mismatch = { $line } i { $grid } blev fjernet som x{ $a } og x{ $b }; en fjernet linje er ens kort, skriv én værdi eller bare x
rule-impossible-total = en sum på { $total } for { $who } er umulig; et gitter på 3 rækker af 4 giver fra { $min } til { $max }
rule-deck-exceeded = { $found } { $value ->
    [-2] minus-toere
    [-1] minus-enere
    [0] nuller
    [1] enere
    [2] toere
    [3] treere
    [4] firere
    [5] femmere
    [6] seksere
    [7] syvere
    [8] ottere
    [9] niere
    [10] tiere
    [11] elvere
    [12] tolvere
   *[other] kort med værdien { $value }
} angivet, men bunken har kun { $copies }: kontrollér gitrene
rule-seen-exceeded = { $found } { $value ->
    [-2] minus-toere
    [-1] minus-enere
    [0] nuller
    [1] enere
    [2] toere
    [3] treere
    [4] firere
    [5] femmere
    [6] seksere
    [7] syvere
    [8] ottere
    [9] niere
    [10] tiere
    [11] elvere
    [12] tolvere
   *[other] kort med værdien { $value }
} set i alt (listen over sete kort, de opvendte kort i gitrene og kasseringsbunken tilsammen), men bunken har kun { $copies }: kontrollér kortene
rule-pool-too-small = { $asked } kort efterspurgt, men kun { $left ->
    [one] 1 er uset
   *[other] { $left } er usete
}; bed om færre eller angiv færre sete kort
rule-opponent = { $who }: { $problem }
rule-player-count = { $found } spillere; Skyjo er for 2 til 8 spillere
rule-dealer-seat = giveren sidder på plads { $seat }, men bordet har { $players } pladser; giveren er en af spillerne
opponent-not-open-sum = '{ $text }' er ikke SYNLIGT:SKJULT; skriv den synlige sum og antallet af skjulte kort, f.eks. 14:3
opponent-too-many-hidden = { $hidden } skjulte kort; et gitter har 12 kort
opponent-impossible-open = en synlig sum på { $visible } er umulig for et gitter
opponent-cells = gitteret har { $found ->
    [one] 1 celle
   *[other] { $found } celler
}; skriv 12 (3 rækker af 4): et kort, ? for et skjult kort, x for et fjernet; eller SYNLIGT:SKJULT
opponent-partial-column = kolonne { $column } har { $removed ->
    [one] 1 fjernet kort
   *[other] { $removed } fjernede kort
} (x); en fjernet kolonne er x i alle tre rækker
cards-not-a-count = '{ $token }' er ikke et antal kort; skriv V*N, f.eks. 9*3 for tre niere
cards-not-a-card = '{ $token }' er ikke et kort; skriv tal fra -2 til 12 adskilt af mellemrum, og V*N for N kort med værdien V (-2*5)
cards-not-in-deck = { $value } er ikke et kort; kortene går fra -2 til 12
cards-count-too-large = '{ $token }' tæller { $times } kort; bunken har 150

## Fejl i det, du skrev

input-no-players = ingen spillere angivet; angiv 2 til 8 spillere: skyjo new Anna Bertil Cecilia
input-player-count = { $found ->
    [one] 1 spiller angivet
   *[other] { $found } spillere angivet
}; Skyjo er for 2 til 8 spillere
input-empty-name = spiller { $seat } har intet navn; giv hver spiller et navn
input-name-with-equals = navnet '{ $name }' indeholder '='; det må et navn ikke, da runder skrives ind som NAVN=GITTER
input-name-too-long = navnet '{ $name }' er for langt; et navn har højst { $max } tegn
input-name-control = navnet for spiller { $seat } indeholder et styretegn (et linjeskift eller en escape-sekvens); skriv navnet med bogstaver
input-name-invisible = navnet for spiller { $seat } indeholder et usynligt tegn (et mellemrum uden bredde eller et tegn, der styrer skriveretningen), der får det til at ligne et andet navn; skriv navnet igen med kun bogstaver
input-same-name = '{ $name }' og '{ $other }' er samme navn; giv hver spiller sit eget navn
input-name-mixed-scripts = '{ $name }' blander bogstaver fra forskellige alfabeter, der ligner hinanden (et kyrillisk eller græsk bogstav blandt latinske); skriv navnet igen med ét alfabet
input-look-alike-names = '{ $name }' og '{ $other }' ligner hinanden; giv hver spiller et navn, der kan skelnes fra de andre
input-not-name-entry = '{ $arg }' er ikke NAVN=GITTER; skriv Anna="1 0 3 4 / -2 2 5 0 / 1 3 0 2" eller Anna=14
input-not-in-game = { $name } er ikke med i spil { $game } ({ $players }); { $hint }
input-closer-not-in-game = { $name }, som afsluttede runden, er ikke med i spil { $game } ({ $players }); { $hint }
input-closer-not-among = { $name }, som afsluttede runden, er ikke blandt spillerne ({ $players }); { $hint }
# The end of a name not found: the nearest name, else the advice to check the spelling
name-check-spelling = kontrollér stavningen
name-did-you-mean = mente du { $nearest }?
input-given-twice = { $name } er angivet to gange; angiv hver spiller én gang
input-not-name-held = '{ $arg }' er ikke et navn og et antal; skriv { $name ->
    [none] NAVN=1
   *[other] { $name }=1
} for ét actionkort tilbage på hånden
input-held-without-entry = der er angivet actionkort på hånden for { $name }, men intet gitter; angiv også gitteret for { $name }
input-held-not-among = { $name } er ikke med i spillet ({ $players }); { $hint }
input-rule-of-other-edition = { $flag } er { $edition ->
    [classic] en regel i det klassiske spil: Skyjo Action fjerner både rækker af fire og kolonner af tre; udelad { $flag }
   *[action] en indstilling i Skyjo Action; tilføj --edition action, eller udelad { $flag }
}
input-missing-entry = intet angivet for { $name }; tilføj { $name }="GITTER" (12 kort) eller { $name }=SUM
input-missing-closer = hvem afsluttede runden? tilføj --closer NAVN
input-missing-arguments = { $count ->
    [one] { $args } mangler
   *[other] { $args } mangler
} efter skyjo { $command } (skyjo { $command } --help viser alle valg)
input-no-current-game = der er intet aktuelt spil i { $db }; start et med: skyjo new NAVN... (eller angiv --game ID)
input-no-home = fandt ingen hjemmemappe at gemme historikken i; angiv --db STI eller sæt SKYJO_DB
input-create-folder = kan ikke oprette mappen { $dir } til historikken; angiv --db STI
input-undo-needs-yes = undo spørger først og kan ikke spørge her; tilføj --yes for at tage runde { $round } tilbage
input-restore-needs-yes = restore spørger først og kan ikke spørge her; tilføj --yes for at erstatte { $db } med { $file }
input-date = { $flag } '{ $text }' er ikke en dato; skriv ÅÅÅÅ-MM-DD (2024-06-01), en måned ÅÅÅÅ-MM (2024-06), et år ÅÅÅÅ (2024) eller et RFC 3339-tidspunkt (2024-06-01T18:00:00Z)
input-season = --season '{ $text }' er ikke et år; skriv kalenderåret, for eksempel --season 2025
input-season-with-dates = --season er et helt år og kan ikke gives sammen med --since eller --until; giv det ene eller det andet
input-since-after-until = --since { $since } er efter --until { $until }; giv den tidligere dato til --since
input-draw-count = --draws { $value } er ikke et antal; angiv hvor mange kort der trækkes, 1 eller flere
input-hidden-count = --hidden { $value } er ikke et antal; angiv hvor mange kort der ligger skjult, 0 eller flere
input-draws-too-many = --draws { $draws } er flere end { $left ->
    [one] det ene usete kort
   *[other] de { $left } usete kort
}; bed om færre
input-seen = --seen: { $problem }
input-open = --open: { $problem }
input-turned-cards = { $name }: { $problem }
input-turned = { $name } vendte { $count } kort; angiv de to vendte kort, f.eks. { $name }="9 12"
input-no-dealer = hvem gav? tilføj --dealer NAVN (ved samme sum starter den, der sidder nærmest til venstre for giveren)
input-dealer-not-among = giveren { $name } er ikke blandt spillerne ({ $players })
input-no-rounds-yet = spil { $game } har ingen runder endnu: til runde 1 skal du angive, hvem der gav, og de to kort, hver spiller har vendt, f.eks. skyjo start --dealer { $example } { $example }="9 12" ...
input-rows-not-modelled = risk regner ikke med rækkevarianten; fjern --rows
input-too-many-opponents = { $found } modspillere angivet; Skyjo er for 2 til 8 spillere, altså 1 til 7 modspillere
input-discard-not-a-card = --discard { $value } er ikke et kort; kortene går fra -2 til 12
input-negative-margin = --margins { $value } er negativ; en margin er, hvor meget lavere end nu, 0 eller mere
input-generate-needs-db = demo --games skriver en genereret historik til en ny fil; angiv den med --db FIL
input-generate-exists = { $path } findes allerede; generatoren skriver en ny historik, så angiv en ny fil
input-rescore-unreadable = runde { $round } kan ikke regnes efter disse regler: { $problem }
input-rescore-ends-early = med disse regler ville spil { $game } være slut efter runde { $end }, men det har { $rounds } runder; intet gemt
input-nothing-to-back-up = der er ingen historik i { $path } at sikkerhedskopiere
input-cannot-read = kan ikke læse { $path }
input-bgstats-file = { $path } er en sikkerhedskopi fra BG Stats, ikke en skyjo-eksport; importér den med: skyjo import --from bgstats { $path }
input-delimiter-needs-csv = --delimiter gælder kun en CSV-eksport: tilføj --format csv
input-cannot-create = kan ikke oprette { $path }
io-not-found = filen eller mappen findes ikke
io-permission-denied = adgang nægtet
io-already-exists = den findes allerede; angiv en ny fil
io-is-a-directory = det er en mappe, ikke en fil
io-not-a-directory = en del af stien er en fil, ikke en mappe
io-read-only = filsystemet er skrivebeskyttet
io-storage-full = disken er fuld
input-nothing-seen = intet kort at tage tilbage: ingen kort er set endnu i runde { $round } i spil { $game }
input-no-game-to-repeat = der er intet spil at spille igen; start et med: skyjo new NAVN NAVN...
input-cancelled = Stoppet; intet blev gemt.
input-cancelled-draft = Stoppet: runde { $round } i spil { $game } er gemt som kladde; fortsæt senere med skyjo round.
input-note-control = en note kan ikke indeholde et styretegn (et linjeskift eller en escape-sekvens)
input-star-in-score = { $grid } har en stjerne, men runden regnes som klassisk: kun Skyjo Action har stjerner (tilføj --edition action)
input-delete-needs-yes = delete spørger først og kan ikke spørge her; tilføj --yes for at slette spil { $game }
input-nothing-to-change = intet at rette i runde { $round } i spil { $game }; angiv NAVN=GITTER for de spillere, der skal rettes, eller --closer NAVN
input-no-such-doc = der er intet dokument '{ $name }'; der er: { $names }

## Fejl i historikken

store-folder-missing = mappen { $dir } findes ikke; opret den, eller angiv en anden sti med --db
store-newer-schema = { $path } blev skrevet af en nyere skyjo (skema { $found }; denne kender { $known }): installér den nyere skyjo for at åbne den
store-not-skyjo = { $path } er en SQLite-database, men ikke en skyjo-historik; angiv en anden fil med --db
store-not-a-database = { $path } er ikke en SQLite-database; angiv stien til en skyjo-historik med --db eller SKYJO_DB
store-read-only = { $path } er skrivebeskyttet, eller også er dens mappe det (SQLite lægger -wal- og -shm-filer ved siden af); gør begge skrivbare eller angiv en anden fil med --db
store-cannot-open = kan ikke åbne { $path }; kontrollér at mappen findes og er skrivbar, eller angiv en anden fil med --db
store-replaced = { $path } blev skiftet ud med en anden fil, mens skyjo kørte; intet blev skrevet: kør kommandoen igen (skyjo restore lægger en sikkerhedskopi tilbage på en sikker måde)
store-corrupt = { $path } er beskadiget; gendan den fra en sikkerhedskopi (skyjo backup laver dem)
store-corrupt-unnamed = historikken er beskadiget; læg en sikkerhedskopi tilbage med skyjo restore FIL (skyjo backup laver dem)
store-busy = { $path } har været optaget af en anden skyjo for længe; prøv igen
store-open-failed = kan ikke åbne { $path }
store-no-wal = { $path } kan ikke bruge WAL-logning (journaltilstand { $mode })
store-upgrade-backup = kan ikke sikkerhedskopiere { $path } før den opgraderes til skema { $schema }; intet blev ændret
store-no-game = der er intet spil { $game }; vis spillene med: skyjo games
store-no-round = spil { $game } har ingen runde { $round }; det har { $rounds ->
    [0] ingen runder endnu
    [one] 1 runde
   *[other] { $rounds } runder
}
store-game-over = spil { $game } er slut; start et nyt med: skyjo new NAVN...
store-abandoned = spil { $game } er opgivet; start et nyt med: skyjo new NAVN...
store-totals-only = spil { $game } har kun slutsummer (importeret fra BG Stats); det har ingen runder at tilføje eller ændre
store-no-rounds = spil { $game } har ingen runder at tage tilbage
store-bad-rules = spil { $game } har regler, som denne skyjo ikke kan læse
store-damaged-round = runde { $round } i spil { $game } er beskadiget (dens pladser passer ikke med spillets { $players } spillere)
store-unreadable-round = runde { $round } i spil { $game } er gemt i en form, som denne skyjo ikke kan læse: { $problem }
store-damaged-game = spil { $game } er beskadiget: det har { $players } spillere
store-unknown-change = ændringsloggen har en ændring af en slags, som denne skyjo ikke kender ({ $kind }): installér den skyjo, der skrev den, for at læse loggen
store-round-size = spil { $game } har { $players } spillere, runden har { $given }
store-ends-early = med denne rettelse ville spil { $game } være slut efter runde { $end }, men det har { $rounds } runder; intet ændret
store-changed-meanwhile = spil { $game } blev ændret under genberegningen; prøv igen
store-no-seat = spil { $game } har ingen plads { $seat }; det har { $players } spillere
store-draft-stale = kladden til runde { $round } i spil { $game } kan ikke længere bruges: spillet har { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
} nu; smid den væk med skyjo round --discard-draft
store-round-moved-on = runde { $round } i spil { $game } kan ikke længere udfyldes: spillet har { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
} nu (en runde blev skrevet ind eller taget tilbage imens)
store-draft-in-the-way = spil { $game } har en kladde til runde { $round } ({ $entered }): fortsæt fra den med skyjo round i en terminal, eller smid den væk med skyjo round --discard-draft
store-draft-changed = kladden til runde { $round } i spil { $game } blev ændret imens (i en anden terminal eller på en telefon); her er den, som den ser ud nu
store-backup-exists = { $path } findes allerede; angiv en ny fil til sikkerhedskopien
store-backup-folder-missing = mappen { $dir } findes ikke; opret den eller angiv en anden fil
store-backup-create = kan ikke oprette { $path }
store-backup-write = kan ikke skrive sikkerhedskopien { $path }
store-restore-missing = der er ingen fil { $path } at lægge tilbage; angiv en sikkerhedskopi af historikken (skyjo backup laver dem)
store-restore-folder = { $path } er en mappe, ikke en fil; angiv en sikkerhedskopi af historikken (skyjo backup laver dem)
store-restore-not-a-backup = { $path } er ikke en skyjo-historik; angiv en sikkerhedskopi lavet med skyjo backup
store-restore-same = { $path } er selve historikken; angiv en sikkerhedskopi, der skal lægges tilbage i stedet
store-no-player = der er ingen spiller { $name }; vis dem med: skyjo players
store-name-taken = { $taken } er allerede en spiller; hvis { $stored } og { $taken } er samme person, brug: skyjo players merge "{ $taken }" "{ $stored }"
store-same-player = { $a } og { $b } er allerede samme spiller; angiv to forskellige spillere
store-played-together = { $a } og { $b } spillede begge spil { $game }, så de er to personer; intet blev slået sammen
store-rival-self = { $name } mod { $name }: angiv to forskellige spillere
export-not-json = { $file } er ikke en skyjo-eksport ({ $why }); eksportér en med: skyjo export
export-no-format = { $file } er ikke en skyjo-eksport (intet "format": "skyjo"); eksportér en med: skyjo export
export-no-version = { $file } har ingen eksportversion; det er ikke en skyjo-eksport
export-newer = { $file } blev skrevet af en nyere skyjo (eksportversion { $version }; denne læser { $known }): installér den nyere skyjo
export-invalid = { $file } er ikke en gyldig skyjo-eksport: { $detail }
bgstats-not-json = { $file } er ikke en BG Stats-eksport ({ $why }); gem en sikkerhedskopi til fil i appen BG Stats (BGStatsExport.json)
not-json-syntax = ikke JSON i linje { $line }, kolonne { $column }
not-json-empty = filen er tom
not-json-cut-short = JSON-teksten slutter for tidligt, i linje { $line }, kolonne { $column }
not-json-not-object = JSON, men ikke et JSON-objekt
not-json-unreadable = kan ikke læses: { $detail }
bgstats-not-export = { $file } er ikke en BG Stats-eksport (listerne over spillere, spil og spillede spil mangler); gem en sikkerhedskopi til fil i appen BG Stats (BGStatsExport.json)
bgstats-invalid = { $file } er ikke en gyldig BG Stats-eksport: { $detail }

## Scoreblokkene som CSV (export --format csv; docs/export.md): overskrifterne
## og ja/nej, som et dansk regneark viser dem.

csv-game = Spil
csv-played = Startet
csv-game-uid = Spil-id
csv-round = Runde
csv-closer = Afsluttet af
csv-player = Spiller
csv-entry = Indtastning
csv-held = Actionkort tilbage på hånden
csv-raw = Point før fordobling
csv-doubled = Fordoblet
csv-score = Point
csv-total = Sum
csv-yes = ja
csv-no = nej
import-game = spil { $uid } i filen: { $problem }
record-player-count = det har { $found } spillere; Skyjo er for 2 til 8
record-names = dets spillere har ikke forskellige navne på 1 til 24 tegn uden styretegn, usynlige tegn eller '='
record-empty-uid = det har et tomt uid
record-time = { $field } '{ $text }' er ikke et RFC 3339-tidspunkt
record-ends-early = det var slut efter runde { $end }, men har { $rounds } runder
record-numbering = runderne skal nummereres 1, 2, 3...; fandt { $found } på plads { $place }
record-lengths = runde { $round }: den skal have en indtastning, grundpoint, fordoblingsmarkering og point pr. spiller ({ $players })
record-closer = runde { $round }: { $name }, som afsluttede runden, er ikke med i spillet
record-entry = runde { $round }: { $problem }
record-score = runde { $round }: filen siger, at { $name } fik { $score } (grund { $raw }), spillets regler giver { $expected } (grund { $expected_raw })
record-final-totals = det har både slutsummer og runder, eller ikke en slutsum for hver af sine { $players } spillere

# Kommandoernes beskrivelser på én linje i --help (resten af --help er på engelsk).
about-skyjo = Scoreblok, regeldommer og historik til kortspillet Skyjo med rigtige kort
about-new = Start et spil; det bliver det aktuelle spil
about-round = Skriv næste runde ind i det aktuelle spil (eller --game ID)
about-status = Det aktuelle spil kort fortalt: summer, hvem der fører, hvad der er tilbage til målet, hvem der starter, hver spillers chance for at vinde
about-use = Gør et gemt spil til det aktuelle spil
about-note = Skriv en note om et spil (en tom note fjerner den)
about-abandon = Markér et spil som opgivet: det gemmes og vises, men tæller ikke med i nogen statistik
about-delete = Slet et spil fra historikken (der tages en sikkerhedskopi først)
about-show = Vis et spils scoreblok
about-games = Vis spillene i historikken, det nyeste først
about-undo = Tag den seneste runde i det aktuelle spil tilbage (eller --game ID)
about-score = Kontrollér en omstridt runde kort for kort; intet gemmes
about-demo = Spil et eksempelspil i en midlertidig database og vis dets scoreblok
about-odds = Hvad der er tilbage i bunken, og chancerne for de næste kort
about-risk = Skal jeg afslutte nu? Risikoen for at blive fordoblet, ud fra de kort, der er set
about-start = Hvem der starter en runde
about-seen = De sete kort uden for gitrene i den igangværende runde (kasseringsbunken under det øverste kort, fjernede kolonner): tilføj, vis, tag tilbage; odds og risk lægger gitrenes opvendte kort til
about-deck = Tæl en fysisk bunke mod bunken på 150 kort
about-deck-check = Tæl en fysisk bunke: hvad der mangler, hvad der er for meget
about-players = Alle i historikken; omdøb eller slå spillere sammen
about-players-rename = Giv en spiller et andet navn (i alle spil)
about-players-merge = Én person skrevet ind under to navne: BEHOLD overtager alle spil fra ANDEN
about-stats = Statistik pr. spiller: sejre, gennemsnit, afslutninger, stimer
about-rivalry = Indbyrdes opgør mellem to spillere i de spil, begge spillede
about-ratings = En rating pr. spiller (Elo for flere spillere), som tabel og som diagram over tid
about-report = Skriv historikken for en periode som én HTML-side: stilling, rating, indbyrdes opgør, tætteste spil, rekorder
about-edit = Ret en gemt runde; senere summer følger med, den gamle runde gemmes
about-log = Hver ændring, der er lavet i historikken bagefter (rettelser, runder, der er taget tilbage, omdøbninger, sletninger, importer), og hvornår
about-rescore = Et spils scoreblok med andre husregler (--save gemmer den)
about-export = Skriv spil som JSON (hele formatet) eller CSV (scoreblokken)
about-import = Læs spil ind fra en JSON-eksport (eller en sikkerhedskopi fra BG Stats med --from bgstats); spil, der allerede findes, springes over
about-config = De gældende indstillinger (flag, miljøvariabler, indstillingsfil, standardværdier), og hvor hver enkelt kommer fra
about-backup = Kopiér historikken til en ny fil (SQLites sikkerhedskopi, mens den er åben)
about-restore = Læg en sikkerhedskopi tilbage i stedet for historikken, sikkert også mens skyjo kører (historikken, som den var, kopieres først)
about-docs = Læs et dokument i håndbogen: { $names }
about-completions = Udskriv et script, der fuldfører kommandoer i skallen: bash, zsh, fish, powershell eller elvish
about-man = Udskriv manualsiden (roff), eller skriv alle sider til en mappe

## Kommandolinjen: overskrifter, pladsholdere, brugsfejl og hvert valgs hjælp

list-or = { $first } eller { $last }
help-usage = Brug:
help-commands = Kommandoer:
help-arguments = Argumenter:
help-options = Valg:
value-options = VALG
value-command = KOMMANDO
about-help = Vis denne hjælp eller hjælpen til de angivne kommandoer
arg-help = Vis hjælpen
arg-version = Vis versionen
help-values = mulige værdier
help-default = standard
help-env = miljøvariabel
help-round-grids = Eksempler:
      skyjo round --closer Anna Anna="1 0 3 4 / -2 2 5 0 / 1 3 0 2" Bo=14
      skyjo round --closer Bo Anna=22 Bo="x9 1 2 3 / x9 2 1 1 / x9 1 2 1"
    {""}
    Et gitter skrives som sine 12 kort række for række, 3 rækker af 4
    (skråstregen mellem rækkerne kan udelades). En celle er:
      -2 til 12  et kort, vendt op, når runden er slut
      x          et kort i en kolonne, der blev fjernet under spillet
      x9         det samme, med det fjernede korts værdi (her en nier)
    {"  *          "}Skyjo Action: en stjerne (x* for en, der blev fjernet under spillet)
      ?          et skjult kort: tages ikke imod her, vend alle kort først
    Rundens sum (Bo=14) er summen af de kort, der er tilbage i gitteret.
usage-missing-command = { $command } skal have en kommando; { $command } --help viser dem alle
usage-unknown-command = '{ $given }' er ikke en kommando; skyjo --help viser dem alle
usage-unknown-command-suggest = '{ $given }' er ikke en kommando; mente du { $suggestion }? (skyjo --help viser dem alle)
usage-unknown-argument = { $command } kender ikke '{ $given }'; { $command } --help viser alle valg
usage-unknown-argument-suggest = { $command } kender ikke '{ $given }'; mente du '{ $suggestion }'?
usage-invalid-value = '{ $value }' er ikke en gyldig værdi for { $arg }; { $command } --help viser alle valg
usage-invalid-value-choose = '{ $value }' er ikke en gyldig værdi for { $arg }; vælg { $values }
usage-value-required = { $arg } skal have en værdi; skriv den efter flaget
usage-conflict = { $arg } kan ikke gives sammen med { $other }; giv kun den ene
usage-other = { $arg } er ikke skrevet, som { $command } læser det; { $command } --help viser hvordan
arg-a = Den ene spiller
arg-again = Et omspil: det aktuelle spils spillere og husregler (regelflag gælder stadig)
arg-all = Vis alle, også spillere uden spil (efter en sletning)
arg-b = Den anden
arg-deck-check-cards = De talte kort: --cards "-2 -2 0 0 ... 12", med V*N for N kort med værdien V (kan gentages)
arg-seen-cards = Kort, der lige er set uden for gitrene (kasseringsbunken under det øverste kort, fjernede kolonner), føjes til listen: 9 9 -2, V*N for N kort med værdien V (efter --, som -- -2*3, når V er negativ); i Skyjo Action '*' for en stjerne
arg-chart = Tegn de løbende summer som et diagram i stedet for tabellen
arg-clear = Tøm listen
arg-closer = Hvem der afsluttede runden
arg-edit-closer = Hvem der afsluttede runden [standard: som gemt]
arg-color = Hvornår der bruges farver: auto (på en terminal, medmindre NO_COLOR er sat), always, never [standard: indstillingsfilens, ellers auto]
arg-columns = Hvilke kolonner med tre ens kort der fjernes: også når kortene vendes om til sidst (officielt), kun under spillet, eller ingen
arg-config = Indstillingsfilen [standard: config.toml i brugerens mappe til indstillinger]
arg-db = Historikkens database [standard: indstillingsfilens, ellers skyjo.db i brugerens datamappe]
arg-dealer = Runde 1: giveren
arg-dir = Skriv skyjo.1 og en side pr. kommando i denne mappe
arg-discard = Det øverste kort i kasseringsbunken
arg-double-negative = Fordobl også point på 0 eller mindre for den, der afslutter (husregel)
arg-deck-actions = Skyjo Action: hvor mange actionkort jeres bunke har, når I har talt dem (ellers antages 27)
arg-deck-stars = Skyjo Action: hvor mange stjernekort jeres bunke har, når I har talt dem (ellers antages 15)
arg-edition = Spillets udgave: klassisk eller Skyjo Action (stjerner og actionkort; både rækker og kolonner fjernes)
arg-doubling = Hvornår den, der afsluttede, fordobles: delt laveste pointtal fordobles (officielt), delt laveste pointtal fordobles ikke, eller aldrig
arg-draws = Giv også chancen for mindst ét kort af hver værdi blandt de næste K kort
arg-edit-entries = Indtastningerne, der skal rettes, som i skyjo round: NAVN="GITTER" eller NAVN=SUM; de andre forbliver som gemt
arg-round-entries = Hver spillers gitter ved rundens slutning eller rundens sum: NAVN="GITTER" eller NAVN=14 (eksempler nederst)
arg-score-entries = Hver spillers gitter ved rundens slutning eller rundens sum, 2 til 8: NAVN="1 0 3 4 / ..." eller NAVN=14
arg-explain = Forklar en gemt runde kort for kort, som skyjo score gør
arg-file = Filen: en skyjo-eksport, eller med --from bgstats en sikkerhedskopi fra appen BG Stats (BGStatsExport.json)
arg-format = json: hele formatet, som import læser; csv: scoreblokkene til et regneark, med overskrifter på sproget fra --lang (på alle sprog undtagen engelsk begynder filen med en BOM, så Excel læser æ, ø og å rigtigt)
arg-delimiter = Skilletegnet i CSV-filen [standard: semikolon, da regneark på dansk læser komma som decimaltegn; komma på engelsk]
arg-from = Hvilken app der skrev filen
arg-game = Spillet [standard: det aktuelle spil]
arg-held = Skyjo Action: actionkort, som en spiller stadig havde på hånden ved rundens slutning, NAVN=N (+10 hver)
arg-delete-game = Spillet
arg-edit-game = Spillet
arg-log-game = Kun dette spil
arg-note-game = Spillet
arg-start-game = Et gemt spil: hvem der starter dets næste runde [standard: det aktuelle spil]
arg-use-game = Spillet
arg-demo-games = Skriv i stedet for eksempelspillet en genereret historik med N spil til --db (en ny fil)
arg-export-games = Spillene [standard: alle]
arg-hidden = Giv også chancen for hver sum af N skjulte kort
arg-json = Skriv JSON (kontrakten i `skyjo docs cli`) i stedet for tabeller
arg-keep = Navnet, der bliver
arg-lang = Sproget i alt, der skrives til mennesker [standard: indstillingsfilens, ellers fra LC_ALL/LANG, ellers en]
arg-last-turn = Modspillernes sidste tur: none (ingen), eller den grådige strategi fra `skyjo docs odds`
arg-margins = Marginerne, der prøves: hvad hvis mine point var så meget lavere (med --me GITTER ikke lavere, end én tur mere kan bringe det)
arg-me = Mine point, hvis jeg afslutter nu, eller mit gitter (dets opvendte kort tæller som sete)
arg-method = Hvordan ratingen regnes ud
arg-docs-name = Dokumentet [standard: listen over dem]
arg-new-name = Et navn til spillet ("Jul 2026"), vist af show og games
arg-names = Spillerne i den rækkefølge, de sidder, 2 til 8 (spørges om på en terminal, hvis de udelades)
arg-new = Det nye navn
arg-no-double-negative = Fordobl aldrig 0 point eller mindre (officielt)
arg-no-input = Spørg aldrig: en manglende værdi er en fejl, der nævner sit flag
arg-no-rows = Fjern ikke rækker (officielt)
arg-old = Navnet nu
arg-opponents = Hver modspiller i den rækkefølge, de spiller: NAVN="3 ? ? 9 / ? 9 ? ? / 2 ? 0 9" (? skjult) eller NAVN=SYNLIGT:SKJULT
arg-other = Navnet, der forsvinder
arg-out = HTML-filen, der skrives (erstattes, hvis den findes); - for standardoutput
arg-output = Skriv til denne fil i stedet for standardoutput
arg-path = Den nye fil [standard: ved siden af historikken, navngivet med dato og klokkeslæt]
arg-restore-file = Sikkerhedskopien, der skal lægges tilbage: en skyjo-historik (skyjo backup laver dem)
arg-player = Kun denne spiller
arg-round = Runden, der skal erstattes
arg-rounds = Spillet slutter i stedet efter så mange runder (husregel)
arg-rows = Fjern også rækker med fire ens kort (husregel)
arg-star-lines = Skyjo Action: en linje med lutter stjerner giver sin bonus og fjernes så (removed) eller bliver liggende (kept)
arg-save = Gem spillet med disse regler (hver ændret runde skrives i loggen)
arg-season = Kun spillene fra ét kalenderår (det samme som --since ÅR --until ÅR)
arg-demo-seed = Generatorens startværdi
arg-risk-seed = Startværdi for Monte Carlo (samme startværdi giver samme svar)
arg-odds-seen = Sete kort uden for gitrene (kasseringsbunken under det øverste kort, fjernede kolonner): "3 5 -2 9*3", i Skyjo Action * for en stjerne [standard: listen fra skyjo seen]
arg-odds-open = De opvendte kort i alle gitre, talt særskilt fra --seen: "3 5 -2 9*3"; x9 for et kort i en fjernet kolonne, talt én gang med --seen; i Skyjo Action * for en stjerne
arg-odds-explain = Fortæl også, hvordan tallene regnes ud (gennemsnittet, spredningen, kvartilerne)
arg-risk-seen = Sete kort uden for gitrene (kasseringsbunken under det øverste kort, fjernede kolonner); gitrenes opvendte kort og --discard tælles særskilt [standard: listen fra skyjo seen]
arg-risk-explain = Fortæl også, hvordan tallene regnes ud (metoden, stikprøverne, 95 %-intervallerne)
arg-shell = Skallen
arg-since = Kun spil spillet på eller efter denne dato (ÅÅÅÅ-MM-DD, ÅÅÅÅ-MM eller ÅÅÅÅ)
arg-starter = Hvem der starter runderne efter den første: den, der afsluttede sidst (officielt), eller vinderen af sidste runde
arg-target = Spillet slutter efter den runde, hvor en spillers sum når dette tal (officielt: 100)
arg-text = Noten
arg-tie-break = Ved delt laveste slutsum: del sejren (officielt), eller spil en afgørende runde
arg-turned = Runde 1: hver spillers to vendte kort i den rækkefølge, de sidder: NAVN="9 12"
arg-undo = Tag det sidst tilføjede kort tilbage
arg-until = Kun spil spillet på eller før denne dato (ÅÅÅÅ-MM-DD, ÅÅÅÅ-MM eller ÅÅÅÅ, medregnet)
arg-wide = Skriv tabeller og tekst på hele linjer, uanset terminalens bredde
arg-yes = Spørg ikke først
arg-new-yes = Start uden at spørge, også når det aktuelle spil ikke er slut
arg-round-yes = Skriv runden ind uden den sidste bekræftelse på en terminal
arg-round-discard-draft = Smid kladden til runden, der udfyldes, væk; med angivne gitre gemmes runden med dem i stedet
value-rival = MODSTANDER
value-card = KORT
value-cards = KORT
value-date = DATO
value-dir = MAPPE
value-file = FIL
value-format = FORMAT
value-from = APP
value-game = SPIL
value-id = SPIL
value-k = K
value-keep = BEHOLD
value-lang = SPROG
value-list = LISTE
value-method = METODE
value-model = MODEL
value-n = N
value-name = NAVN
value-name-cards = NAVN=KORT
value-name-entry = NAVN=GITTER|SUM
value-name-held = NAVN=ANTAL
value-name-grid = NAVN=GITTER
value-new = NYT
value-old = GAMMELT
value-other = ANDEN
value-path = STI
value-player = SPILLER
value-points = POINT
value-round = RUNDE
value-rule = REGEL
value-edition = UDGAVE
value-score-grid = POINT|GITTER
value-seed = STARTVÆRDI
value-sep = TEGN
value-shell = SKAL
value-text = TEKST
value-when = HVORNÅR
value-year = ÅR

## Issue 17a: layout, prompts, names as typed
sheet-names-in-full = Fulde navne: { $names }
menu-save = Gem den
input-no-player-nearest = der er ingen spiller { $name }; mente du { $nearest }?
name-as-stored = { $typed } → { $name }
input-same-player = '{ $name }' er { $player }, som allerede er med i spillet; angiv hver spiller én gang
input-several-players = { $name } kan være flere spillere ({ $players }); skriv navnet præcis, som en af dem staves
## Chancen for at vinde på regnskabet (status, show; docs/chances.md)
chances-line = Chancen for at vinde: { $list }
chances-player = { $name } { $chance }
chances-under-one = under 1 %
chances-over-99 = over 99 %
chances-precision = (±{ $margin } procentpoint; { $games } simulerede spil)

## risk der kender spillet (risk --as; docs/chances.md)
closing-if-close = Hvis du ({ $name }) afslutter nu, har du { $p } chance for at vinde spillet (spillet slutter med denne runde i { $ends } af tilfældene).
closing-if-play-on = Hvis du spiller videre, har du { $p } chance for at vinde spillet.
closing-policy = At spille videre forudsætter, at alle, også du, spiller, som de fleste gør: tager det øverste kort i kasseringsbunken, når det sparer 2 point eller mere, lægger et trukket kort, hvor det sparer mest, og afslutter kun, når ens eget gitter ser lavest ud (skyjo docs chances).
closing-verdict-close = Afslut: { $close } chance for at vinde spillet (fordoblet i { $doubled } af tilfældene); spil videre: { $play_on }.
closing-verdict-play-on = Spil videre: { $play_on } chance for at vinde spillet; afslut nu: { $close }.
closing-no-play-on-grid = At spille videre er ikke beregnet: giv dit gitter, som det ligger, med --grid (? for et skjult kort).
closing-no-play-on-shorthand = At spille videre er ikke beregnet: det kræver hver modspillers gitter, ikke SYNLIGT:SKJULT.
closing-precision = Spillet: ±{ $margin } procentpoint ({ $close } trækninger, hvis du afslutter nu{ $play_on ->
    [0] {""}
   *[other] ; { $rounds_on } runder, hvis du spiller videre
}; fast startværdi).
closing-precision-exact = Spillet: at afslutte nu er talt nøjagtigt op, hvor spillet slutter{ $play_on ->
    [0] {""}
   *[other] ; ±{ $margin } procentpoint ({ $rounds_on } runder, hvis du spiller videre; fast startværdi)
}.
input-risk-needs-as = --game, --totals og --grid gælder risk med et spil: sig hvilken spiller du er med --as NAVN
input-not-a-player = { $name } er ikke med i spillet ({ $players }); kontrollér stavningen
input-opponent-missing = { $name } er med i spillet: giv gitteret eller SYNLIGT:SKJULT som { $name }=...
input-me-as-opponent = { $name } er dig (--as): giv dine egne kort med --me og --grid, ikke som modspiller
input-total-not-a-number = { $arg }: en sum er et helt tal, f.eks. Anna=42
arg-risk-as-name = Hvilken spiller jeg er: risk tager så spillet med i beregningen (det aktuelle spil, --game eller --totals)
arg-risk-game = Spillet, runden hører til [standard: det aktuelle spil] (med --as)
arg-risk-totals = Et spil på papir: hver spillers sum, min egen med, i siddeorden (med --as)
arg-risk-grid = Mit gitter, som det ligger nu, ? for skjulte kort: strategien spiller videre derfra (med --as)
value-name-n = NAVN=N,...
value-grid = GITTER

## skyjo serve: the live page for the phones at the table
about-serve = Vis det aktuelle spil (eller --game ID) live på telefonerne ved bordet, indtil Ctrl-C: en side på det lokale netværk, som kun kan læses, medmindre --entry er givet
arg-serve-game = Spillet [standard: det aktuelle spil, som følges, når et andet bliver det aktuelle]
arg-port = Porten, der lyttes på (0: en vilkårlig ledig port)
arg-bind = Adressen, der lyttes på [standard: computerens adresse på det lokale netværk og 127.0.0.1]
arg-no-qr = Tegn ikke QR-koden
value-addr = ADRESSE
serve-listening = Spillet vises på det lokale netværk:
serve-listening-local = Spillet vises kun på denne computer:
serve-scan = Scan koden for at følge spillet på din telefon.
serve-scan-entry = Scan koden for at følge spillet på din telefon og skrive dit gitter ind der.
serve-link-read = TV, gæster:
serve-link-entry = Telefoner:
serve-also = På denne computer: { $url }
serve-loopback-only = Der blev ikke fundet noget lokalt netværk: kun denne computer kan åbne siden (angiv en anden adresse med --bind).
serve-stop-hint = Tryk Ctrl-C for at stoppe.
serve-stopped = Stoppet: siden vises ikke længere.
serve-port-in-use = porten er allerede i brug på { $addr }: stop programmet, der lytter der, eller vælg en anden port med --port N
serve-not-here = { $addr } er ikke en adresse på denne computer: udelad --bind, eller angiv en af computerens adresser (127.0.0.1 for kun denne computer)
serve-listen-failed = kan ikke lytte på { $addr } ({ $reason }): vælg en anden adresse med --bind eller en anden port med --port N
serve-no-random = systemets tilfældige tal kan ikke læses, så der kan ikke laves nogen hemmelig adresse: prøv igen
serve-title = Skyjo · spil { $game }
serve-title-none = Skyjo
serve-standings = Stilling
serve-sheet = Scoreblok
serve-no-rounds = Ingen runder endnu: scoreblokken udfyldes, efterhånden som runderne skrives ind.
serve-to-go = { $left } tilbage
serve-chance = { $percent } chance for at vinde
serve-live = Live
serve-offline = Forbinder igen…
serve-tv-link = TV-visning
serve-sheet-link = Scoreblok
serve-not-found = Ikke fundet.
serve-busy = For mange sider er åbne: prøv igen om lidt.
serve-read-only = Siden kan kun læses: pointene føres ved computeren.

# serve --entry
arg-serve-entry = Lad telefonerne udfylde og skrive runden ind: hver spillers gitter fra en telefon og hvem der afsluttede
serve-not-allowed = Denne adresse tager ikke imod den metode.
serve-api-origin = kun siden selv må skrive her (Origin skal være denne adresse)
serve-api-json-only = send forespørgslen som application/json
serve-api-too-large = forespørgslen er for stor: højst 4 KiB
serve-api-slow = forespørgslen kom for langsomt: send den igen
serve-api-bad-json = forespørgslen kan ikke læses: send den JSON, som indtastningens API tager imod (docs/cli.md)
serve-api-grid-or-total = angiv enten et gitter eller en sum, ikke begge og ikke ingen af dem
serve-api-no-player = { $name } spiller ikke med i spil { $game }
serve-api-not-ready = runden er ikke færdig: hver spillers indtastning og den, der afsluttede, skal med
serve-api-store = historikken kan ikke læses eller skrives
serve-api-other-game = det her gjaldt spil { $asked }, men nu spilles spil { $game }; her er dets kladde
serve-api-busy = historikken har været optaget af en anden skyjo for længe; prøv igen om et par sekunder
serve-api-read-only = historikken er skrivebeskyttet på den computer, der viser denne side; gør den skrivbar dér, og prøv så igen
serve-api-replaced = historikken blev skiftet ud med en anden fil på den computer, der viser denne side; intet blev skrevet: prøv igen
serve-api-damaged = historikken er beskadiget på den computer, der viser denne side; gendan den dér fra en sikkerhedskopi (skyjo restore)
serve-no-body = En forespørgsel på en side skal ikke have noget indhold: send den uden.
serve-bad-request = Forespørgslen kan ikke læses.
serve-head-too-large = Forespørgslens headere er for store: højst 8 KiB.
serve-api-copied-over = på den computer, der viser denne side, blev historikken overskrevet med en anden fil eller beskadiget, mens serve kørte; intet blev skrevet: stop serve dér med Ctrl-C, læg en sikkerhedskopi tilbage med skyjo restore, hvis historikken ikke er, som den skal være, og start så serve igen
serve-copied-over = Historikken blev overskrevet med en anden fil eller beskadiget, mens serve kørte: intet mere bliver skrevet. På den computer, der viser denne side: stop serve med Ctrl-C, læg en sikkerhedskopi tilbage med skyjo restore, hvis historikken ikke er, som den skal være, og start så serve igen.
serve-copied-over-here = Historikken blev overskrevet med en anden fil eller beskadiget, mens serve kørte: intet mere bliver skrevet. Stop serve her med Ctrl-C, læg en sikkerhedskopi tilbage med skyjo restore, hvis historikken ikke er, som den skal være, og start så serve igen.

# entry page
entry-round = Runde { $round }
entry-pick = Hvem er du? Tryk på dit navn; telefonen husker det i dette spil.
entry-you = Du er { $name }
entry-not-me = Ikke mig
entry-use-total = Rundens sum i stedet for kortene
entry-grid = Dit gitter
entry-cell = Række { $row }, kolonne { $column }
entry-sum = Sum: { $sum }
entry-cards-left = { $left ->
    [one] 1 kort tilbage
   *[other] { $left } kort tilbage
}
entry-gone = Overstreget: kort, der ikke længere tæller (en kolonne med tre ens kort, eller en, der blev fjernet under spillet).
entry-removed = ✕ Kolonne fjernet
entry-removed-row = ✕ Række fjernet
entry-erase = Slet
entry-minus = Minus
entry-send-grid = Send mit gitter
entry-send-total = Send min sum
entry-sent = Sendt: alle telefoner ved bordet kan se det.
entry-total-only = rundens sum
entry-waiting = venter
entry-grids = Gitrene indtil nu
entry-review = Rundens point
entry-review-wait = Pointene vises her, når alle gitre er inde, og det er afgjort, hvem der afsluttede.
entry-record = Skriv runde { $round } ind
entry-recorded = Runde { $round } er skrevet ind: scoreblokken har den.
entry-offline = Computeren kunne ikke nås: prøv igen.
entry-stale = Det her er en kladde til runde { $round }, tilbage fra før en runde blev taget tilbage. Smid den væk ved computeren med skyjo round --discard-draft; så indtastes runde { $next } her.

# advise
advise-take-up = Tag { $card } fra kasseringsbunken og læg den på række { $row }, kolonne { $column } ({ $old } ryger ud)
advise-take-down = Tag { $card } fra kasseringsbunken og læg den på det skjulte kort i række { $row }, kolonne { $column }
advise-draw = Træk et kort (lad { $card } ligge)
advise-keep-up = Læg { $card } på række { $row }, kolonne { $column } ({ $old } ryger ud)
advise-keep-down = Læg { $card } på det skjulte kort i række { $row }, kolonne { $column }
advise-throw = Smid { $card } væk og vend kortet i række { $row }, kolonne { $column }
advise-closes = (så afslutter du runden)
advise-win = du har { $p } chance for at vinde spillet
advise-round = du ender runden i gennemsnit { $side ->
    [below] { $lead } { $points } under den laveste af de andre
    [above] { $lead } { $points } over den laveste af de andre
   *[level] på højde med den laveste af de andre
} (du får { $score } point, fordoblet i { $doubled } af tilfældene)
advise-best = { $choice }: { $outcome }.
advise-best-as = { $name }: { $choice }: { $outcome }.
advise-next = Næstbedste valg:
advise-item = { $choice }: { $p }
advise-item-round = { $choice }: { $side ->
    [below] { $lead } under de andres laveste
    [above] { $lead } over de andres laveste
   *[level] på højde med de andres laveste
} ({ $score } point, fordoblet i { $doubled } af tilfældene)
advise-margin-win = Mellem de to første: ±{ $margin } procentpoint.
advise-margin-round = Mellem de to første: ±{ $margin } { $points }.
advise-points = { $units ->
   *[other] point
}
advise-nothing = Dit gitter har intet skjult kort: runden er afsluttet, der er intet at vælge.
advise-method-game = Sådan: hvert valg spilles ud mange gange fra bordet, som det ligger (de usete kort blandes, resten af runden spilles af alle, som de fleste spiller, derefter resten af spillet med runderne i skyjo docs chances), hvert valg med de samme blandinger; den bedste halvdel af valgene får dobbelt så mange runder, igen og igen (skyjo docs advise).
advise-method-round = Sådan: hvert valg spilles ud mange gange fra bordet, som det ligger (de usete kort blandes, resten af runden spilles af alle, som de fleste spiller), hvert valg med de samme blandinger, og rangeres efter mine point minus den laveste af de andres point i runden (lavere er bedre); den bedste halvdel af valgene får dobbelt så mange runder, igen og igen (skyjo docs advise).
advise-samples = De to bedste: { $best } runder hver; { $rollouts } udspillede runder i alt for { $choices } valg, fast startværdi.
about-advise = Hvad skal jeg gøre med min tur? Hvert valg rangeret efter min chance for at vinde spillet
arg-advise-me = Mit gitter, som det ligger, ? skjult, x fjernet: "5 ? ? 9 / ? 2 ? ? / 0 ? ? 11"
arg-advise-opponents = Hver modspiller i den rækkefølge, de spiller efter mig: NAVN="3 ? ? 9 / ? 9 ? ? / 2 ? 0 9"
arg-advise-drawn = Kortet, jeg har trukket, hvis jeg har trukket et (så er valget, hvor det skal ligge, eller hvilket kort jeg vender, hvis jeg smider det væk)
arg-advise-closed = Modspilleren, der har afsluttet runden: dette er min sidste tur
arg-advise-seen = Kort set uden for gitrene (kasseringsbunken under det øverste kort, fjernede kolonner) [standard: listen i skyjo seen]
arg-advise-as-name = Hvilken spiller jeg er: valgene rangeres så efter min chance for at vinde spillet (det aktuelle spil, --game eller --totals)
arg-advise-game = Spillet, runden hører til [standard: det aktuelle spil] (med --as)
arg-advise-totals = Et spil på papir: hver spillers sum, min egen med, i siddeorden (med --as)
arg-advise-samples = Udspillede runder for hvert af de to bedste valg (færre for de andre)
arg-advise-seed = Startværdi for de udspillede runder (samme startværdi giver samme svar)
arg-advise-explain = Sig også, hvordan tallene regnes ud (metoden, antallet af runder, 95 %-intervallerne)
docs-about-advise = hvordan advise rangerer valgene i en tur

## skyjo sync: historikken delt gennem en mappe, familien synkroniserer
about-sync = Del historikken med familiens andre enheder gennem en mappe, som I synkroniserer (Syncthing, Dropbox, OneDrive, en USB-nøgle)
arg-sync-dir = Den delte mappe; første gang gemmes den i indstillingsfilen ([sync] folder) [standard: indstillingsfilens]
arg-dry-run = Sig, hvad der ville blive ændret, og ændr intet
docs-about-sync = historikken på alle familiens enheder
sync-done = Synkroniseret med { $folder } (denne enhed: { $device }).
sync-nothing-new = Intet nyt fra { $devices ->
    [0] andre enheder (ingen har skrevet i mappen endnu)
    [one] den anden enhed
   *[other] de { $devices } andre enheder
}.
sync-came-in = { $changes ->
    [one] 1 ændring
   *[other] { $changes } ændringer
} kom ind fra { $devices ->
    [one] 1 anden enhed
   *[other] { $devices } andre enheder
}.
sync-games = Nye spil: { $added }, ændrede: { $changed }, slettede: { $deleted }; { $log ->
    [0] ingen nye poster
    [one] 1 ny post
   *[other] { $log } nye poster
} i loggen.
sync-renumbered = Spil { $from } har nu nummer { $to }: { $why ->
    [imported] det blev importeret, og en enhed, der ikke kendte til importen, gav nummer { $from } til et spil, der blev spillet ved bordet
    [shifted] nummer { $from } gik til et spil, der først måtte skifte nummer
   *[given] en anden enhed gav nummer { $from } til et andet spil først
}.
sync-renumbered-run = { $games ->
    [2] Spil { $from } og { $from_end } har nu nummer { $to } og { $to_end }
   *[other] Spil { $from }–{ $from_end } har nu nummer { $to }–{ $to_end }
}: { $why ->
    [imported] de blev importeret, og en enhed, der ikke kendte til importen, gav numrene til spil, der blev spillet ved bordet
    [shifted] numrene gik til spil, der først måtte skifte nummer
   *[given] en anden enhed gav numrene til andre spil først
}.
sync-renumbered-more = { $games ->
    [one] 1 spil mere fik et andet nummer: skyjo games viser, hvilket nummer det har nu.
   *[other] { $games } spil mere fik andre numre: skyjo games viser, hvilke numre de har nu.
}
sync-read-again = { $file } ender ikke længere som ved sidste synkronisering (en anden kopi af filen er lagt i stedet): den blev læst forfra; intet tælles to gange.
sync-torn = { $file } ender med en linje, der ikke er færdigkopieret endnu: den læses ved næste synkronisering.
sync-torn-own = { $file }, denne enheds journal, ender med en linje, der blev skåret over, da skyjo blev stoppet midt i skrivningen: linjen fjernes, og ændringen skrives igen i sin helhed.
sync-cut-own = { $file }, denne enheds journal, havde { $lines ->
    [one] en linje
   *[other] { $lines } linjer
}, der var skåret over på midten: { $changes ->
    [one] ændringen, der manglede, skrives
   *[other] de { $changes } ændringer, der manglede, skrives
} igen i sin helhed, og { $lines ->
    [one] den overskårne linje tømmes
   *[other] de overskårne linjer tømmes
}.
sync-missing = { $changes ->
    [one] 1 ændring
   *[other] { $changes } ændringer
} fra enheden { $device } er ikke nået hertil (dens journal har en linje, der er skåret over på midten): den enhed skriver { $changes ->
    [one] den
   *[other] dem
} igen i sin helhed ved sin næste synkronisering.
sync-written = { $changes ->
    [0] Denne enhed har intet nyt at skrive
    [one] Skrev 1 ændring fra denne enhed
   *[other] Skrev { $changes } ændringer fra denne enhed
} ({ $file }).
sync-kept = Mappen er gemt i { $file }: fremover er `skyjo sync` nok, og hver ændring skrives til mappen, når den laves.
sync-dry-run = Intet blev ændret (--dry-run).
sync-dry-done = Det her ville en synkronisering med { $folder } gøre (denne enhed: { $device }):
sync-dry-done-new = Det her ville en synkronisering med { $folder } gøre (denne enhed får sit id ved sin første synkronisering):
sync-would-come-in = { $changes ->
    [one] 1 ændring
   *[other] { $changes } ændringer
} ville komme ind fra { $devices ->
    [one] 1 anden enhed
   *[other] { $devices } andre enheder
}.
sync-would-write = { $changes ->
    [0] Denne enhed har intet nyt at skrive
    [one] 1 ændring fra denne enhed ville blive skrevet
   *[other] { $changes } ændringer fra denne enhed ville blive skrevet
} ({ $file }).
sync-would-keep = Mappen ville blive gemt i { $file }, og fra da af ville `skyjo sync` være nok.
sync-written-none-yet = Denne enhed har intet at skrive endnu; dens fil { $file } laves ved den første ændring.
sync-copy-here = Denne historik er en kopi: en anden computer skrev andre ændringer som enhed { $old }. Denne enhed er nu { $device }; begges ændringer er gemt, og hvor de ændrede samme runde, gælder den seneste.
sync-copy-other = Enhed { $old } har to kopier af sin historik, der skriver: begges ændringer er gemt (hver kopi tager et nyt enheds-id ved sin næste synkronisering).
sync-late-rounds = Spil { $game } blev slettet på en anden enhed, der ikke havde { $rounds ->
    [one] runde { $numbers }, som blev skrevet ind her: runden forsvandt med spillet.
   *[other] runderne { $numbers }, som blev skrevet ind her: runderne forsvandt med spillet.
}
sync-late-kept = Historikken, som den var før denne synkronisering, er gemt i { $backup }.
sync-current = Spil { $game } ({ $players }) er i gang og kom ind fra en anden enhed: det er nu det aktuelle spil her.
status-unfinished = Spil i gang: vælg et med skyjo use SPIL.
status-unfinished-game = skyjo use { $game }   ({ $players }, { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
})
sync-not-written = bemærk: ændringen er gemt i historikken, men ikke i synkroniseringsmappen endnu ({ $why }); næste skyjo sync skriver den dertil
sync-no-folder = ingen synkroniseringsmappe: angiv mappen, familien deler, for eksempel skyjo sync ~/Sync/skyjo (den gemmes til næste gang)
sync-folder-missing = synkroniseringsmappen { $dir } findes ikke (er USB-nøglen ikke sat i?); historikken blev ikke ændret
sync-cannot-read = kan ikke læse { $path } i synkroniseringsmappen; historikken blev ikke ændret
sync-cannot-write = kan ikke skrive { $path } (er synkroniseringsmappen skrivebeskyttet?); historikken blev ikke ændret
sync-cannot-keep = synkroniseret, men kan ikke gemme mappen i indstillingsfilen { $path }; angiv mappen igen næste gang
sync-left-out = { $lines ->
    [one] 1 linje i synkroniseringsmappen blev sprunget over (se ovenfor)
   *[other] { $lines } linjer i synkroniseringsmappen blev sprunget over (se ovenfor)
}; alt andet er i historikken
sync-left-out-journals = { $lines ->
    [0] { $journals ->
        [one] 1 journal i synkroniseringsmappen blev sprunget over
       *[other] { $journals } journaler i synkroniseringsmappen blev sprunget over
    }
   *[other] { $journals ->
        [one] 1 journal
       *[other] { $journals } journaler
    } og { $lines ->
        [one] 1 linje
       *[other] { $lines } linjer
    } i synkroniseringsmappen blev sprunget over
} (se ovenfor); alt andet er i historikken
sync-waits = En anden synkronisering (skyjo sync) af denne historik er i gang: denne venter, til den er færdig.
sync-set-aside-round = Runde { $round } i spil { $game } blev ændret på to enheder, før de nåede at blive synkroniseret: { $side ->
    [here] den anden enheds ændring gælder, og den, der blev lavet her, blev lagt til side
    [there] ændringen, der blev lavet her, gælder, og den anden enheds blev lagt til side
   *[others] den seneste ændring gælder, og den anden blev lagt til side
} ({ $what }); skyjo log { $game } viser den.
sync-set-aside-game = Spil { $game } blev ændret på to enheder, før de nåede at blive synkroniseret: { $side ->
    [here] den anden enheds ændring gælder, og den, der blev lavet her, blev lagt til side
    [there] ændringen, der blev lavet her, gælder, og den anden enheds blev lagt til side
   *[others] den seneste ændring gælder, og den anden blev lagt til side
} ({ $what }); skyjo log { $game } viser den.
sync-line-not-json = { $file } linje { $line }: ikke en skyjo-operation ({ $detail }); linjen blev sprunget over
sync-line-too-long = { $file } linje { $line }: længere end { $max } byte; linjen blev sprunget over
sync-line-other-device = { $file } linje { $line }: operationen { $id } hører til en anden enhed, ikke til denne journal; linjen blev sprunget over
sync-not-a-journal = { $file } er ikke en skyjo-journal (første linje siger det ikke); den blev sprunget over
sync-newer-format = { $file } er en journal i format { $found }, nyere end denne version af skyjo kan læse ({ $known }); opdater skyjo på denne enhed; journalen blev ikke rørt
sync-header-device = { $file } siger, at den er journalen for enhed { $device }, ikke for den enhed, filnavnet angiver; den blev sprunget over
sync-op-refused = { $file } linje { $line }: { $problem }; den ændring blev sprunget over
sync-no-such-game = den ændrer spil { $game }, som ingen journal har startet
sync-unknown-log = en slags logpost, som denne version af skyjo ikke kender ({ $kind })
log-overridden-round = { $at } Runde { $round } i spil { $game } blev ændret på to enheder, før de nåede at blive synkroniseret; den seneste ændring gælder, og denne blev lagt til side: { $closer } afsluttede; { $scores }.
log-overridden-game = { $at } Spil { $game } blev ændret på to enheder, før de nåede at blive synkroniseret; den seneste ændring gælder, og denne blev lagt til side: { $what }.
log-aside-name = navnet »{ $name }«
log-aside-no-name = intet navn
log-aside-note = noten »{ $note }«
log-aside-no-note = ingen note
log-aside-players = spillerne { $players }
log-aside-abandoned = opgivet
log-aside-not-abandoned = ikke opgivet
log-overridden = { $at } Spil { $game } blev ændret på to enheder, før de nåede at blive synkroniseret; den seneste ændring gælder, og denne blev lagt til side.
sync-status = Synkroniseret: denne enhed læste synkroniseringsmappen senest { $at } ({ $changes ->
    [one] 1 ændring kom ind
   *[other] { $changes } ændringer kom ind
}).
sync-status-pending = Ændringer lavet på denne enhed venter på mappen: kør skyjo sync, så bliver de skrevet.
sync-name-fits = { $count ->
    [one] { $name }, en spiller i et spil fra en anden enhed, kan være { $players } her: beholdes som sin egen spiller (er det samme spiller: skyjo players merge { $players } { $name }).
   *[other] { $name }, en spiller i et spil fra en anden enhed, passer på { $players } her: beholdes som sin egen spiller (er det en af dem: skyjo players merge NAVN { $name }).
}
about-config-set = Gem en indstilling i indstillingsfilen: `skyjo config set sync.folder ~/Sync/skyjo`
about-config-unset = Fjern en indstilling fra indstillingsfilen: standardværdien gælder igen
arg-key = Indstillingen, som skyjo config viser den (lang, color, db, doubling, target, sync.folder, ...)
arg-config-unset-key = Indstillingen, som skyjo config viser den
arg-value = Dens værdi
value-key = NØGLE
value-value = VÆRDI
config-set = { $key } = { $value } er gemt i { $file }.
config-unset = { $key } er fjernet fra { $file }: standardværdien gælder igen.
input-no-such-setting = der er ingen indstilling { $key }; indstillingerne er { $keys }
sync-folder-away = bemærk: synkroniseringsmappen { $dir } er her ikke lige nu; ændringen er i historikken, og næste skyjo sync, når mappen er der, skriver den
rule-action-not-a-card = { $grid } har '{ $token }', hvor et kort skal stå; skriv et tal fra -2 til 12, * for en stjerne, eller x for et fjernet kort
rule-action-stars-exceeded = { $found } stjerner skrevet ind; bunken har kun { $copies }: kontrollér gitrene
rule-action-held-range = { $who } har { $held } actionkort på hånden; skriv et tal fra 0 til { $max }
rule-action-held-exceeded = { $found } actionkort på hånden i alt; bunken har kun { $copies }: kontrollér antallene
rule-star-in-classic = { $grid } har en stjerne, men spillet er klassisk: kun Skyjo Action har stjerner (et Skyjo Action-spil startes med --edition action)
rule-held-in-classic = der er angivet actionkort på hånden for { $who }, men spillet er klassisk: kun Skyjo Action har actionkort
rule-held-with-total = for { $who } er der skrevet en sum ind, som allerede tæller actionkortene på hånden med: skriv gitteret ind i stedet, eller læg 10 til summen for hvert actionkort

## Skyjo Action on the phones

entry-action = Skyjo Action: en stjerne (★) udfylder enhver linje af ens kort og tæller 0, når den står alene; en række med fire og en kolonne med tre fjernes; +10 for hvert actionkort, der stadig er på hånden.
entry-star = Stjerne
entry-gone-action = Overstreget: kort, der ikke længere tæller (en række med fire eller en kolonne med tre ens kort, stjerner medregnet, eller en linje, der blev fjernet under spillet).
entry-star-removed = En stjerne i en fjernet linje: tryk på dens felt og så på ★ (✕★). En fjernet linje af lutter stjerner giver sin bonus.
entry-held = Actionkort tilbage på hånden
entry-held-less = Et actionkort færre
entry-held-more = Et actionkort mere
entry-held-count = { $held ->
    [one] et actionkort på hånden: +{ $points }
   *[other] { $held } actionkort på hånden: +{ $points }
}

## Skyjo Action and the deck assistant

arg-odds-edition = Bunken: klassisk, eller Skyjo Actions spillekort i antagne antal [standard: det aktuelle spils]
cards-star-in-classic = en stjerne (*) er ikke et kort i den klassiske bunke: kun Skyjo Action har stjerner
rule-seen-stars-exceeded = { $found } stjerner set i alt (listen over sete kort, de opvendte kort i gitrene og de fjernede tilsammen), men bunken har kun { $copies }: kontrollér kortene
odds-sum-with-stars = en sum af skjulte kort gives ikke for Skyjo Action: en skjult stjerne tæller 0, når den står alene, men kan stå for et hvilket som helst kort i en linje, den fuldender
odds-action-deck = Skyjo Action, { $own ->
    [yes] jeres stjerner, ellers antagne antal
   *[other] antagne antal
}: { $cards } kort, heraf { $stars } stjerner; actionkort tælles ikke med.
odds-unknown-card-action = Et skjult kort: en stjerne i { $p } af tilfældene, ellers i gennemsnit { $mean } værd.
odds-explain-card-action = De usete talkort: gennemsnit { $mean }, standardafvigelse { $sd }; en stjerne har ingen egen værdi (skyjo docs odds).
seen-how-action = Tilføj kortene uden for gitrene, når de kommer frem (kasseringsbunken under det øverste kort, fjernede linjer), en stjerne som '*' i anførselstegn, ellers læser skallen den som filnavne: skyjo seen 9 '*' -2; tag et tilbage med --undo. De opvendte kort i gitrene og det øverste kort i kasseringsbunken tælles særskilt: odds læser dem fra --open og --discard.
chances-not-for-action = Chancen for at vinde: regnes ikke ud for Skyjo Action (kun klassisk Skyjo simuleres).
input-action-game = spil { $game } er Skyjo Action, og { $command } kan kun regne på det klassiske spil: en stjerne kan stå for et hvilket som helst kort i sin linje, og actionkort ændrer turene
input-action-current = spil { $game } (det aktuelle spil) er Skyjo Action, og { $command } kan kun regne på det klassiske spil: en stjerne kan stå for et hvilket som helst kort i sin linje, og actionkort ændrer turene (for en runde af det klassiske spil, tilføj --edition classic)
input-action-edition = { $command } kan kun regne på det klassiske spil, ikke på Skyjo Action: en stjerne kan stå for et hvilket som helst kort i sin linje, og actionkort ændrer turene

## Skyjo Action in the history

arg-only-edition = Kun spillene i én udgave, classic eller action (Skyjo Action) [standard: begge; sejre tæller for begge samlet, pointene hver for sig]
history-edition-none = { $edition ->
    [action] Ingen Skyjo Action-spil
   *[classic] Ingen klassiske spil
} { $period ->
    [yes] i den periode.
   *[no] endnu.
}
stats-editions-apart = Skyjo Action giver point på en anden måde (stjernebonus, actionkort tilbage på hånden, rækker, der fjernes), så gennemsnittene og de bedste og værste runder ovenfor er de klassiske spils, og Skyjo Action-spillenes står nedenfor. Spil, sejre, afslutninger og stimer omfatter begge udgaver.
stats-action-heading = Skyjo Action:
rivalry-none-edition = { $a } og { $b } har ikke spillet { $edition ->
    [action] noget Skyjo Action-spil
   *[classic] noget klassisk spil
} færdigt sammen { $period ->
    [yes] i den periode
   *[no] endnu
}.
rivalry-margin-edition = Gennemsnitlig forskel i { $edition ->
    [action] Skyjo Action
   *[classic] klassiske spil
}: { $name } slutter { $points } point lavere.
report-editions-apart = Skyjo Action giver point på en anden måde (stjernebonus, actionkort tilbage på hånden, rækker, der fjernes), så gennemsnittet og den bedste runde ovenfor er de klassiske spils, og Skyjo Action-spillenes står her. Spil, sejre, sejrsandel, afslutninger og stimer omfatter begge udgaver.
report-record-action-lowest-round = Laveste runde i Skyjo Action: { $name } med { $score } (spil { $game }, runde { $round }).
report-record-action-most-lines = Flest rækker og kolonner fjernet i én Skyjo Action-runde: { $name } med { $count } (spil { $game }, runde { $round }).

## A date as the reader writes it (the report): 3 December 2026
date-long = { $day }. { $month ->
    [1] januar
    [2] februar
    [3] marts
    [4] april
    [5] maj
    [6] juni
    [7] juli
    [8] august
    [9] september
    [10] oktober
    [11] november
   *[12] december
} { $year }
