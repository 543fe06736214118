# skyjo, norsk (bokmål). Ordliste:
# ett ord for hver ting i spillet, og det samme ordet overalt:
#   spill (et helt spill, til 100), runde, poengliste, rutenett (3 rader med 4 kort),
#   kolonne, rad, skjult kort, kort som er sett, usette kort, kortstokk (alle 150 kort),
#   trekkbunke, kastebunke, giveren, avslutte (bare om en runde: den som avsluttet),
#   dobles, doblet, dobling, ferdige spill (spill som er over), avbrutt spill,
#   poeng (en rundes), sum (summen totalt), laveste poengsum, delt laveste poengsum (i en runde),
#   delt laveste sluttsum (i et spill), seier, seire,
#   seiersrekke (seire på rad), forskjell (i snitt), snitt, rating, innstillingsfil,
#   rettelse, historikk, utkast (runden som fylles ut, lagret til den skrives inn),
#   skrive en runde inn (lagre brukes om utkast og innstillinger), ta en runde tilbake,
#   tur (en spillers tur), stjerne, actionkort igjen på hånden, startverdi,
#   ener, enere, minus-ener, toer, treer, Stoppet (etter Ctrl-C), Enter.

## Tall og småord

decimal-separator = ,
group-separator = { "\u00A0" }
number-percent = { $number }{ "\u00A0" }%
list-and = { $first } og { $last }
# Two items of a longer list, the list going on: "A, B" in "A, B or C".
list-comma = { $first }, { $last }
label-colon = { $label }:
quote-typed = '{ $text }'
error-prefix = feil:
# Whether an error after the prefix begins with a capital letter (German writes a whole sentence after a colon so): yes or no.
error-capital = no
# Between an error and its cause (cannot read x.json: no such file or folder).
error-joiner = {": "}
# Ordene et ja/nei-spørsmål tar imot; det første vises.
answer-yes = j ja
answer-no = n nei

## Spillets regler, slik poenglisten viser dem øverst

rule-target = til { $target }
rule-rounds = { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
}
rule-columns-in-play = kolonner bare underveis
rule-no-columns = ingen kolonner
rule-rows = rader med fire
rule-ties-safe = delt laveste poengsum dobles ikke
rule-no-doubling = ingen dobling
rule-negatives-doubled = minuspoeng dobles
rule-deciding-round = avgjørende runde ved uavgjort
rule-round-winner-starts = rundens vinner begynner
rule-edition-action = Skyjo Action
rule-star-lines-kept = stjernelinjer blir liggende
rule-own-deck = egen opptelling av kortstokken

## Poenglisten

sheet-heading = Poengliste, spill { $game } · { $played } · { $rules }
sheet-round = Runde
sheet-total = Sum
sheet-to-go = Igjen til { $target }
# The row of what is left, where a sheet is short of room (eight players at 80 columns): the
# target is in the heading above.
sheet-to-go-short = { $target ->
   *[other] Igjen
}
sheet-no-rounds = Ingen runder ennå. Skriv inn en med: skyjo round --closer NAVN NAVN=RUTENETT...
sheet-legend = Hver celle: rundens poeng øverst og summen så langt nederst. * avsluttet runden; x2: doblet.
sheet-legend-no-doubling = Hver celle: rundens poeng øverst og summen så langt nederst. * avsluttet runden.
sheet-game-over = Spillet er over etter { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
}: { $count ->
    [one] { $names } vant
   *[other] { $names } delte seieren
} med { $total } poeng totalt.
sheet-totals-won = { $count ->
    [one] { $names } vant
   *[other] { $names } delte seieren
} med { $total } poeng totalt.
sheet-leader = { $count ->
    [one] Leder
   *[other] Delt ledelse
}: { $names } med { $total }.
sheet-round-next = Neste runde er runde { $round } av { $of }.
sheet-deciding = Spillet har nådd slutten, men med delt laveste sluttsum: det spilles en avgjørende runde.
sheet-next-starter = Neste runde: { $name } begynner ({ $why }).
sheet-why-closed = avsluttet runde { $round }
sheet-why-lowest = lavest i runde { $round }

## En runde forklart

explain-heading = Spill { $game }, runde { $round }
explain-closer = { $name } (avsluttet runden)
explain-grid = rutenett
explain-removed = fjernet
explain-sum = sum
explain-total = sum
explain-stars = stjerner
explain-held = actionkort
explain-round-score = rundens poeng
explain-star-bonus = { $line } med bare stjerner: { $points }{ $kept ->
    [kept] {" "}(stjernene blir liggende i rutenettet)
   *[removed] {""}
}
explain-held-cards = { $held } igjen på hånden: +{ $penalty }
explain-entered-total = { $raw } (skrevet inn som sum: ingen kort å sjekke)
explain-doubling = Dobling: { $verdict }
explain-scores = Poeng: { $scores }
line-column = kolonne { $number }
line-row = rad { $number }
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
    [7] sjuere
    [8] åttere
    [9] niere
    [10] tiere
    [11] ellevere
    [12] tolvere
   *[other] kort med verdien { $value }
}
card-one = { $value ->
    [-2] en minus-toer
    [-1] en minus-ener
    [0] en null
    [1] en ener
    [2] en toer
    [3] en treer
    [4] en firer
    [5] en femmer
    [6] en sekser
    [7] en sjuer
    [8] en åtter
    [9] en nier
    [10] en tier
    [11] en ellever
    [12] en tolver
   *[other] et kort med verdien { $value }
}
removed-cards = { $count ->
    [1] { $noun }
    [2] to { $noun }
    [3] tre { $noun }
   *[other] fire { $noun }
}
removed-equal = { $count ->
    [3] tre like kort
   *[other] fire like kort
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
    [in-play] underveis i runden
   *[at-reveal] da kortene ble snudd til slutt
}
verdict-has = { $who } har { $raw }
verdict-also-has = { $who } har også { $raw }
verdict-line = { $reason ->
    [alone-lowest] { $closer } avsluttet med { $raw } og er alene om laveste poengsum ({ $against }): dobles ikke og beholder { $score }
    [tied-lowest] { $closer } avsluttet med { $raw }; { $against }: delt laveste poengsum, så { $closer } dobles til { $score }
    [tied-safe] { $closer } avsluttet med { $raw }; { $against }: i dette spillet dobles ikke delt laveste poengsum, så { $closer } beholder { $score }
    [not-lowest] { $closer } avsluttet med { $raw }; { $against }: { $closer } er ikke lavest og dobles til { $score }
    [not-positive] { $closer } avsluttet med { $raw }; { $against }: 0 poeng eller mindre dobles aldri, så { $closer } beholder { $score }
   *[doubling-off] { $closer } avsluttet med { $raw }: dette spillet spilles uten dobling, så { $closer } beholder { $score }
}

## Kommandoene til poenglisten

new-started = Spill { $game } er startet: { $players } ({ $rules }). Det er nå det aktive spillet.
new-round-one = Runde 1: alle snur to kort; den med høyest sum begynner.
new-leave-question = Spill { $game } er ikke ferdig. Vil du starte et nytt spill likevel?
new-left-behind = Spill { $game } er ikke ferdig; det blir liggende i historikken (skyjo use { $game } går tilbake til det).
new-known-players = { $names } (stavet som i historikken).
new-new-players = { $count ->
    [one] Ny spiller
   *[other] Nye spillere
}: { $names }.
status-heading = Spill { $game } · { $rounds ->
    [0] ingen runder ennå
    [one] 1 runde spilt
   *[other] { $rounds } runder spilt
} · { $rules }
status-heading-totals-only = Spill { $game } · bare sluttsummer · { $rules }
status-total-to-go = { $total } ({ $left } igjen)
status-none = Det er ikke noe aktivt spill. Start et med: skyjo new NAVN NAVN... eller velg et med: skyjo use SPILL
use-done = Spill { $game } er nå det aktive spillet.
note-done = Notatet til spill { $game } er skrevet.
note-cleared = Notatet til spill { $game } er fjernet.
abandon-done = Spill { $game } er avbrutt: det blir liggende i historikken, men teller ikke med i noen statistikk.
delete-question = Vil du slette spill { $game } ({ $players }, { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
}) fra historikken? Det tas en sikkerhetskopi først.
delete-done = Spill { $game } er slettet; historikken slik den var, ligger i { $backup }.
sheet-note = Notat: { $note }
sheet-abandoned = Avbrutt: dette spillet teller ikke med i noen statistikk.
sheet-totals-only = Bare sluttsummene i dette spillet er kjent (importert fra BG Stats): det har ingen runder og teller ikke med i noen rundestatistikk.
games-abandoned = avbrutt
log-import-after = { $added ->
    [one] 1 spill lagt til
   *[other] { $added } spill lagt til
}, { $skipped ->
    [0] ingen fantes fra før
   *[other] { $skipped } fantes fra før
}
docs-list = Håndboken (dokumentene i docs/ i kildekoden):
docs-in-english = { $about } (på engelsk)
docs-about-rules = hvordan skyjo teller, og hva husreglene gjør
docs-about-odds = hva tallene fra kortassistenten betyr
docs-about-chances = vinnersjansene på poenglisten
docs-about-cli = kommandoer, flagg, innstillinger og JSON
docs-about-export = eksportfilen, CSV-filen og BG Stats
docs-about-ratings = hvordan ratingen regnes ut
docs-about-reliability = hvordan historikken holdes trygg
docs-about-generator = historikkene fra demo --games
docs-about-performance = hastighet og minnebruk, målt
docs-about-engine = koden til regelmotoren, for utviklere
config-file-read = Innstillingene som gjelder (innstillingsfil: { $file }):
config-file-missing = Innstillingene som gjelder (ingen innstillingsfil i { $file }):
config-col-setting = Innstilling
config-col-value = Verdi
config-col-from = Fra
config-from-flag = flagg
config-from-env = miljøvariabel
config-from-file = innstillingsfil
config-from-locale = systemspråk
config-from-default = standard
config-error = { $line ->
    [0] verdien gitt til skyjo config set: { $problem }
   *[other] { $file }, linje { $line }: { $problem }
}
config-not-toml = ikke TOML; skriv nøkkel = verdi, tekst i anførselstegn ("sv", eller 'C:\skyjo.db' for en sti med omvendte skråstreker), et tall eller true/false, husreglene øverst eller under [rules]
config-unknown-key = det finnes ingen innstilling '{ $key }'; innstillingene er: { $keys }
config-unknown-key-nearest = det finnes ingen innstilling '{ $key }'; mente du { $nearest }?
config-not-allowed = { $key } kan ikke være { $value }; mulige verdier: { $allowed }
config-takes-path = en sti i anførselstegn ("..." eller '...')
# Et tall en husregel ikke tar imot, fra et flagg (--target 20000) eller innstillingsfilen (target = 0).
rule-out-of-range = { $rule } kan ikke være { $value }; mulige verdier: { $takes }
rule-takes-range = { $low } til { $high }
config-wrong-place = { $key } hører ikke hjemme { $here }; skriv den { $there }
config-place-top = øverst i filen
config-place-top-or-rules = øverst i filen eller under [rules]
config-place-table = under { $table }
config-twice = { $key } er satt to ganger; behold én
config-target-and-rounds = target og rounds er begge satt; et spill slutter bare på én måte, behold én
config-unreadable = innstillingsfilen { $file } kan ikke leses ({ $reason }); oppgi en annen med --config eller SKYJO_CONFIG
round-recorded = Runde { $round } i spill { $game } er skrevet inn.
round-record-question = Vil du skrive inn runde { $round } i spill { $game }?
undo-question = Vil du ta tilbake runde { $round } i spill { $game } ({ $scores })?
undo-done = Runde { $round } i spill { $game } er tatt tilbake.
undo-draft-kept = Utkastet til runde { $round } i spill { $game } ligger der fortsatt, men det hørte til runden etter den som ble tatt tilbake, og kan ikke lenger skrives inn: skyjo round spør om det skal forkastes.
nothing-changed = Ingenting er endret.
demo-intro = Et eksempelspill, skrevet inn i en midlertidig database (dine egne spill blir ikke rørt).
demo-round-one = Slik ble runde 1 regnet ut (skyjo show --explain 1 gjør det samme for enhver lagret runde):
demo-entered = { $rounds } runder ble skrevet inn med: skyjo round --closer NAVN NAVN="RUTENETT" NAVN=SUM ...

## Spillene

games-none = Ingen spill ennå. Start et med: skyjo new NAVN NAVN...
games-col-game = Spill
games-col-played = Dato
games-col-players = Spillere (sum)
games-col-rounds = Runder
games-col-result = Resultat
games-not-started = ikke startet
games-won-by = { $names } vant
games-leads = { $count ->
    [one] { $names } leder
   *[other] { $names } deler ledelsen
}
games-current = { $game } (aktivt)

## Spørsmål

prompt-player = Spiller { $seat }
prompt-player-or-start = Spiller { $seat } (trykk bare Enter for å starte)
prompt-which-player-named = Hvilken spiller mener du med { $name }?
prompt-first-row = { $name }, rad 1 (4 kort, x for et fjernet kort) eller rundens sum
prompt-first-row-action = { $name }, rad 1 (4 kort, * for en stjerne, x for et fjernet kort) eller rundens sum
prompt-next-row = { $name }, rad { $row } (sum så langt: { $sum })
prompt-grid-points = { $name }: { $grid } = { $points } poeng
prompt-grid-points-without = { $name }: { $grid } = { $points } poeng (uten { $lines })
prompt-grid-without-line = { $line }: { $what }
prompt-grid-again = { $problem }; skriv rutenettet til { $name } på nytt
prompt-row-length = en rad har 4 kort, denne har { $found }{ $over ->
    [yes] {""}
   *[no] ; skriv fjernede kort som x
}
prompt-whole-grid-later = dette er et helt rutenett, og det kan bare skrives inn ved rad 1; skriv bare rad { $row } her (4 kort)
prompt-closer = Hvem avsluttet runden?
prompt-held = Actionkort igjen på hånden? ({ $example } for ett kort; bare Enter: ingen)
prompt-dealer = Hvem delte ut? (står flere likt, begynner den av dem som sitter nærmest til venstre for giveren)
# Under en meny der markøren ikke står på noe valg (bare Enter velger ingenting).
menu-pick-hint = (velg med piltastene, og trykk så Enter)
menu-picked-none = (ingen er valgt ennå: gå til et navn med piltastene, og trykk så Enter)
prompt-answer = svar { $yes } eller { $no }
menu-record = Skriv den inn
menu-change-entry = Rett rutenettet eller summen til én spiller
menu-change-closer = Rett hvem som avsluttet
menu-cancel = Avbryt
menu-which-player = Hvilken spiller vil du rette?
menu-leave-draft = Fortsett senere (lagres som utkast)
menu-discard-draft = Forkast utkastet

## Utkastet til runden som fylles ut

draft-nothing-in = ingenting er skrevet inn ennå
draft-grids-in = { $count ->
    [one] rutenettet til { $names } er skrevet inn
   *[other] rutenettene til { $names } er skrevet inn
}
draft-totals-in = { $count ->
    [one] summen til { $names } er skrevet inn
   *[other] summene til { $names } er skrevet inn
}
draft-grids-and-totals-in = { $grid_count ->
    [one] rutenettet
   *[other] rutenettene
} til { $grids } og { $total_count ->
    [one] summen
   *[other] summene
} til { $totals } er skrevet inn
draft-closer = { $name } avsluttet runden
draft-holds = { $entered }; { $closer }
draft-status = Runde { $round } er lagret som utkast: { $holds }. skyjo round fortsetter herfra.
draft-status-stale = Et utkast til runde { $round } er lagret, men det kan ikke lenger skrives inn: spillet har { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
} nå. skyjo round --discard-draft forkaster det.
draft-status-over = Et utkast til runde { $round } er lagret, men spillet tar ikke flere runder. skyjo round --discard-draft forkaster det.
draft-resumed = Fortsetter fra utkastet til runde { $round } i spill { $game }: { $holds }.
draft-stale = Utkastet til runde { $round } i spill { $game } kan ikke lenger skrives inn: spillet har { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
} nå.
draft-stale-question = Vil du forkaste det og begynne på runde { $next }?
draft-discard-question = Vil du forkaste utkastet til runde { $round } i spill { $game } ({ $holds })?
draft-discarded = Utkastet til runde { $round } i spill { $game } er forkastet.
draft-none = Spill { $game } har ikke noe utkast å forkaste.
draft-kept = Runde { $round } i spill { $game } er lagret som utkast; skyjo round fortsetter herfra.

## Diagrammer

chart-empty = (ingenting å tegne ennå)
chart-axis = { $label } ({ $first } til { $last })
chart-axis-round = runde
chart-axis-game = spill
chart-legend = { $legend }; * der linjene møtes
chart-totals-heading = Spill { $game }: summen etter hver runde (0 før den første), { $end }
chart-target = mål { $target }
chart-rounds = { $rounds } runder

## Kortassistenten

odds-unseen = { $left ->
    [one] 1 usett kort
   *[other] { $left } usette kort
}: { $parts }.
odds-unseen-all = { $left } usette kort: hele kortstokken.
odds-unseen-seen = { $count } som er sett
odds-unseen-removed = { $count } i fjernede kolonner
odds-unseen-open = { $count ->
    [one] 1 åpent i rutenettene
   *[other] { $count } åpne i rutenettene
}
odds-unseen-discard = 1 øverst på kastebunken
odds-col-card = Kort
odds-col-left = Igjen
odds-col-next = Neste kort
odds-col-next-or-lower = Neste eller lavere
odds-col-within = Minst ett av de { $draws } neste
odds-unknown-card = Et skjult kort er i snitt verdt { $mean }.
odds-explain-card = De usette kortene: snitt { $mean }, standardavvik { $sd } (skyjo docs odds).
odds-hidden-sum = { $count ->
    [one] 1 skjult kort er i snitt verdt { $mean }; i { $p } av tilfellene mellom { $low } og { $high }.
   *[other] { $count } skjulte kort gir til sammen { $mean } i snitt; i { $p } av tilfellene mellom { $low } og { $high }.
}
odds-explain-sum = Summen: snitt { $mean }, kvartiler { $q1 } / { $q2 } / { $q3 } (skyjo docs odds).
odds-col-sum = Sum
odds-col-sum-is = Nøyaktig
odds-col-sum-at-most = Dette eller mindre
odds-sum-or-less = { $sum } eller mindre
odds-sum-or-more = { $sum } eller mer
odds-percent-under = under { $p }
odds-percent-over = over { $p }
risk-interval = (95 %: { $low } til { $high })
risk-col-score = Dine poeng
risk-col-p = Risiko for å bli doblet
risk-col-expected = Forventede poeng
risk-row-now = { $score } (nå)
risk-method = Metode: { $method }.
risk-method-exact = eksakt (hver mulig trekning regnet gjennom)
risk-method-monte-carlo = Monte Carlo, { $samples } stikkprøver, fast startverdi, 95 %-intervaller
risk-turn-none = ingen siste tur: rutenettene snus slik de ligger
risk-turn-greedy = { $count ->
    [one] { $order } får en siste tur
   *[other] hver motspiller tar en siste tur, i rekkefølgen { $order }
}: tar det øverste kortet på kastebunken eller trekker et kort, og legger det der det sparer flest poeng
risk-columns-reveal = kolonner med tre like kort fjernes når kortene snus
risk-columns-none = ingen kolonner fjernes når kortene snus
risk-tie-doubles = delt laveste poengsum dobles
risk-tie-safe = delt laveste poengsum dobles ikke
risk-negative-safe = 0 poeng eller mindre dobles aldri
risk-negative-doubled = 0 poeng eller mindre dobles også
risk-assumptions = Antakelser: { $hidden ->
    [one] det skjulte kortet kommer
   *[other] de { $hidden } skjulte kortene kommer
} fra de { $pool } usette kortene; { $turn }; { $columns }; { $doubling }; { $negative }. Slik regnes det ut: skyjo risk --explain, skyjo docs odds.
risk-left-out = Lavere poeng er utelatt: én tur til kan høyst få rutenettet ditt ned til { $lowest }.
start-first-highest = { $starter } begynner runde 1 med den høyeste summen av to snudde kort ({ $sum }).
start-first-tied = { $starter } begynner runde 1: { $tied } står likt med { $sum }, og { $starter } sitter nærmest til venstre for giveren, { $dealer }.
start-next-closer = { $starter } begynner runde { $round } i spill { $game } fordi { $starter } avsluttet runde { $last }.
start-next-winner = { $starter } begynner runde { $round } i spill { $game } fordi { $starter } var lavest i runde { $last } (i dette spillet begynner rundens vinner).
start-highest-sum = høyest sum av to snudde kort, { $sum }
start-nearest-dealer = { $tied } står likt med { $sum }; { $starter } sitter nærmest til venstre for giveren ({ $dealer })
start-closed-last = avsluttet runde { $round } (den som avslutter, begynner neste)
start-lowest-last = lavest i runde { $round } (i dette spillet begynner rundens vinner)
deck-complete = Kortstokken er komplett: { $count } kort.
deck-counted = Telte { $count } kort; kortstokken har { $deck }.
deck-missing = Mangler: { $cards }.
deck-extra = For mange: { $cards }.
deck-cards-of = { $count } × { $value }
seen-heading = Spill { $game }, runde { $round }: { $count ->
    [one] 1 kort er sett
   *[other] { $count } kort er sett
}.
seen-cards = Kort som er sett: { $cards }
seen-how = Legg til kortene utenfor rutenettene etter hvert som de dukker opp (kastebunken under det øverste kortet, fjernede kolonner): skyjo seen 9 9 -2; ta ett tilbake med --undo. De åpne kortene i rutenettene og det øverste kortet på kastebunken telles for seg: risk leser dem fra rutenettene sine og --discard, odds fra --open og --discard.
seen-used = Regner med { $count ->
    [one] kortet
   *[other] de { $count } kortene
} som er sett i runde { $round } i spill { $game } (skyjo seen).
risk-verdict = { $band ->
    [safe] Trygt å avslutte: { $p } risiko for å bli doblet.
    [some] En viss risiko: { $p } for å bli doblet; { $hint }.
    [risky] Risikabelt: { $p } risiko for å bli doblet; { $hint }.
   *[likely] Sannsynligvis doblet: { $p } risiko; { $hint }.
}
risk-hint-safe-at = å avslutte med { $score } eller lavere ville vært trygt (under 5 %)
risk-hint-never = selv med { $score } er risikoen { $p }

## Rivalene

players-none = Ingen spillere ennå. Start et spill med: skyjo new NAVN NAVN...
players-col-player = Spiller
players-col-games = Ferdige spill
players-col-wins = Seire
players-col-in-progress = Pågår
players-col-last = Sist spilt
players-renamed = { $old } heter nå { $new } i alle spill.
players-merged = { $removed } er slått sammen med { $kept }: { $count ->
    [one] 1 spill flyttet
   *[other] { $count } spill flyttet
}.
period-none = Ingen spill i den perioden.
stats-col-player = Spiller
stats-col-games = Ferdige spill
stats-col-wins = Seire
stats-col-win-rate = Seiersandel
stats-col-avg-round = Snitt per runde
stats-col-avg-total = Sluttsum i snitt
stats-col-closed = Avsluttede runder
stats-col-doubled = Doblet
stats-col-close-ok = Vellykkede avslutninger
stats-col-columns = { $rows ->
    [yes] Fjernede kolonner/rader
   *[other] Fjernede kolonner
}
stats-col-best = Beste runde
stats-col-worst = Verste runde
stats-col-streak = Seiersrekke
stats-wins-shared = { $wins } ({ $shared ->
    [one] 1 delt
   *[other] { $shared } delte
})
stats-streak = { $now } (lengste { $best })
stats-legend = Alle tall gjelder ferdige spill og rundene deres; et spill som pågår, telles med når det er over. En delt seier teller som seier. Vellykkede avslutninger: avsluttede runder uten dobling. Seiersrekke: seire på rad nå (og den lengste).
stats-in-progress = Et spill som pågår, telles ikke med ennå: { $names }.
rivalry-none = { $a } og { $b } har ikke spilt ferdig et spill sammen { $period ->
    [yes] i den perioden
   *[no] ennå
}.
rivalry-games = { $a } mot { $b }: { $count ->
    [one] 1 ferdig spill
   *[other] { $count } ferdige spill
} sammen.
rivalry-ahead = Endte foran: { $a } { $a_ahead }, { $b } { $b_ahead }, likt { $level }.
rivalry-rounds = Runder med færrest poeng: { $a } { $a_lower }, { $b } { $b_lower }, likt { $equal }.
rivalry-margin = Forskjell i snitt: { $name } ender { $points } poeng lavere.
rivalry-last = { $count ->
    [one] Siste møte:
   *[other] De { $count } siste møtene:
}
rivalry-col-played = Dato
rivalry-col-game = Spill
ratings-none = Ingen ferdige spill ennå: ratingen begynner etter det første.
ratings-col-rank = Plass
ratings-col-player = Spiller
ratings-col-rating = Rating
ratings-col-games = Ferdige spill
ratings-col-uncertainty = Usikkerhet
ratings-method = Elo for flere spillere (start { $start }, K { $k }): hvert par i et ferdig spill teller som en kamp; se skyjo docs ratings.
ratings-method-weng-lin = Weng-Lin (start 25 ± 8,3): hvert ferdig spill rangerer spillerne etter sum; usikkerheten krymper for hvert spill, så en ny spiller flytter seg raskt; se skyjo docs ratings.
edit-done = Runde { $round } i spill { $game } er rettet; den gamle runden er tatt vare på (skyjo log { $game }).
edit-unchanged = Runde { $round } i spill { $game } er uendret: verdiene er de samme som før, så ingen rettelse ble lagret.
edit-question = Vil du lagre rettelsen av runde { $round } i spill { $game }?
log-none = Ingen rettelser og ingen andre endringer.
log-corrected = { $at } Runde { $round } i spill { $game } ble rettet: { $changes }.
log-rescored = { $at } Runde { $round } i spill { $game } ble regnet om med andre regler ({ $rules }; før: { $was }): { $changes }.
log-corrected-note = { $at } Runde { $round } i spill { $game } ble endret ({ $note }): { $changes }.
log-before = før: { $round }
log-after = etter: { $round }
log-round = { $closer } avsluttet; { $scores }
log-score = { $kind ->
    [doubled] { $name } { $score } (doblet fra { $raw })
   *[plain] { $name } { $score }
}
log-no-score = ingen poeng
log-score-changed = { $name } { $before } → { $after }
log-entry-changed = { $kind ->
    [entered] kortene til { $name } ble skrevet inn (fortsatt { $score } poeng)
   *[changed] kortene til { $name } ble rettet (fortsatt { $score } poeng)
}
log-closer-changed = { $after } avsluttet i stedet for { $before }
log-unchanged = ingen poeng ble endret
log-undone = { $at } Runde { $round } i spill { $game } ble tatt tilbake: { $closer } avsluttet; { $scores }.
log-undone-unread = { $at } En runde i spill { $game } ble tatt tilbake.
log-renamed = { $at } { $old } fikk nytt navn: { $new }.
log-merged = { $at } { $removed } ble slått sammen med { $kept }: { $count ->
    [one] 1 spill flyttet
   *[other] { $count } spill flyttet
}.
log-note-set = { $at } Spill { $game } fikk notatet «{ $note }».
log-note-changed = { $at } Notatet til spill { $game } ble endret til «{ $note }» (før: «{ $was }»).
log-note-removed = { $at } Notatet til spill { $game } ble fjernet (det var «{ $was }»).
log-note-cleared = { $at } Notatet til spill { $game } ble tømt.
log-abandoned = { $at } Spill { $game } ble avbrutt: det teller ikke med i noen statistikk.
log-deleted = { $at } Spill { $game } ble slettet ({ $players }, { $rounds ->
    [0] ingen runder
    [one] 1 runde
   *[other] { $rounds } runder
}, startet { $played }); det ble tatt en sikkerhetskopi av historikken først.
log-imported = { $at } { $file } ble importert: { $result }.
edit-no-longer-over = Spill { $game } er ikke lenger over: det spilles en runde til ({ $count ->
    [one] { $names } leder
   *[other] { $names } deler ledelsen
} med { $total }).
edit-new-winner = { $count ->
    [one] Vinneren av spill { $game } er nå { $names }
   *[other] Spill { $game } er nå vunnet av { $names } sammen
} (før: { $was }).
log-kind-edit = rettelse
log-kind-rescore = omregning: { $rules } (før: { $was })
rescore-heading = Spill { $game } regnet om slik: { $rules } (det ble spilt { $was }).
rescore-ends-early = Med disse reglene ville spillet vært over etter runde { $round }.
rescore-saved = Lagret: spillet regnes nå etter disse reglene; { $changed ->
    [one] runden der poengene endret seg, står i skyjo log.
   *[other] de { $changed } rundene der poengene endret seg, står i skyjo log.
}
rescore-saved-unchanged = Lagret: spillet regnes nå etter disse reglene; ingen runde fikk endrede poeng.
rescore-not-saved = Ingenting ble endret; legg til --save for å lagre spillet med disse reglene.
import-done = { $added ->
    [0] Ingen spill importert
    [one] 1 spill importert
   *[other] { $added } spill importert
}; { $skipped ->
    [0] ingen fantes
    [one] 1 fantes
   *[other] { $skipped } fantes
} fra før i historikken.
import-progress = importerer { $done } spill
bgstats-done = { $added ->
    [0] Ingen Skyjo-partier importert
    [one] 1 Skyjo-parti importert
   *[other] { $added } Skyjo-partier importert
} fra BG Stats; { $skipped ->
    [0] ingen fantes
    [one] 1 fantes
   *[other] { $skipped } fantes
} fra før i historikken.
bgstats-other-games = { $plays ->
    [one] 1 parti av et annet spill ble hoppet over.
   *[other] { $plays } partier av andre spill ble hoppet over.
}
bgstats-skipped = { $plays ->
    [one] 1 parti ble hoppet over: { $why }.
   *[other] { $plays } partier ble hoppet over: { $why }.
}
bgstats-skip-no-scores = poeng mangler
bgstats-skip-players = ikke 2 til 8 spillere
bgstats-skip-names = en spiller uten brukbart navn
bgstats-skip-date = ingen lesbar dato
bgstats-skip-no-id = uuid mangler
bgstats-skip-ignored = merket i BG Stats for å holdes utenfor statistikken
bgstats-skip-teams = spilt på lag
backup-done = { $source } er sikkerhetskopiert til { $target }.
restore-done = { $file } er lagt tilbake som { $db }; historikken slik den var, ligger i { $backup }.
restore-done-new = { $file } er lagt tilbake som { $db }.
restore-question = Vil du erstatte historikken { $db } med { $file }? Det lages først en kopi av historikken slik den er nå.
generate-done = Skrev { $games } genererte spill ({ $rounds } runder) til { $db }.


## Rapporten i HTML

report-title = Skyjo: familiens spill
report-period = { $from } til { $to } · { $games ->
    [one] 1 ferdig spill
   *[other] { $games } ferdige spill
}
report-period-day = { $date } · { $games ->
    [one] 1 ferdig spill
   *[other] { $games } ferdige spill
}
report-no-games = Ingen ferdige spill ennå: rapporten begynner etter det første.
report-in-progress = { $games ->
    [one] 1 spill som pågår, er ikke talt med ennå.
   *[other] { $games } spill som pågår, er ikke talt med ennå.
}
report-made = Laget av skyjo { $date }.
report-nothing = Ingenting å vise for denne perioden.
report-only-totals = Spillene i denne perioden har bare sluttsummer (importert fra BG Stats): det er ingen runder å vise.
report-written = Skrev rapporten om { $games ->
    [one] 1 ferdig spill
   *[other] { $games } ferdige spill
} til { $path }.
report-standings = Stilling
report-standings-note = Alle tall gjelder ferdige spill og rundene deres (et spill som pågår, telles med når det er over); en delt seier teller som seier. Rundetallene tar ikke med spill som er importert med bare sluttsummer.
report-col-best-round = Beste runde
report-col-longest-streak = Lengste seiersrekke
report-ratings = Rating over tid
report-ratings-note = Elo for flere spillere etter periodens spill; hver linje ender ved spillerens rating nå.
report-head-to-head = Innbyrdes oppgjør
report-head-to-head-note = Hvor ofte spilleren i raden endte foran spilleren i kolonnen, av de ferdige spillene begge har spilt.
report-head-to-head-cell = { $a } endte foran { $b } i { $ahead } av { $games ->
    [one] 1 spill
   *[other] { $games } spill
}
report-closest = De jevneste spillene
report-closest-note = De ferdige spillene med minst avstand mellom vinneren og nummer to: summen etter hver runde; den stiplede linjen er målet.
report-close-won = Spill { $game } · { $date } · { $names } vant med { $margin } poengs forsprang
report-close-shared = Spill { $game } · { $date } · { $names } delte seieren
report-records = Rekorder
report-record-lowest-round = Laveste runde: { $name } med { $score } (spill { $game }, runde { $round }).
report-record-comeback = Største comeback: { $name } vant spill { $game } selv om vinnersjansen bare var { $chance } etter runde { $round }.
## Vinnerens sjanser under de jevneste spillene (docs/chances.md)
report-chances-note = Under hvert spill: sjansen vinneren hadde til å vinne etter hver runde, slik prognosen ville sett det ved bordet ({ $games } simulerte spill per prognose, innenfor ±{ $margin } prosentpoeng; skyjo docs chances).
report-chances = Sjansen for at { $name } vinner: { $list }
report-chance-after = { $chance } etter runde { $round }
report-record-most-doubled = Oftest doblet etter å ha avsluttet: { $name }, doblet { $doubled ->
    [one] én gang
   *[other] { $doubled } ganger
} i { $closed ->
    [one] 1 avsluttet runde
   *[other] { $closed } avsluttede runder
}.
report-record-most-columns = Flest kolonner fjernet i én runde: { $name } med { $count } (spill { $game }, runde { $round }).

## Regelfeil

grid-of = rutenettet til { $who }
grid-yours = rutenettet ditt
rule-empty-entry = ingenting skrevet inn for { $grid }; oppgi 12 kort (3 rader med 4) eller rundens sum
rule-cell-count = { $grid } har { $found } kort; et rutenett har 12 (3 rader med 4){ $over ->
    [yes] {""}
   *[no] , og fjernede kort skrives som x
}
rule-row-count = { $grid } har { $found } rader; et rutenett har 3 rader med 4, med / mellom radene
rule-row-length = rad { $row } i { $grid } har { $found } kort; en rad har 4{ $over ->
    [yes] {""}
   *[no] {" "}(skriv fjernede kort som x)
}
rule-not-a-card = { $grid } har '{ $token }' der det skal stå et kort; skriv et tall fra -2 til 12, eller x for et fjernet kort
rule-card-out-of-range = { $grid } har { $value }, som ikke er et kort; kortene går fra -2 til 12
rule-face-down = { $grid } har et skjult kort (?); snu alle kortene før poengene telles
rule-partial-column = kolonne { $column } i { $grid } har { $removed ->
    [one] 1 fjernet kort
   *[other] { $removed } fjernede kort
} (x); en fjernet kolonne er x i alle tre radene{ $rows ->
    [yes] {" "}(eller en fjernet rad, x i alle fire cellene)
   *[no] {""}
}
rule-no-lines-removed = { $grid } har fjernede kort (x), men dette spillet spilles uten kolonneregel; skriv kortene slik de ligger
rule-removed-mismatch = { $line } i { $grid } ble fjernet som x{ $a } og x{ $b }; en fjernet linje er like kort, skriv én verdi eller bare x
rule-impossible-total = en sum på { $total } for { $who } er umulig; et rutenett med 3x4 kort gir fra { $min } til { $max } poeng
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
    [7] sjuere
    [8] åttere
    [9] niere
    [10] tiere
    [11] ellevere
    [12] tolvere
   *[other] kort med verdien { $value }
} skrevet inn, men kortstokken har bare { $copies }: sjekk rutenettene
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
    [7] sjuere
    [8] åttere
    [9] niere
    [10] tiere
    [11] ellevere
    [12] tolvere
   *[other] kort med verdien { $value }
} sett i alt (listen over kort som er sett, de åpne kortene i rutenettene og kastebunken til sammen), men kortstokken har bare { $copies }: sjekk kortene
rule-pool-too-small = { $asked } kort etterspurt, men { $left ->
    [0] det er ingen usette kort igjen
    [one] det er bare 1 usett kort igjen
   *[other] det er bare { $left } usette kort igjen
}; be om færre, eller før opp færre kort som sett
rule-opponent = { $who }: { $problem }
rule-player-count = { $found } spillere; Skyjo er for 2 til 8 spillere
rule-dealer-seat = giveren sitter på plass { $seat }, men bordet har { $players } plasser; giveren er en av spillerne
opponent-not-open-sum = '{ $text }' er ikke SYNLIG:SKJULT; skriv den synlige summen og antall skjulte kort, f.eks. 14:3
opponent-too-many-hidden = { $hidden } skjulte kort; et rutenett har 12 kort
opponent-impossible-open = en synlig sum på { $visible } er umulig for et rutenett
opponent-cells = rutenettet har { $found ->
    [one] 1 celle
   *[other] { $found } celler
}; skriv 12 (3 rader med 4): et kort, ? for et skjult kort, x for et fjernet; eller SYNLIG:SKJULT
opponent-partial-column = kolonne { $column } har { $removed ->
    [one] 1 fjernet kort
   *[other] { $removed } fjernede kort
} (x); en fjernet kolonne er x i alle tre radene
cards-not-a-count = '{ $token }' er ikke et antall kort; skriv V*N, f.eks. 9*3 for tre niere
cards-not-a-card = '{ $token }' er ikke et kort; skriv tall fra -2 til 12 med mellomrom mellom, og V*N for N kort med verdien V (-2*5)
cards-not-in-deck = { $value } er ikke et kort; kortene går fra -2 til 12
cards-count-too-large = '{ $token }' teller { $times } kort; kortstokken har 150

## Feil i det du skrev

input-no-players = ingen spillere oppgitt; oppgi 2 til 8 spillere: skyjo new Anna Bertil Cecilia
input-player-count = { $found ->
    [one] 1 spiller oppgitt
   *[other] { $found } spillere oppgitt
}; Skyjo er for 2 til 8 spillere
input-empty-name = spiller { $seat } har tomt navn; gi hver spiller et navn
input-name-with-equals = navnet '{ $name }' inneholder '=', som ikke er lov i et navn, siden runder skrives inn som NAVN=RUTENETT
input-name-too-long = navnet '{ $name }' er for langt; et navn har høyst { $max } tegn
input-name-control = navnet til spiller { $seat } inneholder et kontrolltegn (et linjeskift eller en escape-sekvens); skriv navnet med bokstaver
input-name-invisible = navnet til spiller { $seat } inneholder et usynlig tegn (et mellomrom uten bredde eller et tegn for skriveretning) som kan få det til å ligne et annet navn; skriv navnet på nytt med bare bokstaver
input-same-name = '{ $name }' og '{ $other }' er samme navn; gi hver spiller sitt eget navn
input-name-mixed-scripts = '{ $name }' blander bokstaver fra ulike alfabeter som ligner hverandre (en kyrillisk eller gresk bokstav blant latinske); skriv navnet på nytt med ett alfabet
input-look-alike-names = '{ $name }' og '{ $other }' ligner hverandre; gi hver spiller et navn som kan skilles fra de andre
input-not-name-entry = '{ $arg }' er ikke NAVN=RUTENETT; skriv Anna="1 0 3 4 / -2 2 5 0 / 1 3 0 2" eller Anna=14
input-not-in-game = { $name } er ikke med i spill { $game } ({ $players }); { $hint }
input-closer-not-in-game = { $name }, som avsluttet runden, er ikke med i spill { $game } ({ $players }); { $hint }
input-closer-not-among = { $name }, som avsluttet runden, er ikke blant spillerne ({ $players }); { $hint }
# Slutten når et navn ikke finnes: det nærmeste navnet, ellers rådet om å sjekke stavemåten
name-check-spelling = sjekk stavemåten
name-did-you-mean = mente du { $nearest }?
input-given-twice = { $name } er oppgitt to ganger; oppgi hver spiller én gang
input-not-name-held = '{ $arg }' er ikke et navn og et antall; skriv { $name ->
    [none] NAVN=1
   *[other] { $name }=1
} for ett actionkort igjen på hånden
input-held-without-entry = { $name } har actionkort på hånden, men ikke noe rutenett; oppgi rutenettet til { $name } også
input-held-not-among = { $name } er ikke med i dette spillet ({ $players }); { $hint }
input-rule-of-other-edition = { $flag } er { $edition ->
    [classic] en regel i det klassiske spillet: Skyjo Action fjerner både rader med fire og kolonner med tre; utelat { $flag }
   *[action] en innstilling i Skyjo Action; legg til --edition action, eller utelat { $flag }
}
input-missing-entry = ingenting oppgitt for { $name }; legg til { $name }="RUTENETT" (12 kort) eller { $name }=SUM
input-missing-closer = hvem avsluttet runden? legg til --closer NAVN
input-missing-arguments = { $count ->
    [one] dette mangler
   *[other] disse mangler
}: { $args } (skyjo { $command } --help viser alle valgene)
input-no-current-game = det er ikke noe aktivt spill i { $db }; start et med: skyjo new NAVN... (eller oppgi --game ID)
input-no-home = fant ingen hjemmemappe å lagre historikken i; oppgi --db STI eller sett SKYJO_DB
input-create-folder = kan ikke opprette mappen { $dir } til historikken; oppgi --db STI
input-undo-needs-yes = undo spør først og kan ikke spørre her; legg til --yes for å ta tilbake runde { $round }
input-restore-needs-yes = restore spør først og kan ikke spørre her; legg til --yes for å erstatte { $db } med { $file }
input-date = { $flag } '{ $text }' er ikke en dato; skriv ÅÅÅÅ-MM-DD (2024-06-01), en måned ÅÅÅÅ-MM (2024-06), et år ÅÅÅÅ (2024) eller et RFC 3339-tidspunkt (2024-06-01T18:00:00Z)
input-season = --season '{ $text }' er ikke et år; skriv kalenderåret, for eksempel --season 2025
input-season-with-dates = --season er et helt år og kan ikke brukes sammen med --since eller --until; bruk det ene eller det andre
input-since-after-until = --since { $since } er etter --until { $until }; bruk den tidligste datoen med --since
input-draw-count = --draws { $value } er ikke et antall; oppgi hvor mange kort som trekkes, 1 eller flere
input-hidden-count = --hidden { $value } er ikke et antall; oppgi hvor mange kort som ligger skjult, 0 eller flere
input-draws-too-many = --draws { $draws } er flere enn { $left ->
    [one] det ene usette kortet
   *[other] de { $left } usette kortene
}; be om færre
input-seen = --seen: { $problem }
input-open = --open: { $problem }
input-turned-cards = { $name }: { $problem }
input-turned = { $name } snudde { $count ->
    [one] 1 kort
   *[other] { $count } kort
}; oppgi de to snudde kortene, f.eks. { $name }="9 12"
input-no-dealer = hvem delte ut? legg til --dealer NAVN (står flere likt, begynner den av dem som sitter nærmest til venstre for giveren)
input-dealer-not-among = giveren { $name } er ikke blant spillerne ({ $players })
input-no-rounds-yet = spill { $game } har ingen runder ennå: oppgi giveren og alles to snudde kort for runde 1, som i skyjo start --dealer { $example } { $example }="9 12" ...
input-rows-not-modelled = risk regner ikke med radvarianten; fjern --rows
input-too-many-opponents = { $found } motspillere oppgitt; Skyjo er for 2 til 8 spillere, altså 1 til 7 motspillere
input-discard-not-a-card = --discard { $value } er ikke et kort; kortene går fra -2 til 12
input-negative-margin = --margins { $value } er negativ; en margin er hvor mye lavere enn nå, 0 eller mer
input-generate-needs-db = demo --games skriver en generert historikk til en ny fil; oppgi den med --db FIL
input-generate-exists = { $path } finnes allerede; generatoren skriver en ny historikk, så oppgi en ny fil
input-rescore-unreadable = runde { $round } kan ikke regnes etter disse reglene: { $problem }
input-rescore-ends-early = med disse reglene ville spill { $game } vært over etter runde { $end }, men det har { $rounds } runder; ingenting lagret
input-nothing-to-back-up = det finnes ingen historikk i { $path } å sikkerhetskopiere
input-cannot-read = kan ikke lese { $path }
input-bgstats-file = { $path } er en sikkerhetskopi fra BG Stats, ikke en skyjo-eksport; importer den med: skyjo import --from bgstats { $path }
input-delimiter-needs-csv = --delimiter gjelder bare en CSV-eksport: legg til --format csv
input-cannot-create = kan ikke opprette { $path }
io-not-found = filen eller mappen finnes ikke
io-permission-denied = ingen tilgang
io-already-exists = den finnes allerede; oppgi en ny fil
io-is-a-directory = det er en mappe, ikke en fil
io-not-a-directory = en del av stien er en fil, ikke en mappe
io-read-only = filsystemet er skrivebeskyttet
io-storage-full = disken er full
input-nothing-seen = ingen kort å ta tilbake: ingen kort er sett ennå i runde { $round } i spill { $game }
input-no-game-to-repeat = det finnes ikke noe spill å spille på nytt; start et med: skyjo new NAVN NAVN...
input-cancelled = Stoppet; ingenting ble lagret.
input-cancelled-draft = Stoppet: runde { $round } i spill { $game } er lagret som utkast; skyjo round fortsetter fra det.
input-note-control = et notat kan ikke inneholde et kontrolltegn (et linjeskift eller en escape-sekvens)
input-star-in-score = { $grid } har en stjerne, men runden regnes som klassisk: bare Skyjo Action har stjerner (legg til --edition action)
input-delete-needs-yes = delete spør først og kan ikke spørre her; legg til --yes for å slette spill { $game }
input-nothing-to-change = ingenting å rette i runde { $round } i spill { $game }; oppgi NAVN=RUTENETT for spillerne som skal rettes, eller --closer NAVN
input-no-such-doc = det finnes ikke noe dokument '{ $name }'; disse finnes: { $names }

## Feil i historikken

store-folder-missing = mappen { $dir } finnes ikke; opprett den, eller oppgi en annen sti med --db
store-newer-schema = { $path } ble skrevet av en nyere skyjo (skjema { $found }; denne kjenner skjema { $known }): oppdater skyjo for å åpne den
store-not-skyjo = { $path } er en SQLite-database, men ikke en skyjo-historikk; oppgi en annen fil med --db
store-not-a-database = { $path } er ikke en SQLite-database; oppgi stien til en skyjo-historikk med --db eller SKYJO_DB
store-read-only = { $path } er skrivebeskyttet, eller mappen den ligger i er det (SQLite legger -wal- og -shm-filer ved siden av); gjør begge skrivbare eller oppgi en annen fil med --db
store-cannot-open = kan ikke åpne { $path }; sjekk at mappen finnes og er skrivbar, eller oppgi en annen fil med --db
store-replaced = { $path } ble byttet ut med en annen fil mens skyjo kjørte; ingenting ble skrevet: kjør kommandoen på nytt (skyjo restore legger tilbake en sikkerhetskopi på en trygg måte)
store-corrupt = { $path } er skadet; gjenopprett den fra en sikkerhetskopi (skyjo backup lager dem)
store-corrupt-unnamed = historikken er skadet; legg tilbake en sikkerhetskopi med skyjo restore FIL (skyjo backup lager dem)
store-busy = { $path } har vært opptatt i en annen skyjo for lenge; prøv igjen
store-open-failed = kan ikke åpne { $path }
store-no-wal = { $path } kan ikke bruke WAL-logging (journalmodus { $mode })
store-upgrade-backup = kan ikke sikkerhetskopiere { $path } før den oppgraderes til skjema { $schema }; ingenting ble endret
store-no-game = det finnes ikke noe spill { $game }; vis spillene med: skyjo games
store-no-round = spill { $game } har ingen runde { $round }; det har { $rounds ->
    [0] ingen runder ennå
    [one] 1 runde
   *[other] { $rounds } runder
}
store-game-over = spill { $game } er over; start et nytt med: skyjo new NAVN...
store-abandoned = spill { $game } ble avbrutt; start et nytt med: skyjo new NAVN...
store-totals-only = spill { $game } har bare sluttsummer (importert fra BG Stats); det har ingen runder å legge til eller endre
store-no-rounds = spill { $game } har ingen runder å ta tilbake
store-bad-rules = spill { $game } har regler som denne skyjo ikke kan lese
store-damaged-round = runde { $round } i spill { $game } er skadet (plassene stemmer ikke med de { $players } spillerne i spillet)
store-unreadable-round = runde { $round } i spill { $game } er lagret i en form som denne skyjo ikke kan lese: { $problem }
store-damaged-game = spill { $game } er skadet: det har { $players } spillere
store-unknown-change = endringsloggen har en endring av en type denne skyjo ikke kjenner ({ $kind }): oppdater skyjo til versjonen som skrev den, for å lese loggen
store-round-size = spill { $game } har { $players } spillere, runden har { $given }
store-ends-early = med denne rettelsen ville spill { $game } vært over etter runde { $end }, men det har { $rounds } runder; ingenting endret
store-changed-meanwhile = spill { $game } ble endret mens det ble regnet om; prøv igjen
store-no-seat = spill { $game } har ingen plass { $seat }; det har { $players } spillere
store-draft-stale = utkastet til runde { $round } i spill { $game } kan ikke lenger skrives inn: spillet har { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
} nå; forkast det med skyjo round --discard-draft
store-round-moved-on = runde { $round } i spill { $game } kan ikke lenger fylles ut: spillet har { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
} nå (en runde ble skrevet inn eller tatt tilbake i mellomtiden)
store-draft-in-the-way = spill { $game } har et utkast til runde { $round } ({ $entered }): fortsett fra det med skyjo round i en terminal, eller forkast det med skyjo round --discard-draft
store-draft-changed = utkastet til runde { $round } i spill { $game } ble endret i mellomtiden (i en annen terminal eller på en telefon); her er det slik det ser ut nå
store-backup-exists = { $path } finnes allerede; oppgi en ny fil for sikkerhetskopien
store-backup-folder-missing = mappen { $dir } finnes ikke; opprett den eller oppgi en annen fil
store-backup-create = kan ikke opprette { $path }
store-backup-write = kan ikke skrive sikkerhetskopien { $path }
store-restore-missing = det finnes ingen fil { $path } å legge tilbake; oppgi en sikkerhetskopi av historikken (skyjo backup lager dem)
store-restore-folder = { $path } er en mappe, ikke en fil; oppgi en sikkerhetskopi av historikken (skyjo backup lager dem)
store-restore-not-a-backup = { $path } er ikke en skyjo-historikk; oppgi en sikkerhetskopi laget med skyjo backup
store-restore-same = { $path } er selve historikken; oppgi en sikkerhetskopi som skal legges tilbake i stedet
store-no-player = det finnes ingen spiller { $name }; vis dem med: skyjo players
store-name-taken = { $taken } er allerede en spiller; hvis { $stored } og { $taken } er samme person, bruk: skyjo players merge "{ $taken }" "{ $stored }"
store-same-player = { $a } og { $b } er allerede samme spiller; oppgi to forskjellige spillere
store-played-together = { $a } og { $b } spilte begge i spill { $game }, så de er to personer; ingenting ble slått sammen
store-rival-self = { $name } mot { $name }: oppgi to forskjellige spillere
export-not-json = { $file } er ikke en skyjo-eksport ({ $why }); eksporter en med: skyjo export
export-no-format = { $file } er ikke en skyjo-eksport (ingen "format": "skyjo"); eksporter en med: skyjo export
export-no-version = { $file } har ingen eksportversjon; det er ikke en skyjo-eksport
export-newer = { $file } ble skrevet av en nyere skyjo (eksportversjon { $version }; denne leser versjon { $known }): oppdater skyjo
export-invalid = { $file } er ikke en gyldig skyjo-eksport: { $detail }
bgstats-not-json = { $file } er ikke en BG Stats-eksport ({ $why }); lag en i BG Stats-appen som sikkerhetskopi til fil (BGStatsExport.json)
not-json-syntax = ikke JSON på linje { $line }, kolonne { $column }
not-json-empty = filen er tom
not-json-cut-short = JSON-teksten slutter for tidlig, på linje { $line }, kolonne { $column }
not-json-not-object = JSON, men ikke et JSON-objekt
not-json-unreadable = kan ikke leses: { $detail }
bgstats-not-export = { $file } er ikke en BG Stats-eksport (den har ikke listene "players", "games" og "plays"); lag en i BG Stats-appen som sikkerhetskopi til fil (BGStatsExport.json)
bgstats-invalid = { $file } er ikke en gyldig BG Stats-eksport: { $detail }

## Poenglistene som CSV (export --format csv; docs/export.md): overskriftene
## og ja/nei, slik et norsk regneark viser dem.

csv-game = Spill
csv-played = Startet
csv-game-uid = Spill-id
csv-round = Runde
csv-closer = Avsluttet av
csv-player = Spiller
csv-entry = Inntasting
csv-held = Actionkort igjen på hånden
csv-raw = Poeng før dobling
csv-doubled = Doblet
csv-score = Poeng
csv-total = Sum
csv-yes = ja
csv-no = nei
import-game = spill { $uid } i filen: { $problem }
record-player-count = det har { $found } spillere; Skyjo er for 2 til 8
record-names = spillerne har ikke forskjellige navn på 1 til 24 tegn uten kontrolltegn, usynlige tegn eller '='
record-empty-uid = det har en tom uid
record-time = { $field } '{ $text }' er ikke et RFC 3339-tidspunkt
record-ends-early = det var over etter runde { $end }, men har { $rounds } runder
record-numbering = rundene må nummereres 1, 2, 3...; fant { $found } på plass { $place }
record-lengths = runde { $round }: den trenger én inntasting, poeng før dobling, doblingsmerke og poeng per spiller ({ $players })
record-closer = runde { $round }: { $name }, som avsluttet runden, er ikke med i spillet
record-entry = runde { $round }: { $problem }
record-score = runde { $round }: filen sier at { $name } fikk { $score } ({ $raw } før dobling), spillets regler gir { $expected } ({ $expected_raw } før dobling)
record-final-totals = det har både sluttsummer og runder, eller ikke én sluttsum for hver av sine { $players } spillere

# Beskrivelsene av kommandoene på én linje i --help (resten av --help er på engelsk).
about-skyjo = Poengliste, regeldommer og historikk for kortspillet Skyjo, spilt med ekte kort
about-new = Start et spill; det blir det aktive spillet
about-round = Skriv inn neste runde i det aktive spillet (eller --game ID)
about-status = Det aktive spillet i korte trekk: summer, hvem som leder, hva som er igjen til målet, hvem som begynner, vinnersjansen til hver spiller
about-use = Gjør et lagret spill til det aktive spillet
about-note = Skriv et notat om et spill (et tomt notat fjerner det)
about-abandon = Merk et spill som avbrutt: det tas vare på og vises, men teller ikke med i noen statistikk
about-delete = Slett et spill fra historikken (det tas en sikkerhetskopi først)
about-show = Vis poenglisten til et spill
about-games = Vis spillene i historikken, det nyeste først
about-undo = Ta tilbake siste runde i det aktive spillet (eller --game ID)
about-score = Sjekk en omstridt runde kort for kort; ingenting lagres
about-demo = Spill et eksempelspill i en midlertidig database og vis poenglisten
about-odds = Hva som er igjen i kortstokken, og sjansene for de neste kortene
about-risk = Bør jeg avslutte nå? Risikoen for å bli doblet, ut fra kortene som er sett
about-start = Hvem som begynner en runde
about-seen = Kortene som er sett utenfor rutenettene i runden som pågår (kastebunken under det øverste kortet, fjernede kolonner): legg til, vis, ta tilbake; odds og risk regner i tillegg med de åpne kortene i rutenettene
about-deck = Tell en fysisk kortstokk mot kortstokken på 150 kort
about-deck-check = Tell en fysisk kortstokk: hva som mangler, og hva som er for mye
about-players = Alle i historikken; gi nytt navn eller slå sammen spillere
about-players-rename = Gi en spiller et annet navn (i alle spill)
about-players-merge = Én person skrevet inn under to navn: BEHOLD overtar alle spillene til ANNET
about-stats = Statistikk per spiller: seire, snitt, avslutninger, seiersrekker
about-rivalry = Innbyrdes oppgjør mellom to spillere, i spillene begge har spilt
about-ratings = En rating per spiller (Elo for flere spillere), som tabell og som diagram over tid
about-report = Skriv historikken for en periode som én HTML-side: stilling, rating, innbyrdes oppgjør, de jevneste spillene, rekorder
about-edit = Rett en lagret runde; senere summer følger med, og den gamle runden tas vare på
about-log = Alle endringer som er gjort i historikken i ettertid (rettelser, runder tatt tilbake, nye navn, slettinger, importer), og når
about-rescore = Poenglisten til et spill med andre husregler (--save lagrer den)
about-export = Skriv spill som JSON (hele formatet) eller CSV (poenglisten)
about-import = Les inn spill fra en JSON-eksport (eller en sikkerhetskopi fra BG Stats med --from bgstats); spill som finnes fra før, hoppes over
about-config = Innstillingene som gjelder (flagg, miljøvariabler, innstillingsfil, standardverdier), og hvor hver av dem kommer fra
about-backup = Kopier historikken til en ny fil (SQLites sikkerhetskopi mens den er åpen)
about-restore = Legg en sikkerhetskopi tilbake i stedet for historikken, trygt også mens skyjo kjører (historikken slik den var, kopieres først)
about-docs = Les et dokument i håndboken: { $names }
about-completions = Skriv ut et skript for fullføring i skallet: bash, zsh, fish, powershell eller elvish
about-man = Skriv ut manualsiden (roff), eller skriv alle sidene til en mappe

## Kommandolinjen: overskrifter, plassholdere, bruksfeil og hjelpen til hvert valg

list-or = { $first } eller { $last }
help-usage = Bruk:
help-commands = Kommandoer:
help-arguments = Argumenter:
help-options = Valg:
value-options = VALG
value-command = KOMMANDO
about-help = Vis denne hjelpen eller hjelpen til de oppgitte kommandoene
arg-help = Vis hjelpen
arg-version = Vis versjonen
help-values = mulige verdier
help-default = standard
help-env = miljøvariabel
help-round-grids = Eksempler:
      skyjo round --closer Anna Anna="1 0 3 4 / -2 2 5 0 / 1 3 0 2" Bo=14
      skyjo round --closer Bo Anna=22 Bo="x9 1 2 3 / x9 2 1 1 / x9 1 2 1"
    {""}
    Et rutenett skrives som de 12 kortene rad for rad, 3 rader med 4
    (skråstreken mellom radene kan utelates). En celle er:
      -2 til 12  et kort, med forsiden opp når runden er over
      x          et kort i en kolonne som ble fjernet underveis i runden
      x9         det samme, med verdien til det fjernede kortet (her en nier)
    {"  *          "}Skyjo Action: en stjerne (x* for en som ble fjernet underveis)
      ?          et skjult kort: tas ikke imot her, snu alle kortene først
    En rundesum (Bo=14) er summen av kortene som er igjen i rutenettet.
usage-missing-command = { $command } trenger en kommando; { $command } --help viser dem
usage-unknown-command = '{ $given }' er ikke en kommando; skyjo --help viser dem
usage-unknown-command-suggest = '{ $given }' er ikke en kommando; mente du { $suggestion }? (skyjo --help viser dem)
usage-unknown-argument = { $command } kjenner ikke '{ $given }'; { $command } --help viser hva den tar imot
usage-unknown-argument-suggest = { $command } kjenner ikke '{ $given }'; mente du '{ $suggestion }'?
usage-invalid-value = '{ $value }' er ikke en gyldig verdi for { $arg }; { $command } --help viser hva den tar imot
usage-invalid-value-choose = '{ $value }' er ikke en gyldig verdi for { $arg }; velg { $values }
usage-value-required = { $arg } trenger en verdi; skriv den etter flagget
usage-conflict = { $arg } kan ikke brukes sammen med { $other }; bruk bare ett av dem
usage-other = { $arg } er ikke skrevet slik { $command } leser det; { $command } --help viser hvordan
arg-a = Den ene spilleren
arg-again = Revansje: spillerne og husreglene fra det aktive spillet (regelflagg gjelder fortsatt)
arg-all = Vis alle, også spillerne som står uten spill (etter en sletting)
arg-b = Den andre
arg-deck-check-cards = Kortene som er talt: --cards "-2 -2 0 0 ... 12", med V*N for N kort med verdien V (kan gjentas)
arg-seen-cards = Kort som nettopp er sett utenfor rutenettene (kastebunken under det øverste kortet, fjernede kolonner), legges til listen: 9 9 -2, V*N for N kort med verdien V (etter --, som -- -2*3, når V er negativ); i Skyjo Action '*' for en stjerne
arg-chart = Tegn summene som et diagram i stedet for tabellen
arg-clear = Tøm listen
arg-closer = Hvem som avsluttet runden
arg-edit-closer = Hvem som avsluttet runden [standard: som lagret]
arg-color = Når det skal brukes farger: auto (i en terminal, med mindre NO_COLOR er satt), always, never [standard: innstillingsfilens, ellers auto]
arg-columns = Hvilke kolonner med tre like kort som fjernes: også når kortene snus til slutt (offisielt), bare underveis, eller ingen
arg-config = Innstillingsfilen [standard: config.toml i brukerens mappe for innstillinger]
arg-db = Databasen med historikken [standard: innstillingsfilens, ellers skyjo.db i brukerens datamappe]
arg-dealer = Runde 1: giveren
arg-dir = Skriv skyjo.1 og en side per underkommando (skyjo-round.1, ...) i denne mappen
arg-discard = Det øverste kortet på kastebunken
arg-double-negative = Doble også 0 poeng eller mindre for den som avslutter (husregel)
arg-deck-actions = Skyjo Action: antall actionkort i kortstokken deres, når dere har talt dem (antatt: 27)
arg-deck-stars = Skyjo Action: antall stjernekort i kortstokken deres, når dere har talt dem (antatt: 15)
arg-edition = Utgaven av kortene: klassisk, eller Skyjo Action (stjerner, både rader og kolonner fjernes, actionkort)
arg-doubling = Når den som avsluttet, dobles: delt laveste poengsum dobles (offisielt), delt laveste poengsum dobles ikke, eller aldri
arg-draws = Gi også sjansen for minst ett kort av hver verdi blant de neste K kortene
arg-edit-entries = Rutenettet eller summen til hver spiller som skal rettes, som for `round`: NAVN="RUTENETT" eller NAVN=SUM; de andre blir stående som lagret
arg-round-entries = Hver spillers rutenett ved slutten av runden, eller rundens sum: NAVN="RUTENETT" eller NAVN=14 (eksempler nederst)
arg-score-entries = Hver spillers rutenett ved slutten av runden, eller rundens sum, 2 til 8: NAVN="1 0 3 4 / ..." eller NAVN=14
arg-explain = Forklar én lagret runde kort for kort, slik `score` gjør
arg-file = Filen: en skyjo-eksport, eller med --from bgstats en sikkerhetskopi fra BG Stats-appen (BGStatsExport.json)
arg-format = json: hele formatet som import leser; csv: poenglistene til et regneark, med overskrifter på språket fra --lang (på alle språk unntatt engelsk begynner filen med et BOM-merke, så Excel leser æ, ø og å riktig)
arg-delimiter = Skilletegnet i CSV-filen [standard: semikolon på norsk og andre språk der regneark leser komma som desimaltegn; komma på engelsk]
arg-from = Hvilken app som skrev filen
arg-game = Spillet [standard: det aktive spillet]
arg-held = Skyjo Action: actionkortene en spiller hadde igjen på hånden da runden var over, NAVN=ANTALL (+10 for hvert)
arg-delete-game = Spillet
arg-edit-game = Spillet
arg-log-game = Bare dette spillet
arg-note-game = Spillet
arg-start-game = Et lagret spill: hvem som begynner neste runde [standard: det aktive spillet]
arg-use-game = Spillet
arg-demo-games = Skriv i stedet for eksempelspillet en generert historikk med N spill til --db (en ny fil)
arg-export-games = Spillene [standard: alle]
arg-hidden = Gi også sjansen for hver sum av N skjulte kort
arg-json = Skriv ut JSON (kontrakten i `skyjo docs cli`) i stedet for tabeller
arg-keep = Navnet som beholdes
arg-lang = Språket i alt som skrives for mennesker [standard: innstillingsfilens, ellers fra LC_ALL/LANG, ellers en]
arg-last-turn = Motspillernes siste tur: none (ingen), eller den grådige strategien i `skyjo docs odds`
arg-margins = Marginene som prøves: hva om poengene mine var så mye lavere (med --me RUTENETT aldri lavere enn det én tur til kan gi)
arg-me = Poengene mine hvis jeg avslutter nå, eller rutenettet mitt (de åpne kortene teller som sett)
arg-method = Hvordan ratingen regnes ut
arg-docs-name = Dokumentet [standard: listen over dem]
arg-new-name = Et navn på spillet ("Jul 2026"), vist av show og games
arg-names = Spillerne i den rekkefølgen de sitter, 2 til 8 (du blir spurt i en terminal hvis de utelates)
arg-new = Det nye navnet
arg-no-double-negative = Doble aldri 0 poeng eller mindre (offisielt)
arg-no-input = Spør aldri: en manglende verdi er en feil som nevner flagget sitt
arg-no-rows = Ikke fjern rader (offisielt)
arg-old = Navnet nå
arg-opponents = Hver motspiller, i den rekkefølgen de spiller: NAVN="3 ? ? 9 / ? 9 ? ? / 2 ? 0 9" (? skjult) eller NAVN=SYNLIG:SKJULT
arg-other = Navnet som forsvinner
arg-out = HTML-filen som skrives (erstattes hvis den finnes); - for standard utdata
arg-output = Skriv til denne filen i stedet for standard utdata
arg-path = Den nye filen [standard: ved siden av historikken, med dato og klokkeslett i navnet]
arg-restore-file = Sikkerhetskopien som skal legges tilbake: en skyjo-historikk (skyjo backup lager dem)
arg-player = Bare denne spilleren
arg-round = Runden som skal erstattes
arg-rounds = Spillet slutter i stedet etter så mange runder (husregel)
arg-rows = Fjern også rader med fire like kort (husregel)
arg-star-lines = Skyjo Action: en linje med bare stjerner fjernes etter bonusen (removed), eller blir liggende (kept)
arg-save = Lagre spillet med disse reglene (hver endret runde føres i loggen)
arg-season = Bare spillene fra ett kalenderår (det samme som --since ÅR --until ÅR)
arg-demo-seed = Startverdien til generatoren
arg-risk-seed = Startverdi for Monte Carlo (samme startverdi gir samme svar)
arg-odds-seen = Kort som er sett utenfor rutenettene (kastebunken under det øverste kortet, fjernede kolonner): "3 5 -2 9*3", i Skyjo Action * for en stjerne [standard: listen fra skyjo seen]
arg-odds-open = De åpne kortene i alle rutenettene, talt for seg, utenom --seen: "3 5 -2 9*3"; x9 for et kort i en fjernet kolonne, talt én gang med --seen; i Skyjo Action * for en stjerne
arg-odds-explain = Fortell også hvordan tallene regnes ut (snittet, spredningen, kvartilene)
arg-risk-seen = Kort som er sett utenfor rutenettene (kastebunken under det øverste kortet, fjernede kolonner); de åpne kortene i rutenettene og --discard telles for seg [standard: listen fra skyjo seen]
arg-risk-explain = Fortell også hvordan tallene regnes ut (metoden, stikkprøvene, 95 %-intervallene)
arg-shell = Skallet
arg-since = Bare spill fra og med denne datoen (ÅÅÅÅ-MM-DD, ÅÅÅÅ-MM eller ÅÅÅÅ)
arg-starter = Hvem som begynner rundene etter den første: den som avsluttet sist (offisielt), eller vinneren av forrige runde
arg-target = Spillet slutter etter runden der en sum når dette tallet (offisielt: 100)
arg-text = Notatet
arg-tie-break = Ved delt laveste sluttsum: del seieren (offisielt), eller spill en avgjørende runde
arg-turned = Runde 1: de to snudde kortene til hver spiller, i den rekkefølgen de sitter: NAVN="9 12"
arg-undo = Ta tilbake kortet som sist ble lagt til
arg-until = Bare spill til og med denne datoen (ÅÅÅÅ-MM-DD, ÅÅÅÅ-MM eller ÅÅÅÅ)
arg-wide = Skriv ut tabeller og tekst på hele linjer, uansett hvor bred terminalen er
arg-yes = Ikke spør først
arg-new-yes = Start uten å spørre, også når det aktive spillet ikke er ferdig
arg-round-yes = Skriv inn runden uten den siste bekreftelsen i en terminal
arg-round-discard-draft = Forkast utkastet til runden som fylles ut; med rutenett oppgitt skrives runden inn med dem i stedet
value-rival = MOTSTANDER
value-card = KORT
value-cards = KORT
value-date = DATO
value-dir = MAPPE
value-file = FIL
value-format = FORMAT
value-from = APP
value-game = SPILL
value-id = SPILL
value-k = K
value-keep = BEHOLD
value-lang = SPRÅK
value-list = LISTE
value-method = METODE
value-model = MODELL
value-n = N
value-name = NAVN
value-name-cards = NAVN=KORT
value-name-entry = NAVN=RUTENETT|SUM
value-name-held = NAVN=ANTALL
value-name-grid = NAVN=RUTENETT
value-new = NYTT
value-old = GAMMELT
value-other = ANNET
value-path = STI
value-player = SPILLER
value-points = POENG
value-round = RUNDE
value-rule = REGEL
value-edition = UTGAVE
value-score-grid = POENG|RUTENETT
value-seed = STARTVERDI
value-sep = TEGN
value-shell = SKALL
value-text = TEKST
value-when = NÅR
value-year = ÅR

## Sak 17a: oppsett, spørsmål, navn slik de skrives
sheet-names-in-full = Fulle navn: { $names }
menu-save = Lagre den
input-no-player-nearest = det finnes ingen spiller { $name }; mente du { $nearest }?
name-as-stored = { $typed } → { $name }
input-same-player = { $player } er oppgitt to ganger (den ene gangen som '{ $name }'); oppgi hver spiller én gang
input-several-players = { $name } kan være flere spillere ({ $players }); skriv navnet nøyaktig slik en av dem staves
## Vinnersjansene på poenglisten (status, show; docs/chances.md)
chances-line = Vinnersjanser: { $list }
chances-player = { $name } { $chance }
chances-under-one = under 1 %
chances-over-99 = over 99 %
chances-precision = (±{ $margin } prosentpoeng; { $games } simulerte spill)

## risk som kjenner spillet (risk --as; docs/chances.md)
closing-if-close = Hvis du ({ $name }) avslutter nå, har du { $p } sjanse til å vinne spillet (spillet slutter med denne runden i { $ends } av tilfellene).
closing-if-play-on = Hvis du spiller videre, har du { $p } sjanse til å vinne spillet.
closing-policy = Å spille videre forutsetter at alle, du også, spiller slik de fleste gjør: tar det øverste kortet på kastebunken når det sparer 2 poeng eller mer, legger et trukket kort der det sparer mest, og avslutter bare når eget rutenett ser lavest ut (skyjo docs chances).
closing-verdict-close = Avslutt: { $close } sjanse til å vinne spillet (doblet i { $doubled } av tilfellene); spill videre: { $play_on }.
closing-verdict-play-on = Spill videre: { $play_on } sjanse til å vinne spillet; avslutt nå: { $close }.
closing-no-play-on-grid = Å spille videre er ikke regnet ut: oppgi rutenettet ditt slik det ligger, med --grid (? for et skjult kort).
closing-no-play-on-shorthand = Å spille videre er ikke regnet ut: det krever rutenettet til hver motspiller, ikke SYNLIG:SKJULT.
closing-precision = Spillet: ±{ $margin } prosentpoeng ({ $close } trekninger hvis du avslutter nå{ $play_on ->
    [0] {""}
   *[other] , { $rounds_on } runder hvis du spiller videre
}, fast startverdi).
closing-precision-exact = Spillet: å avslutte nå er regnet nøyaktig ut der spillet slutter{ $play_on ->
    [0] {""}
   *[other] ; ±{ $margin } prosentpoeng ({ $rounds_on } runder hvis du spiller videre, fast startverdi)
}.
input-risk-needs-as = --game, --totals og --grid gjelder risk med et spill: si hvilken spiller du er, med --as NAVN
input-not-a-player = { $name } er ikke med i spillet ({ $players }); sjekk stavemåten
input-opponent-missing = { $name } er med i spillet: oppgi rutenettet eller SYNLIG:SKJULT som { $name }=...
input-me-as-opponent = { $name } er deg (--as): oppgi dine egne kort med --me og --grid, ikke som motspiller
input-total-not-a-number = { $arg }: en sum er et helt tall, f.eks. Anna=42
arg-risk-as-name = Hvilken spiller jeg er: risk tar da med spillet i beregningen (det aktive spillet, --game eller --totals)
arg-risk-game = Spillet runden hører til [standard: det aktive spillet] (med --as)
arg-risk-totals = Et spill som føres på papir: summen til hver spiller, min egen med, i den rekkefølgen de sitter (med --as)
arg-risk-grid = Rutenettet mitt slik det ligger nå, ? for skjulte kort: strategien spiller videre derfra (med --as)
value-name-n = NAVN=N,...
value-grid = RUTENETT

## skyjo serve: siden som vises direkte på telefonene rundt bordet
about-serve = Vis det aktive spillet (eller --game ID) direkte på telefonene rundt bordet, på en side i det lokale nettverket, til du trykker Ctrl-C (siden kan bare leses, med mindre --entry er gitt)
arg-serve-game = Spillet [standard: det aktive spillet; siden følger med når et annet spill blir aktivt]
arg-port = Porten det lyttes på (0: en hvilken som helst ledig port)
arg-bind = Adressen det lyttes på [standard: maskinens adresse på det lokale nettverket, og 127.0.0.1]
arg-no-qr = Ikke tegn QR-koden
value-addr = ADRESSE
serve-listening = Spillet vises på det lokale nettverket:
serve-listening-local = Spillet vises bare på denne datamaskinen:
serve-scan = Skann for å følge spillet på telefonen.
serve-scan-entry = Skann for å følge spillet på telefonen og skrive inn rutenettet ditt der.
serve-link-read = TV, gjester:
serve-link-entry = Telefoner:
serve-also = På denne datamaskinen: { $url }
serve-loopback-only = Fant ikke noe lokalt nettverk: bare denne datamaskinen kan åpne siden (oppgi en annen adresse med --bind).
serve-stop-hint = Trykk Ctrl-C for å stoppe.
serve-stopped = Stoppet: siden vises ikke lenger.
serve-port-in-use = porten er i bruk på { $addr }: stopp programmet som lytter der, eller velg en annen port med --port N
serve-not-here = { $addr } er ikke en adresse på denne datamaskinen: utelat --bind, eller oppgi en av adressene dens (127.0.0.1 for bare denne datamaskinen)
serve-listen-failed = kan ikke lytte på { $addr } ({ $reason }): velg en annen adresse med --bind eller en annen port med --port N
serve-no-random = systemets tilfeldige tall kan ikke leses, så det kan ikke lages noen hemmelig adresse: prøv igjen
serve-title = Skyjo · spill { $game }
serve-title-none = Skyjo
serve-standings = Stilling
serve-sheet = Poengliste
serve-no-rounds = Ingen runder ennå: poenglisten fylles ut etter hvert som rundene skrives inn.
serve-to-go = { $left } igjen
serve-chance = { $percent } vinnersjanse
serve-live = Direkte
serve-offline = Kobler til igjen…
serve-tv-link = TV-visning
serve-sheet-link = Poengliste
serve-not-found = Ikke funnet.
serve-busy = For mange sider er åpne: prøv igjen om litt.
serve-read-only = Denne siden kan bare leses: poengene føres på datamaskinen.

# serve --entry
arg-serve-entry = La telefonene fylle ut runden: hver spiller skriver inn rutenettet sitt på en telefon, og telefonene kan også velge hvem som avsluttet og skrive runden inn
serve-not-allowed = Denne adressen tar ikke imot den metoden.
serve-api-origin = bare siden selv kan skrive her (Origin må være denne adressen)
serve-api-json-only = send forespørselen som application/json
serve-api-too-large = forespørselen er for stor: høyst 4 KiB
serve-api-slow = forespørselen kom for sakte: send den på nytt
serve-api-bad-json = forespørselen kan ikke leses: send den JSON-en som API-et for inntasting tar imot (docs/cli.md)
serve-api-grid-or-total = oppgi nøyaktig én av delene: et rutenett eller en sum
serve-api-no-player = { $name } er ikke med i spill { $game }
serve-api-not-ready = runden er ikke komplett: rutenettet eller summen til hver spiller og hvem som avsluttet, må være med
serve-api-store = historikken kan ikke leses eller skrives
serve-api-other-game = dette gjaldt spill { $asked }, men nå spilles spill { $game }; her er utkastet til det
serve-api-busy = historikken har vært opptatt i en annen skyjo for lenge; prøv igjen om noen sekunder
serve-api-read-only = historikken er skrivebeskyttet på datamaskinen som viser denne siden; gjør den skrivbar der, og prøv så igjen
serve-api-replaced = historikken ble byttet ut med en annen fil på datamaskinen som viser denne siden; ingenting ble skrevet: prøv igjen
serve-api-damaged = historikken er skadet på datamaskinen som viser denne siden; gjenopprett den der fra en sikkerhetskopi (skyjo restore)
serve-no-body = En forespørsel etter en side skal ikke ha noe innhold: send den uten.
serve-bad-request = Forespørselen kan ikke leses.
serve-head-too-large = Hodefeltene i forespørselen er for store: høyst 8 KiB.
serve-api-copied-over = på datamaskinen som viser denne siden, ble historikken overskrevet med en annen fil eller skadet mens serve kjørte; ingenting ble skrevet: stopp serve der med Ctrl-C, legg tilbake en sikkerhetskopi med skyjo restore hvis historikken ikke er som den skal, og start så serve igjen
serve-copied-over = Historikken ble overskrevet med en annen fil eller skadet mens serve kjørte: ingenting mer blir skrevet. På datamaskinen som viser denne siden: stopp serve med Ctrl-C, legg tilbake en sikkerhetskopi med skyjo restore hvis historikken ikke er som den skal, og start så serve igjen.
serve-copied-over-here = Historikken ble overskrevet med en annen fil eller skadet mens serve kjørte: ingenting mer blir skrevet. Stopp serve her med Ctrl-C, legg tilbake en sikkerhetskopi med skyjo restore hvis historikken ikke er som den skal, og start så serve igjen.

# inntastingssiden
entry-round = Runde { $round }
entry-pick = Hvem er du? Trykk på navnet ditt; telefonen husker det for dette spillet.
entry-you = Du er { $name }
entry-not-me = Ikke meg
entry-use-total = Rundens sum i stedet for kortene
entry-grid = Rutenettet ditt
entry-cell = Rad { $row }, kolonne { $column }
entry-sum = Sum: { $sum }
entry-cards-left = { $left ->
    [one] 1 kort igjen
   *[other] { $left } kort igjen
}
entry-gone = Overstreket: kort som ikke lenger teller (en kolonne med tre like kort, eller en som ble fjernet underveis).
entry-removed = ✕ Kolonne fjernet
entry-removed-row = ✕ Rad fjernet
entry-erase = Visk ut
entry-minus = Minus
entry-send-grid = Send rutenettet mitt
entry-send-total = Send summen min
entry-sent = Sendt: alle telefonene rundt bordet ser det.
entry-total-only = en rundesum
entry-waiting = venter
entry-grids = Rutenettene så langt
entry-review = Rundens poeng
entry-review-wait = Poengene vises her når alle rutenettene er inne og det er avgjort hvem som avsluttet.
entry-record = Skriv inn runde { $round }
entry-recorded = Runde { $round } er skrevet inn: den står på poenglisten.
entry-offline = Fikk ikke kontakt med datamaskinen: prøv igjen.
entry-stale = Dette er et utkast til runde { $round } som ligger igjen fra før en runde ble tatt tilbake. Forkast det ved datamaskinen med skyjo round --discard-draft; så skrives runde { $next } inn her.

# advise
advise-take-up = Ta { $card } fra kastebunken og legg det i rad { $row }, kolonne { $column } (i stedet for { $old })
advise-take-down = Ta { $card } fra kastebunken og legg det i stedet for det skjulte kortet i rad { $row }, kolonne { $column }
advise-draw = Trekk et kort (la { $card } ligge)
advise-keep-up = Legg { $card } i rad { $row }, kolonne { $column } (i stedet for { $old })
advise-keep-down = Legg { $card } i stedet for det skjulte kortet i rad { $row }, kolonne { $column }
advise-throw = Kast { $card } og snu kortet i rad { $row }, kolonne { $column }
advise-closes = (da avslutter du runden)
advise-win = du har { $p } sjanse til å vinne spillet
advise-round = du ender runden i snitt { $side ->
    [below] { $lead } { $points } under den laveste av de andre
    [above] { $lead } { $points } over den laveste av de andre
   *[level] på nivå med den laveste av de andre
} (du får { $score } poeng, doblet i { $doubled } av tilfellene)
advise-best = { $choice }: { $outcome }.
advise-best-as = { $name }: { $choice }: { $outcome }.
advise-next = De neste valgene:
advise-item = { $choice }: { $p }
advise-item-round = { $choice }: { $side ->
    [below] { $lead } under den laveste av de andre
    [above] { $lead } over den laveste av de andre
   *[level] på nivå med den laveste av de andre
} ({ $score } poeng, doblet i { $doubled } av tilfellene)
advise-margin-win = Mellom de to første: ±{ $margin } prosentpoeng.
advise-margin-round = Mellom de to første: ±{ $margin } { $points }.
advise-points = { $units ->
   *[other] poeng
}
advise-nothing = Rutenettet ditt har ingen skjulte kort: runden er avsluttet, det er ingenting å velge.
advise-method-game = Slik: hvert valg spilles ut mange ganger fra bordet slik det ligger (de usette kortene stokkes, resten av runden spilles av alle slik de fleste spiller, deretter resten av spillet med rundene i skyjo docs chances), hvert valg med de samme stokkingene; den beste halvdelen av valgene får dobbelt så mange runder, igjen og igjen (skyjo docs advise).
advise-method-round = Slik: hvert valg spilles ut mange ganger fra bordet slik det ligger (de usette kortene stokkes, resten av runden spilles av alle slik de fleste spiller), hvert valg med de samme stokkingene, og rangeres etter poengene mine minus poengene til den laveste av de andre i runden (lavere er bedre); den beste halvdelen av valgene får dobbelt så mange runder, igjen og igjen (skyjo docs advise).
advise-samples = De to beste: { $best } runder hver; { $rollouts } utspilte runder i alt for { $choices } valg, fast startverdi.
about-advise = Hva bør jeg gjøre på min tur? Hvert valg rangert etter sjansen min til å vinne spillet
arg-advise-me = Rutenettet mitt slik det ligger, ? skjult, x fjernet: "5 ? ? 9 / ? 2 ? ? / 0 ? ? 11"
arg-advise-opponents = Hver motspiller, i den rekkefølgen de spiller etter meg: NAVN="3 ? ? 9 / ? 9 ? ? / 2 ? 0 9"
arg-advise-drawn = Kortet jeg trakk, når jeg har trukket (rådet gjelder da hvor jeg skal legge det, eller om jeg skal kaste det og hvilket kort jeg skal snu)
arg-advise-closed = Motspilleren som har avsluttet runden: dette er min siste tur
arg-advise-seen = Kort som er sett utenfor rutenettene (kastebunken under det øverste kortet, fjernede kolonner) [standard: listen fra skyjo seen]
arg-advise-as-name = Hvilken spiller jeg er: valgene rangeres da etter sjansen min til å vinne spillet (det aktive spillet, --game eller --totals)
arg-advise-game = Spillet runden hører til [standard: det aktive spillet] (med --as)
arg-advise-totals = Et spill som føres på papir: summen til hver spiller, min egen med, i den rekkefølgen de sitter (med --as)
arg-advise-samples = Utspilte runder for hvert av de to beste valgene (færre for de andre)
arg-advise-seed = Startverdi for de utspilte rundene (samme startverdi gir samme svar)
arg-advise-explain = Si også hvordan tallene regnes ut (metoden, antall runder, 95 %-intervallene)
docs-about-advise = hvordan advise rangerer valgene på en tur

## skyjo sync: historikken delt gjennom en mappe familien synkroniserer
about-sync = Del historikken med familiens andre enheter gjennom en mappe dere synkroniserer (Syncthing, Dropbox, OneDrive, en minnepenn)
arg-sync-dir = Den delte mappen; første gang lagres den i innstillingsfilen ([sync] folder) [standard: innstillingsfilens]
arg-dry-run = Si hva som ville blitt endret, og endre ingenting
docs-about-sync = historikken på alle familiens enheter
sync-done = Synkronisert med { $folder } (denne enheten: { $device }).
sync-nothing-new = Ikke noe nytt fra { $devices ->
    [0] andre enheter (ingen har skrevet til mappen ennå)
    [one] den andre enheten
   *[other] de { $devices } andre enhetene
}.
sync-came-in = { $changes ->
    [one] 1 endring
   *[other] { $changes } endringer
} kom inn fra { $devices ->
    [one] 1 annen enhet
   *[other] { $devices } andre enheter
}.
sync-games = Spill: { $added } lagt til, { $changed } endret, { $deleted } slettet; { $log ->
    [one] 1 oppføring
   *[other] { $log } oppføringer
} lagt til i loggen.
sync-renumbered = Spill { $from } er nå spill { $to }: { $why ->
    [imported] det ble importert, og en enhet som ikke visste om importen, ga nummer { $from } til et spill som ble startet ved bordet
    [shifted] nummer { $from } gikk til et spill som først måtte bytte nummer
   *[given] en annen enhet ga nummer { $from } til et annet spill først
}.
sync-renumbered-run = { $games ->
    [2] Spill { $from } og { $from_end } er nå spill { $to } og { $to_end }
   *[other] Spill { $from }–{ $from_end } er nå spill { $to }–{ $to_end }
}: { $why ->
    [imported] de ble importert, og en enhet som ikke visste om importen, ga numrene til spill som ble startet ved bordet
    [shifted] numrene gikk til spill som først måtte bytte nummer
   *[given] en annen enhet ga numrene til andre spill først
}.
sync-renumbered-more = { $games ->
    [one] 1 spill til fikk et annet nummer: skyjo games viser hvilket nummer det har nå.
   *[other] { $games } spill til fikk andre numre: skyjo games viser hvilke numre de har nå.
}
sync-read-again = { $file } slutter ikke lenger som ved forrige synkronisering (en annen kopi av filen er lagt på plassen dens): den leses på nytt fra begynnelsen; ingenting telles to ganger.
sync-torn = { $file } slutter med en linje som fortsatt kopieres: den leses ved neste synkronisering.
sync-torn-own = { $file }, journalen til denne enheten, slutter med en linje som ble avbrutt da skyjo ble stoppet midt i skrivingen: linjen fjernes, og endringen skrives på nytt i sin helhet.
sync-cut-own = { $file }, journalen til denne enheten, hadde { $lines ->
    [one] en linje
   *[other] { $lines } linjer
} som var kuttet over på midten: { $changes ->
    [one] endringen som manglet, skrives
   *[other] de { $changes } endringene som manglet, skrives
} på nytt i sin helhet, og { $lines ->
    [one] den kuttede linjen tømmes
   *[other] de kuttede linjene tømmes
}.
sync-missing = { $changes ->
    [one] 1 endring
   *[other] { $changes } endringer
} fra enheten { $device } har ikke kommet hit (journalen dens har en linje som er kuttet over på midten): den enheten skriver { $changes ->
    [one] den
   *[other] dem
} på nytt i sin helhet ved neste synkronisering.
sync-written = { $changes ->
    [0] Denne enheten har ikke noe nytt å skrive
    [one] Skrev 1 endring fra denne enheten
   *[other] Skrev { $changes } endringer fra denne enheten
} ({ $file }).
sync-kept = Mappen er lagret i { $file }: fra nå av holder det med `skyjo sync`, og hver endring skrives til mappen med en gang den gjøres.
sync-dry-run = Ingenting ble endret (--dry-run).
sync-dry-done = Dette ville en synkronisering med { $folder } gjort (denne enheten: { $device }):
sync-dry-done-new = Dette ville en synkronisering med { $folder } gjort (denne enheten får sin ID ved første synkronisering):
sync-would-come-in = { $changes ->
    [one] 1 endring
   *[other] { $changes } endringer
} ville kommet inn fra { $devices ->
    [one] 1 annen enhet
   *[other] { $devices } andre enheter
}.
sync-would-write = { $changes ->
    [0] Denne enheten har ikke noe nytt å skrive
    [one] 1 endring fra denne enheten ville blitt skrevet
   *[other] { $changes } endringer fra denne enheten ville blitt skrevet
} ({ $file }).
sync-would-keep = Mappen ville blitt lagret i { $file }, og fra da av ville det holdt med `skyjo sync`.
sync-written-none-yet = Denne enheten har ingen endringer å skrive ennå; filen { $file } lages ved den første endringen.
sync-copy-here = Denne historikken er en kopi: en annen datamaskin skrev andre endringer som enhet { $old }. Denne enheten er nå { $device }; endringene fra begge er tatt vare på, og der de endret samme runde, gjelder den seneste.
sync-copy-other = Enhet { $old } har to kopier av historikken sin i bruk: endringene fra begge er tatt vare på (hver kopi får en ny enhets-ID ved neste synkronisering).
sync-late-rounds = Spill { $game } ble slettet på en annen enhet, som ikke hadde { $rounds ->
    [one] runde { $numbers }, som ble skrevet inn her: runden forsvant med spillet.
   *[other] rundene { $numbers }, som ble skrevet inn her: rundene forsvant med spillet.
}
sync-late-kept = Historikken slik den var før denne synkroniseringen, er lagret i { $backup }.
sync-current = Spill { $game } ({ $players }) pågår og kom inn fra en annen enhet: det er nå det aktive spillet her.
status-unfinished = Spill som pågår: velg et med skyjo use SPILL.
status-unfinished-game = skyjo use { $game }   ({ $players }, { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
})
sync-not-written = merk: endringen er i historikken, men ikke i synkroniseringsmappen ennå ({ $why }); neste skyjo sync skriver den
sync-no-folder = ingen synkroniseringsmappe: oppgi mappen familien deler, som i skyjo sync ~/Sync/skyjo (den huskes til neste gang)
sync-folder-missing = synkroniseringsmappen { $dir } finnes ikke (er ikke minnepennen satt i?); historikken ble ikke endret
sync-cannot-read = kan ikke lese { $path } i synkroniseringsmappen; historikken ble ikke endret
sync-cannot-write = kan ikke skrive { $path } (er synkroniseringsmappen skrivebeskyttet?); historikken ble ikke endret
sync-cannot-keep = synkronisert, men kan ikke lagre mappen i innstillingsfilen { $path }; oppgi mappen igjen neste gang
sync-left-out = { $lines ->
    [one] 1 linje i synkroniseringsmappen ble hoppet over (se ovenfor)
   *[other] { $lines } linjer i synkroniseringsmappen ble hoppet over (se ovenfor)
}; alt annet er i historikken
sync-left-out-journals = { $lines ->
    [0] { $journals ->
        [one] 1 journal i synkroniseringsmappen ble hoppet over
       *[other] { $journals } journaler i synkroniseringsmappen ble hoppet over
    }
   *[other] { $journals ->
        [one] 1 journal
       *[other] { $journals } journaler
    } og { $lines ->
        [one] 1 linje
       *[other] { $lines } linjer
    } i synkroniseringsmappen ble hoppet over
} (se ovenfor); alt annet er i historikken
sync-waits = En annen synkronisering (skyjo sync) av denne historikken pågår: denne venter til den er ferdig.
sync-set-aside-round = Runde { $round } i spill { $game } ble endret på to enheter i mellomtiden: { $side ->
    [here] endringen fra den andre enheten gjelder, og den som ble gjort her, ble lagt til side
    [there] endringen som ble gjort her, gjelder, og den fra den andre enheten ble lagt til side
   *[others] den seneste endringen gjelder, og den andre ble lagt til side
} ({ $what }); skyjo log { $game } viser den.
sync-set-aside-game = Spill { $game } ble endret på to enheter i mellomtiden: { $side ->
    [here] endringen fra den andre enheten gjelder, og den som ble gjort her, ble lagt til side
    [there] endringen som ble gjort her, gjelder, og den fra den andre enheten ble lagt til side
   *[others] den seneste endringen gjelder, og den andre ble lagt til side
} ({ $what }); skyjo log { $game } viser den.
sync-line-not-json = { $file } linje { $line }: ikke en skyjo-operasjon ({ $detail }); linjen ble hoppet over
sync-line-too-long = { $file } linje { $line }: lengre enn { $max } byte; linjen ble hoppet over
sync-line-other-device = { $file } linje { $line }: operasjonen { $id } tilhører en annen enhet, ikke denne journalen; linjen ble hoppet over
sync-not-a-journal = { $file } er ikke en skyjo-journal (den første linjen sier ikke det); den ble hoppet over
sync-newer-format = { $file } er en journal i format { $found }, nyere enn denne skyjo kan lese ({ $known }); oppdater skyjo på denne enheten; journalen ble ikke rørt
sync-header-device = { $file } sier at den er journalen til enhet { $device }, ikke til enheten filnavnet angir; den ble hoppet over
sync-op-refused = { $file } linje { $line }: { $problem }; den endringen ble hoppet over
sync-no-such-game = den endrer spill { $game }, som ingen journal noen gang har startet
sync-unknown-log = en loggoppføring av en type denne skyjo ikke kjenner ({ $kind })
log-overridden-round = { $at } Runde { $round } i spill { $game } ble endret på to enheter i mellomtiden; den seneste endringen gjelder, og denne ble lagt til side: { $closer } avsluttet; { $scores }.
log-overridden-game = { $at } Spill { $game } ble endret på to enheter i mellomtiden; den seneste endringen gjelder, og denne ble lagt til side: { $what }.
log-aside-name = navnet «{ $name }»
log-aside-no-name = ikke noe navn
log-aside-note = notatet «{ $note }»
log-aside-no-note = ikke noe notat
log-aside-players = spillerne { $players }
log-aside-abandoned = avbrutt
log-aside-not-abandoned = ikke avbrutt
log-overridden = { $at } Spill { $game } ble endret på to enheter i mellomtiden; den seneste endringen gjelder, og denne ble lagt til side.
sync-status = Synkronisert: denne enheten leste synkroniseringsmappen sist { $at } ({ $changes ->
    [one] 1 endring kom inn
   *[other] { $changes } endringer kom inn
}).
sync-status-pending = Endringer gjort her venter på mappen: skyjo sync skriver dem.
sync-name-fits = { $count ->
    [one] { $name }, en spiller i et spill fra en annen enhet, kan være { $players } her: beholdes som egen spiller (hvis det er samme spiller: skyjo players merge { $players } { $name }).
   *[other] { $name }, en spiller i et spill fra en annen enhet, passer til { $players } her: beholdes som egen spiller (hvis det er en av dem: skyjo players merge NAVN { $name }).
}
about-config-set = Lagre en innstilling i innstillingsfilen: `skyjo config set sync.folder ~/Sync/skyjo`
about-config-unset = Ta en innstilling ut av innstillingsfilen: standardverdien gjelder igjen
arg-key = Innstillingen, slik skyjo config viser den (lang, color, db, doubling, target, sync.folder, ...)
arg-config-unset-key = Innstillingen, slik skyjo config viser den
arg-value = Verdien
value-key = NØKKEL
value-value = VERDI
config-set = { $key } = { $value } er lagret i { $file }.
config-unset = { $key } er tatt ut av { $file }: standardverdien gjelder igjen.
input-no-such-setting = det finnes ingen innstilling { $key }; innstillingene er { $keys }
sync-folder-away = merk: synkroniseringsmappen { $dir } er ikke tilgjengelig; endringen er i historikken, og neste skyjo sync skriver den når mappen er på plass igjen
rule-action-not-a-card = { $grid } har '{ $token }' der det skal stå et kort; skriv et tall fra -2 til 12, * for en stjerne, eller x for et fjernet kort
rule-action-stars-exceeded = { $found } stjerner skrevet inn; kortstokken har bare { $copies }: sjekk rutenettene
rule-action-held-range = { $who } har { $held } actionkort på hånden; skriv et tall fra 0 til { $max }
rule-action-held-exceeded = { $found } actionkort på hånden i alt; kortstokken har bare { $copies }: sjekk antallene
rule-star-in-classic = { $grid } har en stjerne, men dette spillet er klassisk: bare Skyjo Action har stjerner (start et slikt spill med --edition action)
rule-held-in-classic = { $who } har actionkort igjen på hånden, men dette spillet er klassisk: bare Skyjo Action har actionkort
rule-held-with-total = { $who } er skrevet inn med en sum, som allerede teller med actionkortene på hånden: skriv inn rutenettet i stedet, eller legg til 10 i summen for hvert av dem

## Skyjo Action på telefonene

entry-action = Skyjo Action: en stjerne (★) fyller ut enhver linje med like kort, og teller 0 alene; en rad med fire og en kolonne med tre fjernes; +10 for hvert actionkort som er igjen på hånden.
entry-star = Stjerne
entry-gone-action = Overstreket: kort som ikke lenger teller (en rad med fire eller en kolonne med tre like kort, stjerner medregnet, eller en linje som ble fjernet underveis).
entry-star-removed = En stjerne i en fjernet linje: trykk på ruten, og så på ★ (✕★). En fjernet linje med bare stjerner gir bonusen sin.
entry-held = Actionkort igjen på hånden
entry-held-less = Ett actionkort færre
entry-held-more = Ett actionkort til
entry-held-count = { $held ->
    [one] ett actionkort på hånden: +{ $points }
   *[other] { $held } actionkort på hånden: +{ $points }
}

## Skyjo Action og kortassistenten

arg-odds-edition = Kortstokken: klassisk, eller tallkortene og stjernene i Skyjo Action, med antatt antall av hvert [standard: det aktive spillets]
cards-star-in-classic = en stjerne (*) er ikke et kort i den klassiske kortstokken: bare Skyjo Action har stjerner
rule-seen-stars-exceeded = { $found } stjerner sett i alt (listen over kort som er sett, de åpne kortene i rutenettene og de fjernede til sammen); kortstokken har bare { $copies }: sjekk kortene
odds-sum-with-stars = summen av skjulte kort gis ikke for Skyjo Action: en skjult stjerne teller 0 alene, men kan stå for et hvilket som helst kort i en linje den fullfører
odds-action-deck = Skyjo Action, { $own ->
    [yes] stjernene slik dere har talt dem, resten antatt
   *[other] antatt kortstokk
}: { $cards } kort, av dem { $stars } stjerner; actionkortene er ikke regnet med.
odds-unknown-card-action = Et skjult kort: en stjerne i { $p } av tilfellene, ellers i snitt verdt { $mean }.
odds-explain-card-action = De usette tallkortene: snitt { $mean }, standardavvik { $sd }; en stjerne har ingen egen verdi (skyjo docs odds).
seen-how-action = Legg til kortene utenfor rutenettene etter hvert som de dukker opp (kastebunken under det øverste kortet, fjernede linjer), en stjerne som '*' i anførselstegn, ellers leser skallet den som filnavn: skyjo seen 9 '*' -2; ta ett tilbake med --undo. De åpne kortene i rutenettene og det øverste kortet på kastebunken telles for seg: odds leser dem fra --open og --discard.
chances-not-for-action = Vinnersjanser: regnes ikke ut for Skyjo Action (bare klassisk Skyjo simuleres).
input-action-game = spill { $game } er Skyjo Action, og { $command } kan bare det klassiske spillet: en stjerne kan stå for et hvilket som helst kort i linjen sin, og actionkort endrer turene
input-action-current = spill { $game } (det aktive spillet) er Skyjo Action, og { $command } kan bare det klassiske spillet: en stjerne kan stå for et hvilket som helst kort i linjen sin, og actionkort endrer turene (for en runde av det klassiske spillet, legg til --edition classic)
input-action-edition = { $command } kan bare det klassiske spillet, ikke Skyjo Action: en stjerne kan stå for et hvilket som helst kort i linjen sin, og actionkort endrer turene

## Skyjo Action i historikken

arg-only-edition = Bare spillene i én utgave, classic eller action (Skyjo Action) [standard: begge; seirene telles samlet, poengene for hver utgave for seg]
history-edition-none = { $edition ->
    [action] Ingen Skyjo Action-spill
   *[classic] Ingen klassiske spill
} { $period ->
    [yes] i den perioden.
   *[no] ennå.
}
stats-editions-apart = Skyjo Action gir poeng på en annen måte (stjernebonuser, actionkort igjen på hånden, rader som fjernes), så snittene og de beste og verste rundene ovenfor gjelder de klassiske spillene, og tallene for Skyjo Action står nedenfor. Spill, seire, avslutninger og seiersrekker teller begge utgavene.
stats-action-heading = Skyjo Action:
rivalry-none-edition = { $a } og { $b } har ikke spilt ferdig { $edition ->
    [action] et Skyjo Action-spill
   *[classic] et klassisk spill
} sammen { $period ->
    [yes] i den perioden
   *[no] ennå
}.
rivalry-margin-edition = Forskjell i snitt i { $edition ->
    [action] Skyjo Action
   *[classic] klassiske spill
}: { $name } ender { $points } poeng lavere.
report-editions-apart = Skyjo Action gir poeng på en annen måte (stjernebonuser, actionkort igjen på hånden, rader som fjernes), så snittet og den beste runden ovenfor gjelder de klassiske spillene, og tallene for Skyjo Action står her. Spill, seire, seiersandel, avslutninger og seiersrekker teller begge utgavene.
report-record-action-lowest-round = Laveste runde i Skyjo Action: { $name } med { $score } (spill { $game }, runde { $round }).
report-record-action-most-lines = Flest rader og kolonner fjernet i én runde av Skyjo Action: { $name } med { $count } (spill { $game }, runde { $round }).

## Datoen slik leseren skriver den (rapporten): 3. desember 2026
date-long = { $day }. { $month ->
    [1] januar
    [2] februar
    [3] mars
    [4] april
    [5] mai
    [6] juni
    [7] juli
    [8] august
    [9] september
    [10] oktober
    [11] november
   *[12] desember
} { $year }
