# skyjo, svenska. Ordlista: ett ord för varje sak i spelet, som reglerna
# använder dem, och samma ord överallt:
#   parti (ett helt spel, till 100), runda, protokoll, rutnät (3 rader om 4 kort),
#   kolumn, rad, nedvänt kort, sett kort (plural: sedda kort),
#   lek (alla 150 kort), draghög, avläggshög, givaren,
#   avsluta (bara om en runda: den som avslutade), dubblera, dubblerad,
#   färdigspelat parti (ett parti som är slut; aldrig "avslutat parti"),
#   avbrutet parti (aldrig "övergivet"), poäng (en rundas), summa (totalen),
#   lägsta summa, delad lägsta poäng (en rundas), seger, svit (segrar i rad), rating,
#   inställningsfil (aldrig "konfigurationsfil"), rättelse, historik,
#   utkast (rundan som fylls i, sparad tills den skrivs in), spara (en runda),
#   drag (en spelares tur; aldrig "min tur"), Stoppat (efter Ctrl-C).

## Tal och småord

decimal-separator = ,
group-separator = { "\u00A0" }
number-percent = { $number } %
list-and = { $first } och { $last }
# Two items of a longer list, the list going on: "A, B" in "A, B or C".
list-comma = { $first }, { $last }
label-colon = { $label }:
quote-typed = '{ $text }'
error-prefix = fel:
# Whether an error after the prefix begins with a capital letter (German writes a whole sentence after a colon so): yes or no.
error-capital = no
# Between an error and its cause (cannot read x.json: no such file or folder).
error-joiner = {": "}
answer-yes = j ja
answer-no = n nej

## Partiets regler, som protokollets rubrik visar dem

rule-target = till { $target }
rule-rounds = { $rounds ->
    [one] 1 runda
   *[other] { $rounds } rundor
}
rule-columns-in-play = kolumner bara under spelet
rule-no-columns = inga kolumner
rule-rows = rader om fyra
rule-ties-safe = delad lägsta poäng dubbleras inte
rule-no-doubling = ingen dubblering
rule-negatives-doubled = även 0 poäng eller mindre dubbleras
rule-deciding-round = avgörande runda vid lika ställning
rule-round-winner-starts = rundans vinnare börjar
rule-edition-action = Skyjo Action
rule-star-lines-kept = stjärnlinjer ligger kvar
rule-own-deck = egna kortantal

## Protokollet

sheet-heading = Protokoll, parti { $game } · { $played } · { $rules }
sheet-round = Runda
sheet-total = Summa
sheet-to-go = Kvar till { $target }
# The row of what is left, where a sheet is short of room (eight players at 80 columns): the
# target is in the heading above.
sheet-to-go-short = { $target ->
   *[other] Kvar
}
sheet-no-rounds = Inga rundor än. Skriv in en med: skyjo round --closer NAMN NAMN=RUTNÄT...
sheet-legend = I varje ruta: rundans poäng överst och summan hittills under. * avslutade rundan; x2: dubblerad.
sheet-legend-no-doubling = I varje ruta: rundans poäng överst och summan hittills under. * avslutade rundan.
sheet-game-over = Partiet är slut efter { $rounds ->
    [one] 1 runda
   *[other] { $rounds } rundor
}: { $count ->
    [one] { $names } vann
   *[other] { $names } delade segern
} med { $total } poäng totalt.
sheet-totals-won = { $count ->
    [one] { $names } vann
   *[other] { $names } delade segern
} med { $total } poäng totalt.
sheet-leader = { $count ->
    [one] I ledning
   *[other] Delad ledning
}: { $names } med { $total }.
sheet-round-next = Nästa runda: { $round } av { $of }.
sheet-deciding = Partiet skulle vara slut nu, men flera delar den lägsta summan: en avgörande runda spelas.
sheet-next-starter = Nästa runda: { $name } börjar ({ $why }).
sheet-why-closed = avslutade runda { $round }
sheet-why-lowest = lägst i runda { $round }

## En runda förklarad

explain-heading = Parti { $game }, runda { $round }
explain-closer = { $name } (avslutade rundan)
explain-grid = rutnät
explain-removed = borttagen
explain-sum = summa
explain-total = summa
explain-stars = stjärnor
explain-held = actionkort
explain-round-score = rundans poäng
explain-star-bonus = { $line } med bara stjärnor: { $points }{ $kept ->
    [kept] {" "}(stjärnorna ligger kvar)
   *[removed] {""}
}
explain-held-cards = { $held } kvar på handen: +{ $penalty }
explain-entered-total = { $raw } (bara summan angiven: inga kort att kontrollera)
explain-doubling = Dubblering: { $verdict }
explain-scores = Poäng: { $scores }
line-column = kolumn { $number }
line-row = rad { $number }
card-many = { $value ->
    [-2] minustvåor
    [-1] minusettor
    [0] nollor
    [1] ettor
    [2] tvåor
    [3] treor
    [4] fyror
    [5] femmor
    [6] sexor
    [7] sjuor
    [8] åttor
    [9] nior
    [10] tior
    [11] elvor
    [12] tolvor
   *[other] kort med värdet { $value }
}
card-one = { $value ->
    [-2] en minustvåa
    [-1] en minusetta
    [0] en nolla
    [1] en etta
    [2] en tvåa
    [3] en trea
    [4] en fyra
    [5] en femma
    [6] en sexa
    [7] en sjua
    [8] en åtta
    [9] en nia
    [10] en tia
    [11] en elva
    [12] en tolva
   *[other] ett kort med värdet { $value }
}
removed-cards = { $count ->
    [1] { $noun }
    [2] två { $noun }
    [3] tre { $noun }
   *[other] fyra { $noun }
}
removed-equal = { $count ->
    [3] tre lika kort
   *[other] fyra lika kort
}
removed-stars = { $count ->
    [3] tre stjärnor
    [4] fyra stjärnor
   *[other] { $count } stjärnor
}
removed-with-stars = { $cards } och { $stars ->
    [1] en stjärna
    [2] två stjärnor
   *[other] tre stjärnor
}
removed-line = { $line } ({ $what }), { $when ->
    [in-play] under spelet
   *[at-reveal] när korten vändes upp på slutet
}
verdict-has = { $who } har { $raw }
verdict-also-has = { $who } har också { $raw }
verdict-line = { $reason ->
    [alone-lowest] { $closer } avslutade med { $raw }, ensam lägst ({ $against }): dubbleras inte, { $score }
    [tied-lowest] { $closer } avslutade med { $raw }; { $against }: delad lägsta poäng, dubbleras till { $score }
    [tied-safe] { $closer } avslutade med { $raw }; { $against }: i det här partiet dubbleras inte delad lägsta poäng, { $score }
    [not-lowest] { $closer } avslutade med { $raw }; { $against }: inte lägst, dubbleras till { $score }
    [not-positive] { $closer } avslutade med { $raw }; { $against }: 0 poäng eller mindre dubbleras aldrig, { $score }
   *[doubling-off] { $closer } avslutade med { $raw }: det här partiet spelas utan dubblering, { $score }
}

## Protokollets kommandon

new-started = Parti { $game } har börjat: { $players } ({ $rules }). Det är det aktuella partiet.
new-round-one = Runda 1: alla vänder upp två kort; den med högst summa börjar.
new-leave-question = Parti { $game } är inte slut. Börja ett nytt parti ändå?
new-left-behind = Parti { $game } är inte slut; det finns kvar i historiken (gå tillbaka till det med skyjo use { $game }).
new-known-players = { $names } (stavat som i historiken).
new-new-players = { $count ->
    [one] Ny spelare
   *[other] Nya spelare
}: { $names }.
status-heading = Parti { $game } · { $rounds ->
    [0] inga rundor än
    [one] 1 runda spelad
   *[other] { $rounds } rundor spelade
} · { $rules }
status-heading-totals-only = Parti { $game } · bara slutsummor · { $rules }
status-total-to-go = { $total } ({ $left } kvar)
status-none = Det finns inget aktuellt parti. Börja ett med: skyjo new NAMN NAMN... eller välj ett med: skyjo use PARTI
use-done = Parti { $game } är nu det aktuella partiet.
note-done = Anteckningen till parti { $game } är sparad.
note-cleared = Anteckningen till parti { $game } är borttagen.
abandon-done = Parti { $game } är avbrutet: det finns kvar i historiken och räknas inte i någon statistik.
delete-question = Ta bort parti { $game } ({ $players }, { $rounds ->
    [one] 1 runda
   *[other] { $rounds } rundor
}) ur historiken? En säkerhetskopia görs först.
delete-done = Parti { $game } är borttaget; historiken som den såg ut innan finns i { $backup }.
sheet-note = Anteckning: { $note }
sheet-abandoned = Avbrutet: partiet räknas inte i någon statistik.
sheet-totals-only = Bara slutsummorna för det här partiet är kända (importerat från BG Stats): det har inga rundor och räknas inte i någon rundstatistik.
games-abandoned = avbrutet
log-import-after = { $added ->
    [one] 1 parti tillagt
   *[other] { $added } partier tillagda
}, { $skipped } fanns redan
docs-list = Handboken (dokumenten i docs/ i källkoden):
docs-in-english = { $about } (på engelska)
docs-about-rules = så räknar skyjo, och vad husreglerna gör
docs-about-odds = vad kortassistentens siffror betyder
docs-about-chances = chansen att vinna på protokollet
docs-about-cli = kommandon, flaggor, inställningar, JSON
docs-about-export = exportfilen, CSV-filen och BG Stats
docs-about-ratings = så räknas ratingen ut
docs-about-reliability = så tar skyjo hand om historiken
docs-about-generator = historikerna från demo --games
docs-about-performance = hastighet och minne, uppmätt
docs-about-engine = regelmotorns kod, för utvecklare
config-file-read = Inställningarna som gäller (inställningsfil: { $file }):
config-file-missing = Inställningarna som gäller (ingen inställningsfil i { $file }):
config-col-setting = Inställning
config-col-value = Värde
config-col-from = Från
config-from-flag = flagga
config-from-env = miljövariabel
config-from-file = inställningsfil
config-from-locale = systemspråk
config-from-default = standard
config-error = { $line ->
    [0] värdet som gavs till skyjo config set: { $problem }
   *[other] { $file }, rad { $line }: { $problem }
}
config-not-toml = inte TOML; skriv nyckel = värde, text inom citattecken ("sv", eller 'C:\skyjo.db' för en sökväg med omvända snedstreck), ett tal eller true/false, husreglerna överst eller under [rules]
config-unknown-key = det finns ingen inställning '{ $key }'; inställningarna är: { $keys }
config-unknown-key-nearest = det finns ingen inställning '{ $key }'; menade du { $nearest }?
config-not-allowed = { $key } kan inte vara { $value }; möjliga värden: { $allowed }
config-takes-path = en sökväg inom citattecken ("..." eller '...')
# Ett tal en husregel inte tar, från en flagga (--target 20000) eller inställningsfilen (target = 0).
rule-out-of-range = { $rule } kan inte vara { $value }; möjliga värden: { $takes }
rule-takes-range = { $low } till { $high }
config-wrong-place = { $key } hör inte hemma { $here }; skriv den { $there }
config-place-top = överst i filen
config-place-top-or-rules = överst i filen eller under [rules]
config-place-table = under { $table }
config-twice = { $key } är satt två gånger; behåll en
config-target-and-rounds = target och rounds är båda satta; ett parti kan bara sluta på ett sätt, så behåll den ena
config-unreadable = inställningsfilen { $file } kan inte läsas ({ $reason }); ange en annan med --config eller SKYJO_CONFIG
round-recorded = Runda { $round } i parti { $game } är sparad.
round-record-question = Spara runda { $round } i parti { $game }?
undo-question = Ångra runda { $round } i parti { $game } ({ $scores })?
undo-done = Runda { $round } i parti { $game } är ångrad.
undo-draft-kept = Utkastet till runda { $round } i parti { $game } finns kvar, men det gällde rundan efter den som ångrades och kan inte längre sparas: skyjo round frågar om det ska slängas.
nothing-changed = Inget ändrat.
demo-intro = Ett exempelparti, inskrivet i en tillfällig databas (dina egna partier rörs inte).
demo-round-one = Så räknades runda 1 (skyjo show --explain 1 gör likadant för varje sparad runda):
demo-entered = { $rounds } rundor skrevs in med: skyjo round --closer NAMN NAMN="RUTNÄT" NAMN=SUMMA ...

## Partierna

games-none = Inga partier än. Börja ett med: skyjo new NAMN NAMN...
games-col-game = Parti
games-col-played = Datum
games-col-players = Spelare (summa)
games-col-rounds = Rundor
games-col-result = Resultat
games-not-started = inte påbörjat
games-won-by = { $names } vann
games-leads = { $count ->
    [one] { $names } leder
   *[other] { $names } delar ledningen
}
games-current = { $game } (aktuellt)

## Frågor

prompt-player = Spelare { $seat }
prompt-player-or-start = Spelare { $seat } (tryck bara Enter för att börja)
prompt-which-player-named = Vilken spelare menar du med { $name }?
prompt-first-row = { $name }, rad 1 (4 kort, x för ett borttaget kort) eller rundans summa
prompt-first-row-action = { $name }, rad 1 (4 kort, * för en stjärna, x för ett borttaget kort) eller rundans summa
prompt-next-row = { $name }, rad { $row } (summa hittills { $sum })
prompt-grid-points = { $name }: { $grid } = { $points } poäng
prompt-grid-points-without = { $name }: { $grid } = { $points } poäng (utan { $lines })
prompt-grid-without-line = { $line }: { $what }
prompt-grid-again = { $problem }; skriv in rutnätet för { $name } igen
prompt-row-length = en rad har 4 kort, den här har { $found }{ $over ->
    [yes] {""}
   *[no] ; skriv borttagna kort som x
}
prompt-whole-grid-later = det här är ett helt rutnät, och ett helt rutnät skrivs in på rad 1; skriv bara rad { $row } här (4 kort)
prompt-closer = Vem avslutade rundan?
prompt-held = Actionkort kvar på handen? (t.ex. { $example }; bara Enter: inga)
prompt-dealer = Vem gav? (vid samma summa börjar den som sitter närmast till vänster om givaren)
menu-pick-hint = (välj med piltangenterna och tryck Enter)
menu-picked-none = (ingen är vald än: gå till ett namn med piltangenterna och tryck Enter)
prompt-answer = svara { $yes } eller { $no }
menu-record = Spara
menu-change-entry = Ändra en spelares kort eller summa
menu-change-closer = Ändra vem som avslutade
menu-cancel = Avbryt
menu-which-player = Vems kort eller summa vill du ändra?
menu-leave-draft = Fortsätt senare (sparas som utkast)
menu-discard-draft = Släng utkastet

## Utkastet till rundan som fylls i

draft-nothing-in = inget är ifyllt än
draft-grids-in = { $count ->
    [one] rutnätet för { $names } är ifyllt
   *[other] rutnäten för { $names } är ifyllda
}
draft-totals-in = { $count ->
    [one] summan för { $names } är ifylld
   *[other] summorna för { $names } är ifyllda
}
draft-grids-and-totals-in = { $grid_count ->
    [one] rutnätet
   *[other] rutnäten
} för { $grids } och { $total_count ->
    [one] summan
   *[other] summorna
} för { $totals } är ifyllda
draft-closer = { $name } avslutade rundan
draft-holds = { $entered }; { $closer }
draft-status = Runda { $round } är sparad som utkast: { $holds }. Fortsätt med skyjo round.
draft-status-stale = Ett utkast till runda { $round } finns kvar, men det kan inte längre användas: partiet har { $rounds ->
    [one] 1 runda
   *[other] { $rounds } rundor
} nu. skyjo round --discard-draft slänger det.
draft-status-over = Ett utkast till runda { $round } finns kvar, men partiet tar inga fler rundor. skyjo round --discard-draft slänger det.
draft-resumed = Fortsätter från utkastet till runda { $round } i parti { $game }: { $holds }.
draft-stale = Utkastet till runda { $round } i parti { $game } kan inte längre användas: partiet har { $rounds ->
    [one] 1 runda
   *[other] { $rounds } rundor
} nu.
draft-stale-question = Vill du slänga det och börja på runda { $next }?
draft-discard-question = Vill du slänga utkastet till runda { $round } i parti { $game } ({ $holds })?
draft-discarded = Utkastet till runda { $round } i parti { $game } har slängts.
draft-none = Parti { $game } har inget utkast att slänga.
draft-kept = Runda { $round } i parti { $game } är sparad som utkast; fortsätt med skyjo round.

## Diagram

chart-empty = (inget att rita än)
chart-axis = { $label } ({ $first } till { $last })
chart-axis-round = runda
chart-axis-game = parti
chart-legend = { $legend }; * där linjer möts
chart-totals-heading = Parti { $game }: summan efter varje runda (0 före den första), { $end }
chart-target = mål { $target }
chart-rounds = { $rounds } rundor

## Kortleksassistenten

odds-unseen = { $left ->
    [one] 1 osett kort
   *[other] { $left } osedda kort
}: { $parts }.
odds-unseen-all = { $left } osedda kort: hela leken.
odds-unseen-seen = { $count ->
    [one] 1 sett
   *[other] { $count } sedda
}
odds-unseen-removed = { $count } i borttagna kolumner
odds-unseen-open = { $count ->
    [one] 1 uppvänt i rutnäten
   *[other] { $count } uppvända i rutnäten
}
odds-unseen-discard = 1 överst i avläggshögen
odds-col-card = Kort
odds-col-left = Kvar
odds-col-next = Nästa kort
odds-col-next-or-lower = Nästa eller lägre
odds-col-within = Minst ett av de { $draws } nästa
odds-unknown-card = Ett nedvänt kort är i snitt värt { $mean }.
odds-explain-card = De osedda korten: medelvärde { $mean }, standardavvikelse { $sd } (skyjo docs odds).
odds-hidden-sum = { $count ->
    [one] 1 nedvänt kort är i snitt värt { $mean }; i { $p } av fallen mellan { $low } och { $high }.
   *[other] { $count } nedvända kort blir tillsammans i snitt { $mean }; i { $p } av fallen mellan { $low } och { $high }.
}
odds-explain-sum = Summan: medelvärde { $mean }, kvartiler { $q1 } / { $q2 } / { $q3 } (skyjo docs odds).
odds-col-sum = Summa
odds-col-sum-is = Precis detta
odds-col-sum-at-most = Detta eller mindre
odds-sum-or-less = { $sum } eller mindre
odds-sum-or-more = { $sum } eller mer
odds-percent-under = under { $p }
odds-percent-over = över { $p }
risk-interval = (95 %: { $low } till { $high })
risk-col-score = Din poäng
risk-col-p = Risk att bli dubblerad
risk-col-expected = Förväntad poäng
risk-row-now = { $score } (nu)
risk-method = Metod: { $method }.
risk-method-exact = exakt (varje möjlig dragning genomräknad)
risk-method-monte-carlo = Monte Carlo, { $samples } stickprov, fast slumptalsfrö, 95-procentsintervall
risk-turn-none = inget sista drag: rutnäten vänds som de ligger
risk-turn-greedy = { $count ->
    [one] { $order } gör ett sista drag
   *[other] varje motspelare gör ett sista drag, i ordningen { $order }
}: tar översta kortet i avläggshögen eller drar ett kort, och lägger det där det sänker poängen mest
risk-columns-reveal = kolumner med tre lika kort tas bort när korten vänds
risk-columns-none = inga kolumner tas bort när korten vänds
risk-tie-doubles = delad lägsta poäng dubbleras
risk-tie-safe = delad lägsta poäng dubbleras inte
risk-negative-safe = 0 poäng eller mindre dubbleras aldrig
risk-negative-doubled = 0 poäng eller mindre dubbleras också
risk-assumptions = Antaganden: { $hidden ->
    [one] det nedvända kortet kommer
   *[other] de { $hidden } nedvända korten kommer
} ur de { $pool } osedda korten; { $turn }; { $columns }; { $doubling }; { $negative }. Hur det räknas ut: skyjo risk --explain, skyjo docs odds.
risk-left-out = Lägre poäng är utelämnade: ett drag till kan som mest ta ditt rutnät ned till { $lowest }.
start-first-highest = { $starter } börjar runda 1 med den högsta summan av två uppvända kort ({ $sum }).
start-first-tied = { $starter } börjar runda 1: { $tied } har samma summa, { $sum }, och { $starter } sitter närmast till vänster om { $dealer }, som gav.
start-next-closer = { $starter } börjar runda { $round } i parti { $game } eftersom { $starter } avslutade runda { $last }.
start-next-winner = { $starter } börjar runda { $round } i parti { $game } eftersom { $starter } var lägst i runda { $last } (i det här partiet börjar rundans vinnare).
start-highest-sum = högst summa på två vända kort, { $sum }
start-nearest-dealer = { $tied } har samma summa, { $sum }; { $starter } sitter närmast till vänster om givaren ({ $dealer })
start-closed-last = avslutade runda { $round } (den som avslutar börjar)
start-lowest-last = lägst i runda { $round } (i det här partiet börjar rundans vinnare)
deck-complete = Leken är komplett: { $count } kort.
deck-counted = { $count ->
    [one] 1 kort räknat
   *[other] { $count } kort räknade
}; leken har { $deck }.
deck-missing = Saknas: { $cards }.
deck-extra = För många: { $cards }.
deck-cards-of = { $count } × { $value }
seen-heading = Parti { $game }, runda { $round }: { $count ->
    [one] 1 sett kort
   *[other] { $count } sedda kort
}.
seen-cards = Sedda kort: { $cards }
seen-how = Lägg till korten utanför rutnäten när de visas (avläggshögen under det översta kortet, borttagna kolumner): skyjo seen 9 9 -2; ta tillbaka ett med --undo. De uppvända korten i rutnäten och översta kortet i avläggshögen räknas för sig: risk läser dem ur sina rutnät och --discard, odds ur --open och --discard.
seen-used = Räknar med { $count ->
    [one] kortet
   *[other] de { $count } korten
} som setts i runda { $round } i parti { $game } (skyjo seen).
risk-verdict = { $band ->
    [safe] Säkert att avsluta: { $p } risk att bli dubblerad.
    [some] Viss risk: { $p } att bli dubblerad; { $hint }.
    [risky] Riskabelt: { $p } risk att bli dubblerad; { $hint }.
   *[likely] Troligen dubblerad: { $p } risk; { $hint }.
}
risk-hint-safe-at = att avsluta med { $score } eller lägre vore säkert (under 5 %)
risk-hint-never = även med { $score } är risken { $p }

## Rivalerna

players-none = Inga spelare än. Börja ett parti med: skyjo new NAMN NAMN...
players-col-player = Spelare
players-col-games = Färdigspelade partier
players-col-wins = Segrar
players-col-in-progress = Pågående
players-col-last = Senast spelat
players-renamed = { $old } heter nu { $new } i alla partier.
players-merged = { $removed } har slagits ihop med { $kept }, som behålls: { $count ->
    [one] 1 parti flyttat
   *[other] { $count } partier flyttade
}.
period-none = Inga partier under den perioden.
stats-col-player = Spelare
stats-col-games = Färdigspelade partier
stats-col-wins = Segrar
stats-col-win-rate = Andel segrar
stats-col-avg-round = Snitt per runda
stats-col-avg-total = Slutsumma i snitt
stats-col-closed = Avslut
stats-col-doubled = Dubblerade
stats-col-close-ok = Lyckade avslut
stats-col-columns = { $rows ->
    [yes] Borttagna kolumner/rader
   *[other] Borttagna kolumner
}
stats-col-best = Bästa runda
stats-col-worst = Sämsta runda
stats-col-streak = Svit
stats-wins-shared = { $wins } (varav { $shared ->
    [one] 1 delad
   *[other] { $shared } delade
})
stats-streak = { $now } (som längst { $best })
stats-legend = Alla siffror räknar färdigspelade partier och deras rundor; ett parti som pågår räknas när det är slut. En delad seger räknas som seger. Avslut: rundor som spelaren avslutade. Lyckade avslut: avslut utan dubblering. Svit: segrar i rad nu (och den längsta).
stats-in-progress = Ett parti som pågår räknas inte än: { $names }.
rivalry-none = { $a } och { $b } har inte spelat klart ett parti tillsammans { $period ->
    [yes] under den perioden
   *[no] än
}.
rivalry-games = { $a } mot { $b }: { $count ->
    [one] 1 färdigspelat parti
   *[other] { $count } färdigspelade partier
} tillsammans.
rivalry-ahead = Slutade före: { $a } { $a_ahead }, { $b } { $b_ahead }, oavgjort { $level }.
rivalry-rounds = Rundor med lägre poäng: { $a } { $a_lower }, { $b } { $b_lower }, oavgjort { $equal }.
rivalry-margin = Marginal i snitt: { $name } slutar { $points } poäng lägre.
rivalry-last = { $count ->
    [one] Det senaste mötet:
   *[other] De { $count } senaste mötena:
}
rivalry-col-played = Datum
rivalry-col-game = Parti
ratings-none = Inga färdigspelade partier än: ratingen börjar efter det första.
ratings-col-rank = Plats
ratings-col-player = Spelare
ratings-col-rating = Rating
ratings-col-games = Färdigspelade partier
ratings-col-uncertainty = Osäkerhet
ratings-method = Elo för flera spelare (start { $start }, K { $k }): varje par i ett färdigspelat parti räknas som en match; se skyjo docs ratings.
ratings-method-weng-lin = Weng-Lin (start 25 ± 8,3): varje färdigspelat parti rangordnar spelarna efter summa; osäkerheten minskar för varje parti, så en ny spelares rating ändras snabbt; se skyjo docs ratings.
edit-done = Runda { $round } i parti { $game } är rättad; den gamla rundan finns kvar (skyjo log { $game }).
edit-unchanged = Runda { $round } i parti { $game } har redan de värdena: inget ändrades, så inget sparades.
edit-question = Spara rättelsen av runda { $round } i parti { $game }?
log-none = Inga rättelser och inga andra ändringar.
log-corrected = { $at } Runda { $round } i parti { $game } rättades: { $changes }.
log-rescored = { $at } Runda { $round } i parti { $game } räknades om med andra regler ({ $rules }; före: { $was }): { $changes }.
log-corrected-note = { $at } Runda { $round } i parti { $game } ändrades ({ $note }): { $changes }.
log-before = före: { $round }
log-after = efter: { $round }
log-round = { $closer } avslutade; { $scores }
log-score = { $kind ->
    [doubled] { $name } { $score } (dubblerad från { $raw })
   *[plain] { $name } { $score }
}
log-no-score = ingen poäng
log-score-changed = { $name } { $before } → { $after }
log-entry-changed = { $kind ->
    [entered] korten för { $name } skrevs in (fortfarande { $score } poäng)
   *[changed] korten för { $name } rättades (fortfarande { $score } poäng)
}
log-closer-changed = { $after } avslutade i stället för { $before }
log-unchanged = ingen poäng ändrades
log-undone = { $at } Runda { $round } i parti { $game } ångrades: { $closer } avslutade; { $scores }.
log-undone-unread = { $at } En runda i parti { $game } ångrades.
log-renamed = { $at } { $old } bytte namn till { $new }.
log-merged = { $at } { $removed } slogs ihop med { $kept }: { $count ->
    [one] 1 parti flyttat
   *[other] { $count } partier flyttade
}.
log-note-set = { $at } Parti { $game } fick anteckningen ”{ $note }”.
log-note-changed = { $at } Anteckningen till parti { $game } ändrades till ”{ $note }” (före: ”{ $was }”).
log-note-removed = { $at } Anteckningen till parti { $game } togs bort (den var ”{ $was }”).
log-note-cleared = { $at } Anteckningen till parti { $game } tömdes.
log-abandoned = { $at } Parti { $game } markerades som avbrutet: det räknas inte i någon statistik.
log-deleted = { $at } Parti { $game } togs bort ({ $players }, { $rounds ->
    [0] inga rundor
    [one] 1 runda
   *[other] { $rounds } rundor
}, påbörjat { $played }); först gjordes en säkerhetskopia av historiken.
log-imported = { $at } { $file } importerades: { $result }.
edit-no-longer-over = Parti { $game } är inte längre slut: en runda till spelas ({ $count ->
    [one] { $names } leder
   *[other] { $names } delar ledningen
} med { $total }).
edit-new-winner = { $count ->
    [one] Vinnaren av parti { $game } är nu { $names }
   *[other] Segern i parti { $game } delas nu av { $names }
} (före: { $was }).
log-kind-edit = rättelse
log-kind-rescore = omräkning: { $rules } (före: { $was })
rescore-heading = Parti { $game } omräknat { $rules } (spelat { $was }).
rescore-ends-early = Med de här reglerna hade partiet tagit slut efter runda { $round }.
rescore-saved = Sparat: partiet räknas nu med de här reglerna; { $changed ->
    [one] rundan vars poäng ändrades finns i skyjo log.
   *[other] de { $changed } rundorna vars poäng ändrades finns i skyjo log.
}
rescore-saved-unchanged = Sparat: partiet räknas nu med de här reglerna; ingen rundas poäng ändrades.
rescore-not-saved = Inget ändrades; lägg till --save för att spara partiet med de här reglerna.
import-done = { $added ->
    [0] Inga partier importerade
    [one] 1 parti importerat
   *[other] { $added } partier importerade
}; { $skipped ->
    [0] inget fanns
    [one] 1 fanns
   *[other] { $skipped } fanns
} redan i historiken.
import-progress = importerar { $done } partier
bgstats-done = { $added ->
    [one] 1 Skyjo-parti importerat
   *[other] { $added } Skyjo-partier importerade
} från BG Stats; { $skipped ->
    [0] inget fanns
    [one] 1 fanns
   *[other] { $skipped } fanns
} redan i historiken.
bgstats-other-games = { $plays ->
    [one] 1 parti av ett annat spel hoppades över.
   *[other] { $plays } partier av andra spel hoppades över.
}
bgstats-skipped = { $plays ->
    [one] 1 parti hoppades över: { $why }.
   *[other] { $plays } partier hoppades över: { $why }.
}
bgstats-skip-no-scores = poäng saknas
bgstats-skip-players = inte 2 till 8 spelare
bgstats-skip-names = en spelare utan användbart namn
bgstats-skip-date = inget läsbart datum
bgstats-skip-no-id = uuid saknas
bgstats-skip-ignored = markerat i BG Stats att inte räknas i statistiken
bgstats-skip-teams = spelat i lag
backup-done = Säkerhetskopian av { $source } är sparad som { $target }.
restore-done = { $file } har lagts tillbaka som { $db }; historiken som den såg ut innan finns i { $backup }.
restore-done-new = { $file } har lagts tillbaka som { $db }.
restore-question = Vill du ersätta historiken { $db } med { $file }? En kopia av historiken som den är nu görs först.
generate-done = Skrev { $games } genererade partier ({ $rounds } rundor) till { $db }.


## Rapporten i HTML

report-title = Skyjo: familjens partier
report-period = { $from } till { $to } · { $games ->
    [one] 1 färdigspelat parti
   *[other] { $games } färdigspelade partier
}
report-period-day = { $date } · { $games ->
    [one] 1 färdigspelat parti
   *[other] { $games } färdigspelade partier
}
report-no-games = Inga färdigspelade partier än: rapporten börjar efter det första.
report-in-progress = { $games ->
    [one] 1 parti som pågår är inte medräknat än.
   *[other] { $games } partier som pågår är inte medräknade än.
}
report-made = Skapad med skyjo den { $date }.
report-nothing = Inget att visa för den här perioden.
report-only-totals = Periodens partier har bara slutsummor (importerade från BG Stats): det finns inga rundor att visa.
report-written = Rapporten om { $games ->
    [one] 1 färdigspelat parti
   *[other] { $games } färdigspelade partier
} skrevs till { $path }.
report-standings = Tabell
report-standings-note = Alla siffror räknar färdigspelade partier och deras rundor (ett parti som pågår räknas när det är slut); en delad seger räknas som seger. Rundsiffrorna räknar inte partier som importerats med bara slutsummor.
report-col-best-round = Bästa runda
report-col-longest-streak = Längsta svit
report-ratings = Rating över tid
report-ratings-note = Elo för flera spelare efter periodens partier; varje linje slutar vid spelarens rating nu.
report-head-to-head = Inbördes möten
report-head-to-head-note = Hur ofta radens spelare slutade före kolumnens spelare, av de färdigspelade partier som båda spelade.
report-head-to-head-cell = { $a } slutade före { $b } i { $ahead } av { $games ->
    [one] 1 parti
   *[other] { $games } partier
}
report-closest = De jämnaste partierna
report-closest-note = De färdigspelade partierna med minst avstånd mellan vinnaren och tvåan: den löpande summan efter varje runda; den streckade linjen är målet.
report-close-won = Parti { $game } · { $date } · { $names } vann med { $margin } poängs marginal
report-close-shared = Parti { $game } · { $date } · { $names } delade segern
report-records = Rekord
report-record-lowest-round = Lägsta runda: { $name } med { $score } (parti { $game }, runda { $round }).
report-record-comeback = Största upphämtningen: { $name } vann parti { $game } trots en vinstchans på { $chance } efter runda { $round }.
## Vinnarens chanser under de jämnaste partierna (docs/chances.md)
report-chances-note = Under varje parti: vinnarens chans att vinna efter varje runda, som prognosen hade sett ut vid bordet ({ $games } simulerade partier per prognos, inom ±{ $margin } procentenheter; skyjo docs chances).
report-chances = Chansen att { $name } vinner: { $list }
report-chance-after = { $chance } efter runda { $round }
report-record-most-doubled = Oftast dubblerad vid avslut: { $name }, dubblerad { $doubled ->
    [one] en gång
   *[other] { $doubled } gånger
} på { $closed ->
    [one] 1 avslutad runda
   *[other] { $closed } avslutade rundor
}.
report-record-most-columns = Flest borttagna kolumner i en runda: { $name } med { $count } (parti { $game }, runda { $round }).

## Regelfel

grid-of = rutnätet för { $who }
grid-yours = ditt rutnät
rule-empty-entry = inget angivet för { $grid }; ange 12 kort (3 rader om 4) eller rundans summa
rule-cell-count = { $grid } har { $found } kort; ett rutnät har 12 (3 rader om 4){ $over ->
    [yes] {""}
   *[no] , skriv borttagna kort som x
}
rule-row-count = { $grid } har { $found } rader; ett rutnät har 3 rader om 4, med / mellan raderna
rule-row-length = rad { $row } i { $grid } har { $found } kort; en rad har 4{ $over ->
    [yes] {""}
   *[no] {" "}(skriv borttagna kort som x)
}
rule-not-a-card = { $grid } har '{ $token }' där ett kort ska stå; skriv ett tal från -2 till 12 eller x för ett borttaget kort
rule-card-out-of-range = { $grid } har { $value }, som inte är ett kort; korten går från -2 till 12
rule-face-down = { $grid } har ett nedvänt kort (?); vänd alla kort innan poängen räknas
rule-partial-column = kolumn { $column } i { $grid } har { $removed ->
    [one] 1 borttaget kort
   *[other] { $removed } borttagna kort
} (x); en borttagen kolumn är x i alla tre raderna{ $rows ->
    [yes] {" "}(eller en borttagen rad, x i alla fyra rutorna)
   *[no] {""}
}
rule-no-lines-removed = { $grid } har borttagna kort (x), men det här partiet spelas utan kolumnregel; skriv korten som de ligger
rule-removed-mismatch = { $line } i { $grid } togs bort som x{ $a } och x{ $b }; en borttagen linje består av lika kort, så skriv ett värde eller bara x
rule-impossible-total = summan { $total } för { $who } är omöjlig; ett rutnät på 3 × 4 ger från { $min } till { $max }
rule-deck-exceeded = { $found } { $value ->
    [-2] minustvåor
    [-1] minusettor
    [0] nollor
    [1] ettor
    [2] tvåor
    [3] treor
    [4] fyror
    [5] femmor
    [6] sexor
    [7] sjuor
    [8] åttor
    [9] nior
    [10] tior
    [11] elvor
    [12] tolvor
   *[other] kort med värdet { $value }
} angivna, men leken har bara { $copies }: kontrollera rutnäten
rule-seen-exceeded = { $found } { $value ->
    [-2] minustvåor
    [-1] minusettor
    [0] nollor
    [1] ettor
    [2] tvåor
    [3] treor
    [4] fyror
    [5] femmor
    [6] sexor
    [7] sjuor
    [8] åttor
    [9] nior
    [10] tior
    [11] elvor
    [12] tolvor
   *[other] kort med värdet { $value }
} sedda sammanlagt (listan över sedda kort, de uppvända korten i rutnäten och avläggshögen), men leken har bara { $copies }: kontrollera korten
rule-pool-too-small = { $asked } kort efterfrågade, men bara { $left } är osedda; be om färre eller ange färre sedda kort
rule-opponent = { $who }: { $problem }
rule-player-count = { $found } spelare; Skyjo är för 2 till 8 spelare
rule-dealer-seat = givaren sitter på plats { $seat }, men bordet har { $players } platser; givaren är en av spelarna
opponent-not-open-sum = '{ $text }' är inte SYNLIGT:DOLT; skriv den synliga summan och antalet nedvända kort, t.ex. 14:3
opponent-too-many-hidden = { $hidden } nedvända kort; ett rutnät har 12 kort
opponent-impossible-open = en synlig summa på { $visible } är omöjlig för ett rutnät
opponent-cells = rutnätet har { $found ->
    [one] 1 ruta
   *[other] { $found } rutor
}; skriv 12 (3 rader om 4): ett kort, ? för ett nedvänt kort, x för ett borttaget; eller SYNLIGT:DOLT
opponent-partial-column = kolumn { $column } har { $removed ->
    [one] 1 borttaget kort
   *[other] { $removed } borttagna kort
} (x); en borttagen kolumn är x i alla tre raderna
cards-not-a-count = '{ $token }' är inget antal kort; skriv V*N, t.ex. 9*3 för tre nior
cards-not-a-card = '{ $token }' är inget kort; skriv tal från -2 till 12 åtskilda med mellanslag, och V*N för N kort med värdet V (-2*5)
cards-not-in-deck = { $value } är inget kort; korten går från -2 till 12
cards-count-too-large = '{ $token }' räknar { $times } kort; leken har 150

## Fel i det du skrev

input-no-players = inga spelare angivna; ange 2 till 8 spelare: skyjo new Anna Bertil Cecilia
input-player-count = { $found ->
    [one] 1 spelare angiven
   *[other] { $found } spelare angivna
}; Skyjo är för 2 till 8 spelare
input-empty-name = spelare { $seat } har inget namn; ge varje spelare ett namn
input-name-with-equals = namnet '{ $name }' innehåller '='; ett namn får inte innehålla det, eftersom rundor skrivs in som NAMN=RUTNÄT
input-name-too-long = namnet '{ $name }' är för långt; ett namn har högst { $max } tecken
input-name-control = namnet för spelare { $seat } innehåller ett styrtecken (en radbrytning eller en escape-sekvens); skriv namnet med bokstäver
input-name-invisible = namnet för spelare { $seat } innehåller ett osynligt tecken (ett blanksteg utan bredd eller ett tecken som styr skrivriktningen) som får det att se ut som ett annat namn; skriv namnet igen med bara bokstäver
input-same-name = '{ $name }' och '{ $other }' är samma namn; ge varje spelare ett eget namn
input-name-mixed-scripts = '{ $name }' blandar bokstäver från olika alfabet som ser likadana ut (en kyrillisk eller grekisk bokstav bland latinska); skriv namnet igen med ett enda alfabet
input-look-alike-names = '{ $name }' och '{ $other }' ser likadana ut; ge varje spelare ett namn som går att skilja från de andra
input-not-name-entry = '{ $arg }' är inte NAMN=RUTNÄT; skriv Anna="1 0 3 4 / -2 2 5 0 / 1 3 0 2" eller Anna=14
input-not-in-game = { $name } är inte med i parti { $game } ({ $players }); { $hint }
input-closer-not-in-game = den som avslutade, { $name }, är inte med i parti { $game } ({ $players }); { $hint }
input-closer-not-among = den som avslutade, { $name }, är inte bland spelarna ({ $players }); { $hint }
# The end of a name not found: the nearest name, else the advice to check the spelling
name-check-spelling = kontrollera stavningen
name-did-you-mean = menade du { $nearest }?
input-given-twice = { $name } är angiven två gånger; ange varje spelare en gång
input-not-name-held = '{ $arg }' är inte ett namn och ett antal; skriv { $name ->
    [none] NAMN=1
   *[other] { $name }=1
} för ett actionkort kvar på handen
input-held-without-entry = { $name } har actionkort kvar på handen men inget rutnät; ange också rutnätet för { $name }
input-held-not-among = { $name } är inte med i partiet ({ $players }); { $hint }
input-rule-of-other-edition = { $flag } är { $edition ->
    [classic] en regel i det klassiska spelet: Skyjo Action tar bort både rader om fyra och kolumner om tre; utelämna { $flag }
   *[action] en inställning i Skyjo Action; lägg till --edition action, eller utelämna { $flag }
}
input-missing-entry = inget angivet för { $name }; lägg till { $name }="RUTNÄT" (12 kort) eller { $name }=SUMMA
input-missing-closer = vem avslutade rundan? lägg till --closer NAMN
input-missing-arguments = { $args } saknas; ange { $count ->
    [one] argumentet
   *[other] argumenten
} (skyjo { $command } --help visar alla val)
input-no-current-game = det finns inget aktuellt parti i { $db }; börja ett med: skyjo new NAMN... (eller ange --game ID)
input-no-home = hittade ingen hemmapp att spara historiken i; ange --db SÖKVÄG eller sätt SKYJO_DB
input-create-folder = kan inte skapa mappen { $dir } för historiken; ange --db SÖKVÄG
input-undo-needs-yes = undo vill fråga först men kan inte fråga här; lägg till --yes för att ångra runda { $round }
input-restore-needs-yes = restore vill fråga först men kan inte fråga här; lägg till --yes för att ersätta { $db } med { $file }
input-date = { $flag } '{ $text }' är inget datum; skriv ÅÅÅÅ-MM-DD (2024-06-01), en månad ÅÅÅÅ-MM (2024-06), ett år ÅÅÅÅ (2024) eller en RFC 3339-tid (2024-06-01T18:00:00Z)
input-season = --season '{ $text }' är inget år; skriv kalenderåret, till exempel --season 2025
input-season-with-dates = --season är ett helt år och kan inte anges tillsammans med --since eller --until; ange det ena eller det andra
input-since-after-until = --since { $since } är efter --until { $until }; ange det tidigare datumet med --since
input-draw-count = --draws { $value } är inget antal; ange hur många kort som dras, 1 eller fler
input-hidden-count = --hidden { $value } är inget antal; ange hur många kort som ligger nedvända, 0 eller fler
input-draws-too-many = --draws { $draws } är fler än { $left ->
    [one] det enda osedda kortet
   *[other] de { $left } osedda korten
}; be om färre
input-seen = --seen: { $problem }
input-open = --open: { $problem }
input-turned-cards = { $name }: { $problem }
input-turned = { $name } vände { $count } kort; ange de två uppvända korten, t.ex. { $name }="9 12"
input-no-dealer = vem gav? lägg till --dealer NAMN (vid samma summa börjar den som sitter närmast till vänster om givaren)
input-dealer-not-among = givaren { $name } är inte bland spelarna ({ $players })
input-no-rounds-yet = parti { $game } har inga rundor än: för runda 1 anger du givaren och de två kort som var och en vände upp, t.ex. skyjo start --dealer { $example } { $example }="9 12" ...
input-rows-not-modelled = risk räknar inte med radvarianten; ta bort --rows
input-too-many-opponents = { $found } motspelare angivna; Skyjo är för 2 till 8 spelare, alltså 1 till 7 motspelare
input-discard-not-a-card = --discard { $value } är inget kort; korten går från -2 till 12
input-negative-margin = --margins { $value } är negativ; en marginal är hur mycket lägre än nu, 0 eller mer
input-generate-needs-db = demo --games skriver en genererad historik till en ny fil; ange den med --db FIL
input-generate-exists = { $path } finns redan; generatorn skriver en ny historik, så ange en ny fil
input-rescore-unreadable = runda { $round } kan inte räknas med de här reglerna: { $problem }
input-rescore-ends-early = med de här reglerna vore parti { $game } slut efter runda { $end }, men det har { $rounds } rundor; inget sparat
input-nothing-to-back-up = det finns ingen historik i { $path } att säkerhetskopiera
input-cannot-read = kan inte läsa { $path }
input-bgstats-file = { $path } är en säkerhetskopia från BG Stats, ingen skyjo-export; importera den med: skyjo import --from bgstats { $path }
input-delimiter-needs-csv = --delimiter gäller bara en CSV-export: lägg till --format csv
input-cannot-create = kan inte skapa { $path }
io-not-found = filen eller mappen finns inte
io-permission-denied = åtkomst nekad
io-already-exists = den finns redan; ange en ny fil
io-is-a-directory = det är en mapp, inte en fil
io-not-a-directory = en del av sökvägen är en fil, inte en mapp
io-read-only = filsystemet är skrivskyddat
io-storage-full = disken är full
input-nothing-seen = inget kort att ta tillbaka: inga kort är sedda än i runda { $round } i parti { $game }
input-no-game-to-repeat = det finns inget parti att spela igen; börja ett med: skyjo new NAMN NAMN...
input-cancelled = Stoppat; inget sparades.
input-cancelled-draft = Stoppat: runda { $round } i parti { $game } är sparad som utkast; fortsätt med skyjo round.
input-note-control = en anteckning kan inte innehålla ett styrtecken (en radbrytning eller en escape-sekvens)
input-star-in-score = { $grid } har en stjärna, men rundan räknas som klassisk: bara Skyjo Action har stjärnor (lägg till --edition action)
input-delete-needs-yes = delete vill fråga först men kan inte fråga här; lägg till --yes för att ta bort parti { $game }
input-nothing-to-change = inget att ändra i runda { $round } i parti { $game }; ange NAMN=RUTNÄT för spelarna som ska ändras, eller --closer NAMN
input-no-such-doc = det finns inget dokument '{ $name }'; det finns: { $names }

## Fel i historiken

store-folder-missing = mappen { $dir } finns inte; skapa den, eller ange en annan sökväg med --db
store-newer-schema = { $path } skrevs av en nyare version av skyjo (schema { $found }; den här versionen känner till { $known }): installera den nyare versionen för att öppna den
store-not-skyjo = { $path } är en SQLite-databas men ingen skyjo-historik; ange en annan fil med --db
store-not-a-database = { $path } är ingen SQLite-databas; ange sökvägen till en skyjo-historik med --db eller SKYJO_DB
store-read-only = { $path } är skrivskyddad, eller så är dess mapp det (SQLite lägger -wal- och -shm-filer bredvid); gör båda skrivbara eller ange en annan fil med --db
store-cannot-open = kan inte öppna { $path }; kontrollera att mappen finns och är skrivbar, eller ange en annan fil med --db
store-replaced = { $path } byttes ut mot en annan fil medan skyjo körde; inget skrevs: kör kommandot igen (skyjo restore lägger tillbaka en säkerhetskopia på ett säkert sätt)
store-corrupt = { $path } är skadad; återställ den från en säkerhetskopia (skyjo backup gör sådana)
store-corrupt-unnamed = historiken är skadad; lägg tillbaka en säkerhetskopia med skyjo restore FIL (skyjo backup gör sådana)
store-busy = { $path } är upptagen av en annan skyjo för länge; försök igen
store-open-failed = kan inte öppna { $path }
store-no-wal = { $path } kan inte använda WAL-loggning (journalläge { $mode })
store-upgrade-backup = kan inte säkerhetskopiera { $path } innan den uppgraderas till schema { $schema }; inget ändrades
store-no-game = det finns inget parti { $game }; lista partierna med: skyjo games
store-no-round = parti { $game } har ingen runda { $round }; det har { $rounds ->
    [0] inga rundor än
    [one] 1 runda
   *[other] { $rounds } rundor
}
store-game-over = parti { $game } är slut; börja ett nytt med: skyjo new NAMN...
store-abandoned = parti { $game } är avbrutet; börja ett nytt med: skyjo new NAMN...
store-totals-only = parti { $game } har bara slutsummor (importerat från BG Stats); det har inga rundor att lägga till eller ändra
store-no-rounds = parti { $game } har inga rundor att ångra
store-bad-rules = parti { $game } har regler som den här versionen av skyjo inte kan läsa
store-damaged-round = runda { $round } i parti { $game } är skadad (dess platser stämmer inte med partiets { $players } spelare)
store-unreadable-round = runda { $round } i parti { $game } är sparad i en form som den här versionen av skyjo inte kan läsa: { $problem }
store-damaged-game = parti { $game } är skadat: det har { $players } spelare
store-unknown-change = ändringsloggen har en ändring av ett slag som den här versionen av skyjo inte känner till ({ $kind }): installera den version som skrev den för att läsa loggen
store-round-size = parti { $game } har { $players } spelare, rundan har { $given }
store-ends-early = med den här rättelsen vore parti { $game } slut efter runda { $end }, men det har { $rounds } rundor; inget ändrades
store-changed-meanwhile = parti { $game } ändrades medan det räknades om; försök igen
store-no-seat = parti { $game } har ingen plats { $seat }; det har { $players } spelare
store-draft-stale = utkastet till runda { $round } i parti { $game } kan inte längre användas: partiet har { $rounds ->
    [one] 1 runda
   *[other] { $rounds } rundor
} nu; släng det med skyjo round --discard-draft
store-round-moved-on = runda { $round } i parti { $game } kan inte längre fyllas i: partiet har { $rounds ->
    [one] 1 runda
   *[other] { $rounds } rundor
} nu (en runda skrevs in eller togs tillbaka under tiden)
store-draft-in-the-way = parti { $game } har ett utkast till runda { $round } ({ $entered }): fortsätt från det med skyjo round i en terminal, eller släng det med skyjo round --discard-draft
store-draft-changed = utkastet till runda { $round } i parti { $game } ändrades under tiden (i en annan terminal eller på en telefon); här är det som det ser ut nu
store-backup-exists = { $path } finns redan; ange en ny fil för säkerhetskopian
store-backup-folder-missing = mappen { $dir } finns inte; skapa den eller ange en annan fil
store-backup-create = kan inte skapa { $path }
store-backup-write = kan inte skriva säkerhetskopian { $path }
store-restore-missing = det finns ingen fil { $path } att lägga tillbaka; ange en säkerhetskopia av historiken (skyjo backup gör sådana)
store-restore-not-a-backup = { $path } är ingen skyjo-historik; ange en säkerhetskopia som skyjo backup har gjort
store-restore-folder = { $path } är en mapp, inte en fil; ange en säkerhetskopia av historiken (skyjo backup gör sådana)
store-restore-same = { $path } är själva historiken; ange en säkerhetskopia att lägga tillbaka i dess ställe
store-no-player = det finns ingen spelare { $name }; lista dem med: skyjo players
store-name-taken = { $taken } är redan en spelare; om { $stored } och { $taken } är samma person, använd: skyjo players merge "{ $taken }" "{ $stored }"
store-same-player = { $a } och { $b } är redan samma spelare; ange två olika spelare
store-played-together = { $a } och { $b } spelade båda parti { $game }, så de är två personer; inget slogs ihop
store-rival-self = { $name } mot { $name }: ange två olika spelare
export-not-json = { $file } är ingen skyjo-export ({ $why }); exportera en med: skyjo export
export-no-format = { $file } är ingen skyjo-export (inget "format": "skyjo"); exportera en med: skyjo export
export-no-version = { $file } har ingen exportversion; det är ingen skyjo-export
export-newer = { $file } skrevs av en nyare version av skyjo (exportversion { $version }; den här versionen läser { $known }): installera den nyare versionen
export-invalid = { $file } är ingen giltig skyjo-export: { $detail }
bgstats-not-json = { $file } är ingen BG Stats-export ({ $why }); spara en säkerhetskopia till fil i appen BG Stats (BGStatsExport.json)
not-json-syntax = inte JSON på rad { $line }, kolumn { $column }
not-json-empty = filen är tom
not-json-cut-short = JSON-texten tar slut för tidigt på rad { $line }, kolumn { $column }
not-json-not-object = JSON, men inget JSON-objekt
not-json-unreadable = kan inte läsas: { $detail }
bgstats-not-export = { $file } är ingen BG Stats-export (listorna över spelare, spel och partier saknas); spara en säkerhetskopia till fil i appen BG Stats (BGStatsExport.json)
bgstats-invalid = { $file } är ingen giltig BG Stats-export: { $detail }

## Protokollen som CSV (export --format csv; docs/export.md): rubrikerna och
## ja/nej, som ett svenskt kalkylblad visar dem.

csv-game = Parti
csv-played = Startat
csv-game-uid = Parti-id
csv-round = Runda
csv-closer = Avslutad av
csv-player = Spelare
csv-entry = Inmatning
csv-held = Actionkort kvar på handen
csv-raw = Poäng före dubblering
csv-doubled = Dubblerad
csv-score = Poäng
csv-total = Summa
csv-yes = ja
csv-no = nej
import-game = parti { $uid } i filen: { $problem }
record-player-count = det har { $found } spelare; Skyjo är för 2 till 8
record-names = dess spelare har inte olika namn på 1 till 24 tecken utan styrtecken, osynliga tecken eller '='
record-empty-uid = det har ett tomt uid
record-time = { $field } '{ $text }' är ingen RFC 3339-tid
record-ends-early = det var slut efter runda { $end } men har { $rounds } rundor
record-numbering = rundorna ska numreras 1, 2, 3...; hittade { $found } på plats { $place }
record-lengths = runda { $round }: den behöver en inmatning, grundpoäng, dubbleringsflagga och poäng per spelare ({ $players })
record-closer = runda { $round }: den som avslutade, { $name }, är inte en spelare i partiet
record-entry = runda { $round }: { $problem }
record-score = runda { $round }: filen säger att { $name } fick { $score } (grund { $raw }), partiets regler ger { $expected } (grund { $expected_raw })
record-final-totals = det har både slutsummor och rundor, eller inte en slutsumma för var och en av sina { $players } spelare

# Kommandonas beskrivningar på en rad i --help (resten av --help är på engelska).
about-skyjo = Poängprotokoll, regeldomare och historik för kortspelet Skyjo, spelat med en riktig kortlek
about-new = Starta ett parti; det blir det aktuella partiet
about-round = Skriv in nästa runda i det aktuella partiet (eller --game ID)
about-status = Det aktuella partiet i korthet: summor, vem som leder, vad som är kvar till målet, vem som börjar, varje spelares chans att vinna
about-use = Gör ett sparat parti till det aktuella partiet
about-note = Skriv en anteckning om ett parti (en tom anteckning tar bort den)
about-abandon = Markera ett parti som avbrutet: det sparas och visas men räknas inte i någon statistik
about-delete = Ta bort ett parti ur historiken (en säkerhetskopia görs först)
about-show = Visa ett partis protokoll
about-games = Lista partierna i historiken, det senaste först
about-undo = Ångra den senaste rundan i det aktuella partiet (eller --game ID)
about-score = Kontrollera en omtvistad runda kort för kort; inget sparas
about-demo = Spela ett exempelparti i en tillfällig databas och skriv ut dess protokoll
about-odds = Vad som är kvar i leken och oddsen för nästa kort
about-risk = Ska jag avsluta nu? Risken att bli dubblerad, utifrån de sedda korten
about-start = Vem som börjar en runda
about-seen = De sedda korten utanför rutnäten i den pågående rundan (avläggshögen under det översta kortet, borttagna kolumner): lägg till, visa, ta tillbaka; odds och risk lägger till rutnätens uppvända kort
about-deck = Räkna en fysisk kortlek mot leken på 150 kort
about-deck-check = Räkna en fysisk kortlek: vad som saknas, vad som är för mycket
about-players = Alla i historiken; byt namn på eller slå ihop spelare
about-players-rename = Ge en spelare ett annat namn (i alla partier)
about-players-merge = En person inskriven under två namn: BEHÅLL tar över alla partier från ANDRA
about-stats = Statistik per spelare: segrar, snitt, avslut, sviter
about-rivalry = Inbördes möten mellan två spelare, i partierna båda spelade
about-ratings = En rating per spelare (Elo för flera spelare), som tabell och som diagram över tid
about-report = Skriv historiken för en period som en HTML-sida: tabell, rating, inbördes möten, jämnaste partier, rekord
about-edit = Rätta en sparad runda; senare summor följer med, den gamla rundan sparas
about-log = Varje ändring som gjorts i historiken i efterhand (rättelser, ångrade rundor, namnbyten, raderingar, importer), och när
about-rescore = Ett partis protokoll med andra husregler (--save sparar det)
about-export = Skriv partier som JSON (hela formatet) eller CSV (protokollet)
about-import = Läs in partier från en JSON-export (eller en säkerhetskopia från BG Stats med --from bgstats); partier som redan finns hoppas över
about-config = Inställningarna som gäller (flaggor, miljövariabler, inställningsfil, standardvärden) och var var och en kommer ifrån
about-backup = Kopiera historiken till en ny fil (SQLites säkerhetskopiering medan den är öppen)
about-restore = Lägg tillbaka en säkerhetskopia i historikens ställe, säkert även medan skyjo körs (historiken som den var kopieras först)
about-docs = Läs ett dokument ur handboken: { $names }
about-completions = Skriv ut ett skript som kompletterar kommandon i skalet: bash, zsh, fish, powershell eller elvish
about-man = Skriv ut manualsidan (roff), eller skriv alla sidor till en mapp

## Kommandoraden: rubriker, platshållare, användningsfel och varje flaggas hjälp

list-or = { $first } eller { $last }
help-usage = Användning:
help-commands = Kommandon:
help-arguments = Argument:
help-options = Flaggor:
value-options = FLAGGOR
value-command = KOMMANDO
about-help = Visa den här hjälpen eller hjälpen för de angivna kommandona
arg-help = Visa hjälpen
arg-version = Visa versionen
help-values = möjliga värden
help-default = standard
help-env = miljövariabel
help-round-grids = Exempel:
      skyjo round --closer Anna Anna="1 0 3 4 / -2 2 5 0 / 1 3 0 2" Bo=14
      skyjo round --closer Bo Anna=22 Bo="x9 1 2 3 / x9 2 1 1 / x9 1 2 1"
    {""}
    Ett rutnät skrivs som sina 12 kort rad för rad, 3 rader om 4 (snedstrecket
    mellan raderna kan utelämnas). En ruta är:
      -2 till 12  ett kort, uppvänt när rundan är slut
      x           ett kort i en kolumn som togs bort under spelet
      x9          samma sak, med det borttagna kortets värde (här en nia)
    {"  *           "}Skyjo Action: en stjärna (x* för en som togs bort under spelet)
      ?           ett nedvänt kort: tas inte emot här, vänd alla kort först
    Rundans poäng (Bo=14) är summan av korten som ligger kvar i rutnätet.
usage-missing-command = { $command } behöver ett kommando; { $command } --help listar dem
usage-unknown-command = '{ $given }' är inget kommando; skyjo --help listar dem
usage-unknown-command-suggest = '{ $given }' är inget kommando; menade du { $suggestion }? (skyjo --help listar dem)
usage-unknown-argument = { $command } känner inte till '{ $given }'; { $command } --help visar alla val
usage-unknown-argument-suggest = { $command } känner inte till '{ $given }'; menade du '{ $suggestion }'?
usage-invalid-value = '{ $value }' är inget giltigt värde för { $arg }; { $command } --help visar alla val
usage-invalid-value-choose = '{ $value }' är inget giltigt värde för { $arg }; välj { $values }
usage-value-required = { $arg } behöver ett värde; skriv det efter flaggan
usage-conflict = { $arg } kan inte anges tillsammans med { $other }; ange bara en av dem
usage-other = { $arg } är inte skrivet som { $command } läser det; { $command } --help visar hur
arg-a = Den ena spelaren
arg-again = En returmatch: det aktuella partiets spelare och husregler (regelflaggor gäller ändå)
arg-all = Visa alla, även spelare utan partier (efter en borttagning)
arg-b = Den andra
arg-deck-check-cards = De räknade korten: --cards "-2 -2 0 0 ... 12", med V*N för N kort med värdet V (kan upprepas)
arg-seen-cards = Kort som just setts utanför rutnäten (avläggshögen under det översta kortet, borttagna kolumner), läggs till listan: 9 9 -2, V*N för N kort med värdet V (efter --, som -- -2*3, när V är negativt); i Skyjo Action '*' för en stjärna
arg-chart = Rita de löpande summorna som ett diagram i stället för tabellen
arg-clear = Töm listan
arg-closer = Vem som avslutade rundan
arg-edit-closer = Vem som avslutade rundan [standard: som sparat]
arg-color = När färg används: auto (på en terminal, om inte NO_COLOR är satt), always, never [standard: inställningsfilens, annars auto]
arg-columns = Vilka kolumner med tre lika kort som tas bort: även när korten vänds upp på slutet (officiellt), bara under spelet, eller inga
arg-config = Inställningsfilen [standard: config.toml i användarens mapp för inställningar]
arg-db = Historikens databas [standard: inställningsfilens, annars skyjo.db i användarens datamapp]
arg-dealer = Runda 1: givaren
arg-dir = Skriv skyjo.1 och en sida per kommando till den här mappen
arg-discard = Översta kortet i avläggshögen
arg-double-negative = Dubblera även avslutarens poäng på 0 eller mindre (husregel)
arg-deck-actions = Skyjo Action: antalet actionkort i er lek, om ni har räknat dem (annars antas 27)
arg-deck-stars = Skyjo Action: antalet stjärnkort i er lek, om ni har räknat dem (annars antas 15)
arg-edition = Spelets utgåva: klassisk eller Skyjo Action (stjärnor och actionkort; både rader och kolumner tas bort)
arg-doubling = När den som avslutade dubbleras: delad lägsta poäng dubbleras (officiellt), delad lägsta poäng dubbleras inte, eller aldrig
arg-draws = Ge också, för varje kortvärde, chansen att minst ett sådant kort finns bland de K nästa korten
arg-edit-entries = Inmatningarna som ska ändras, som för skyjo round: NAMN="RUTNÄT" eller NAMN=SUMMA; de andra förblir som sparade
arg-round-entries = Varje spelares rutnät när rundan är slut, eller rundans summa: NAMN="RUTNÄT" eller NAMN=14 (exempel längst ned)
arg-score-entries = Varje spelares rutnät när rundan är slut, eller rundans summa, 2 till 8: NAMN="1 0 3 4 / ..." eller NAMN=14
arg-explain = Förklara en sparad runda kort för kort, som skyjo score gör
arg-file = Filen: en skyjo-export, eller med --from bgstats en säkerhetskopia från appen BG Stats (BGStatsExport.json)
arg-format = json: hela formatet som import läser; csv: protokollen för ett kalkylblad, med rubriker på språket från --lang (på alla språk utom engelska börjar filen med en BOM, så att Excel läser å, ä och ö rätt)
arg-delimiter = Avgränsaren i CSV-filen [standard: semikolon, eftersom kalkylblad på svenska läser komma som decimaltecken; komma på engelska]
arg-from = Vilken app som skrev filen
arg-game = Partiet [standard: det aktuella partiet]
arg-held = Skyjo Action: actionkort som en spelare hade kvar på handen när rundan slutade, NAMN=ANTAL (+10 vardera)
arg-delete-game = Partiet
arg-edit-game = Partiet
arg-log-game = Bara det här partiet
arg-note-game = Partiet
arg-start-game = Ett sparat parti: vem som börjar dess nästa runda [standard: det aktuella partiet]
arg-use-game = Partiet
arg-demo-games = Skriv i stället för exempelpartiet en genererad historik med N partier till --db (en ny fil)
arg-export-games = Partierna [standard: alla]
arg-hidden = Ge också chansen för varje summa av N nedvända kort
arg-json = Skriv JSON (formatet beskrivs i skyjo docs cli) i stället för tabeller
arg-keep = Namnet som blir kvar
arg-lang = Språket i allt som skrivs för människor [standard: inställningsfilens, annars från LC_ALL/LANG, annars en]
arg-last-turn = Motspelarnas sista drag: none (inget) eller den giriga strategin (se skyjo docs odds)
arg-margins = Marginalerna att pröva: tänk om min poäng vore så mycket lägre (med --me RUTNÄT inte lägre än ett drag till kan ta det)
arg-me = Min poäng om jag avslutar nu, eller mitt rutnät (dess uppvända kort räknas som sedda)
arg-method = Hur ratingen räknas ut
arg-docs-name = Dokumentet [standard: listan över dem]
arg-new-name = Ett namn på partiet ("Jul 2026"), som show och games visar
arg-names = Spelarna i den ordning de sitter, 2 till 8 (frågas efter på en terminal om de utelämnas)
arg-new = Det nya namnet
arg-no-double-negative = Dubblera aldrig 0 poäng eller mindre (officiellt)
arg-no-input = Fråga aldrig: ett värde som saknas är ett fel som nämner sin flagga
arg-no-rows = Ta inte bort rader (officiellt)
arg-old = Namnet nu
arg-opponents = Varje motspelare i den ordning de spelar: NAMN="3 ? ? 9 / ? 9 ? ? / 2 ? 0 9" (? nedvänt) eller NAMN=SYNLIGT:DOLT
arg-other = Namnet som försvinner
arg-out = HTML-filen som skrivs (ersätts om den finns); - för standardutmatningen (stdout)
arg-output = Skriv till den här filen i stället för till standardutmatningen (stdout)
arg-path = Den nya filen [standard: bredvid historiken, namngiven med datum och tid]
arg-restore-file = Säkerhetskopian att lägga tillbaka: en skyjo-historik (skyjo backup gör sådana)
arg-player = Bara den här spelaren
arg-round = Rundan som ska ersättas
arg-rounds = Partiet slutar i stället efter så här många rundor (husregel)
arg-rows = Ta också bort rader med fyra lika kort (husregel)
arg-star-lines = Skyjo Action: en linje med bara stjärnor ger sin bonus och tas sedan bort (removed) eller ligger kvar (kept)
arg-save = Spara partiet med de här reglerna (varje ändrad runda loggas)
arg-season = Bara partierna från ett kalenderår (samma som --since ÅR --until ÅR)
arg-demo-seed = Generatorns slumptalsfrö
arg-risk-seed = Slumptalsfrö för Monte Carlo (samma frö ger samma svar)
arg-odds-seen = Sedda kort utanför rutnäten (avläggshögen under det översta kortet, borttagna kolumner): "3 5 -2 9*3", i Skyjo Action * för en stjärna [standard: listan från skyjo seen]
arg-odds-open = De uppvända korten i alla rutnät, räknade för sig, utanför --seen: "3 5 -2 9*3"; x9 för ett kort i en borttagen kolumn, räknat en gång med --seen; i Skyjo Action * för en stjärna
arg-odds-explain = Berätta också hur talen räknas ut (medelvärdet, spridningen, kvartilerna)
arg-risk-seen = Sedda kort utanför rutnäten (avläggshögen under det översta kortet, borttagna kolumner); rutnätens uppvända kort och --discard räknas för sig [standard: listan från skyjo seen]
arg-risk-explain = Berätta också hur talen räknas ut (metoden, stickproven, 95-procentsintervallen)
arg-shell = Skalet
arg-since = Bara partier spelade från och med det här datumet (ÅÅÅÅ-MM-DD, ÅÅÅÅ-MM eller ÅÅÅÅ)
arg-starter = Vem som börjar rundorna efter den första: den som avslutade senast (officiellt) eller förra rundans vinnare
arg-target = Partiet slutar efter den runda där någons summa når så här många poäng (officiellt: 100)
arg-text = Anteckningen
arg-tie-break = Vid delad lägsta slutsumma: dela segern (officiellt), eller spela en avgörande runda
arg-turned = Runda 1: varje spelares två uppvända kort i den ordning de sitter: NAMN="9 12"
arg-undo = Ta tillbaka det senast tillagda kortet
arg-until = Bara partier spelade till och med det här datumet (ÅÅÅÅ-MM-DD, ÅÅÅÅ-MM eller ÅÅÅÅ)
arg-wide = Skriv tabeller och text på hela rader, oavsett terminalens bredd
arg-yes = Fråga inte först
arg-new-yes = Börja utan att fråga, även när det aktuella partiet inte är slut
arg-round-yes = Spara utan den sista bekräftelsen på en terminal
arg-round-discard-draft = Släng utkastet till rundan som fylls i; med angivna rutnät sparas rundan med dem i stället
value-rival = MOTSTÅNDARE
value-card = KORT
value-cards = KORT
value-date = DATUM
value-dir = MAPP
value-file = FIL
value-format = FORMAT
value-from = APP
value-game = PARTI
value-id = PARTI
value-k = K
value-keep = BEHÅLL
value-lang = SPRÅK
value-list = LISTA
value-method = METOD
value-model = MODELL
value-n = N
value-name = NAMN
value-name-cards = NAMN=KORT
value-name-entry = NAMN=RUTNÄT|SUMMA
value-name-held = NAMN=ANTAL
value-name-grid = NAMN=RUTNÄT
value-new = NYTT
value-old = GAMMALT
value-other = ANDRA
value-path = SÖKVÄG
value-player = SPELARE
value-points = POÄNG
value-round = RUNDA
value-rule = REGEL
value-edition = UTGÅVA
value-score-grid = POÄNG|RUTNÄT
value-seed = FRÖ
value-sep = TECKEN
value-shell = SKAL
value-text = TEXT
value-when = NÄR
value-year = ÅR

## Issue 17a: layout, prompts, names as typed
sheet-names-in-full = Hela namnen: { $names }
menu-save = Spara den
input-no-player-nearest = det finns ingen spelare { $name }; menade du { $nearest }?
name-as-stored = { $typed } → { $name }
input-same-player = '{ $name }' är { $player }, som redan är med i partiet; ange varje spelare en gång
input-several-players = { $name } kan vara flera spelare ({ $players }); skriv namnet precis som en av dem stavas
## Chansen att vinna på protokollet (status, show; docs/chances.md)
chances-line = Chans att vinna: { $list }
chances-player = { $name } { $chance }
chances-under-one = under 1 %
chances-over-99 = över 99 %
chances-precision = (±{ $margin } procentenheter; { $games } simulerade partier)

## risk som känner partiet (risk --as; docs/chances.md)
closing-if-close = Om du ({ $name }) avslutar nu har du { $p } chans att vinna partiet; i { $ends } av fallen tar partiet slut med den här rundan.
closing-if-play-on = Om du spelar vidare har du { $p } chans att vinna partiet.
closing-policy = Att spela vidare förutsätter att alla, du också, spelar som de flesta gör: tar översta kortet i avläggshögen när det sparar 2 poäng eller mer, lägger ett draget kort där det sparar mest och avslutar bara när det egna rutnätet ser lägst ut (skyjo docs chances).
closing-verdict-close = Avsluta: { $close } chans att vinna partiet (dubblerad i { $doubled } av fallen); spela vidare: { $play_on }.
closing-verdict-play-on = Spela vidare: { $play_on } chans att vinna partiet; avsluta nu: { $close }.
closing-no-play-on-grid = Att spela vidare är inte beräknat: ange ditt rutnät som det ligger med --grid (? för ett nedvänt kort).
closing-no-play-on-shorthand = Att spela vidare är inte beräknat: det kräver varje motspelares rutnät, inte SYNLIGT:DOLT.
closing-precision = Partiet: ±{ $margin } procentenheter ({ $close } dragningar om du avslutar nu{ $play_on ->
    [0] {""}
   *[other] , { $rounds_on } rundor om du spelar vidare
}, fast slumptalsfrö).
closing-precision-exact = Partiet: att avsluta nu är exakt uppräknat där partiet tar slut{ $play_on ->
    [0] {""}
   *[other] ; ±{ $margin } procentenheter ({ $rounds_on } rundor om du spelar vidare, fast slumptalsfrö)
}.
input-risk-needs-as = --game, --totals och --grid gäller risk med ett parti: säg vilken spelare du är med --as NAMN
input-not-a-player = { $name } är inte med i partiet ({ $players }); kontrollera stavningen
input-opponent-missing = { $name } är med i partiet: ange rutnätet eller SYNLIGT:DOLT som { $name }=...
input-me-as-opponent = { $name } är du (--as): ange dina egna kort med --me och --grid, inte som motspelare
input-total-not-a-number = { $arg }: en summa är ett heltal, t.ex. Anna=42
arg-risk-as-name = Vilken spelare jag är: risk tar då med partiet i beräkningen (det aktuella partiet, --game eller --totals)
arg-risk-game = Partiet som rundan hör till [standard: det aktuella partiet] (med --as)
arg-risk-totals = Ett parti som förs på papper: varje spelares summa, min egen också, i sittordning (med --as)
arg-risk-grid = Mitt rutnät som det ligger nu, ? för nedvända kort: strategin spelar vidare därifrån (med --as)
value-name-n = NAMN=N,...
value-grid = RUTNÄT

## skyjo serve: the live page for the phones at the table
about-serve = Visa det aktuella partiet (eller --game ID) live i mobilerna runt bordet, på det lokala nätverket, tills Ctrl-C (sidan går bara att läsa, utom med --entry)
arg-serve-game = Partiet [standard: det aktuella partiet, som följs när ett annat blir aktuellt]
arg-port = Porten att lyssna på (0: vilken ledig port som helst)
arg-bind = Adressen att lyssna på [standard: datorns adress på det lokala nätverket, och 127.0.0.1]
arg-no-qr = Rita inte QR-koden
value-addr = ADRESS
serve-listening = Partiet visas på det lokala nätverket:
serve-listening-local = Partiet visas bara på den här datorn:
serve-scan = Skanna koden för att följa partiet i mobilen.
serve-scan-entry = Skanna koden för att följa partiet i mobilen och fylla i ditt rutnät där.
serve-link-read = TV, gäster:
serve-link-entry = Telefoner:
serve-also = På den här datorn: { $url }
serve-loopback-only = Inget lokalt nätverk hittades: bara den här datorn kan öppna sidan (ange en annan adress med --bind).
serve-stop-hint = Tryck Ctrl-C för att stoppa.
serve-stopped = Stoppat: sidan visas inte längre.
serve-port-in-use = porten används redan på { $addr }: stoppa programmet som lyssnar där, eller välj en annan port med --port N
serve-not-here = { $addr } är inte en adress på den här datorn: utelämna --bind, eller ange en av datorns adresser (127.0.0.1 för bara den här datorn)
serve-listen-failed = kan inte lyssna på { $addr } ({ $reason }): välj en annan adress med --bind eller en annan port med --port N
serve-no-random = systemets slumptal går inte att läsa, så ingen hemlig adress kan skapas: försök igen
serve-title = Skyjo · parti { $game }
serve-title-none = Skyjo
serve-standings = Ställning
serve-sheet = Protokoll
serve-no-rounds = Inga rundor än: protokollet fylls i allteftersom rundorna skrivs in.
serve-to-go = { $left } kvar
serve-chance = { $percent } chans att vinna
serve-live = Live
serve-offline = Ansluter igen…
serve-tv-link = TV-vy
serve-sheet-link = Protokoll
serve-not-found = Hittades inte.
serve-busy = För många sidor är öppna: försök igen om en stund.
serve-read-only = Sidan går bara att läsa: poängen förs vid datorn.

# serve --entry
arg-serve-entry = Låt telefonerna fylla i rundan: varje spelare skriver in sitt rutnät på en telefon, och på telefonerna väljs också vem som avslutade och rundan sparas
serve-not-allowed = Den här adressen tar inte emot den metoden.
serve-api-origin = bara sidan själv får skriva här (Origin måste vara den här adressen)
serve-api-json-only = skicka begäran som application/json
serve-api-too-large = begäran är för stor: högst 4 KiB
serve-api-slow = begäran kom för långsamt: skicka den igen
serve-api-bad-json = begäran går inte att läsa: skicka den JSON som inmatningens API tar emot (docs/cli.md)
serve-api-grid-or-total = ange antingen ett rutnät eller en summa, inte båda och inte ingen av dem
serve-api-no-player = { $name } spelar inte i parti { $game }
serve-api-not-ready = rundan är inte klar: varje spelares inmatning och den som avslutade behövs
serve-api-store = historiken går inte att läsa eller skriva
serve-api-other-game = det här gällde parti { $asked }, men nu spelas parti { $game }; här är dess utkast
serve-api-busy = historiken är upptagen av en annan skyjo för länge; försök igen om några sekunder
serve-api-read-only = historiken är skrivskyddad på datorn som visar den här sidan; gör den skrivbar där och försök sedan igen
serve-api-replaced = historiken byttes ut mot en annan fil på datorn som visar den här sidan; inget skrevs: försök igen
serve-api-damaged = historiken är skadad på datorn som visar den här sidan; återställ den där från en säkerhetskopia (skyjo restore)
serve-no-body = En begäran om en sida ska inte ha något innehåll: skicka den utan.
serve-bad-request = Begäran går inte att läsa.
serve-head-too-large = Begärans huvudrader är för stora: högst 8 KiB.
serve-api-copied-over = på datorn som visar den här sidan skrevs historiken över med en annan fil eller skadades medan serve körde; inget sparades: stoppa serve där med Ctrl-C, lägg tillbaka en säkerhetskopia med skyjo restore om historiken inte är som den ska och starta sedan serve igen
serve-copied-over = Historiken skrevs över med en annan fil eller skadades medan serve körde: inget mer sparas. På datorn som visar den här sidan: stoppa serve med Ctrl-C, lägg tillbaka en säkerhetskopia med skyjo restore om historiken inte är som den ska och starta sedan serve igen.
serve-copied-over-here = Historiken skrevs över med en annan fil eller skadades medan serve körde: inget mer sparas. Stoppa serve här med Ctrl-C, lägg tillbaka en säkerhetskopia med skyjo restore om historiken inte är som den ska och starta sedan serve igen.

# entry page
entry-round = Runda { $round }
entry-pick = Vem är du? Tryck på ditt namn; mobilen kommer ihåg det för det här partiet.
entry-you = Du är { $name }
entry-not-me = Inte jag
entry-use-total = Rundans summa i stället för korten
entry-grid = Ditt rutnät
entry-cell = Rad { $row }, kolumn { $column }
entry-sum = Summa: { $sum }
entry-cards-left = { $left ->
    [one] 1 kort kvar
   *[other] { $left } kort kvar
}
entry-gone = Överstruket: kort som inte längre räknas (en kolumn med tre lika kort, eller en som togs bort under spelet).
entry-removed = ✕ Kolumn borttagen
entry-removed-row = ✕ Rad borttagen
entry-erase = Sudda
entry-minus = Minus
entry-send-grid = Skicka mitt rutnät
entry-send-total = Skicka min summa
entry-sent = Skickat: alla mobiler vid bordet ser det.
entry-total-only = rundans summa
entry-waiting = inte inne än
entry-grids = Rutnäten hittills
entry-review = Rundans poäng
entry-review-wait = Poängen visas här när alla rutnät är inne och det är klart vem som avslutade.
entry-record = Spara runda { $round }
entry-recorded = Runda { $round } är sparad: den står nu i protokollet.
entry-offline = Datorn gick inte att nå: försök igen.
entry-stale = Det här är ett utkast till runda { $round }, kvar från innan en runda togs tillbaka. Släng det vid datorn med skyjo round --discard-draft; sedan fylls runda { $next } i här.

# advise
advise-take-up = Ta { $card }:an från avläggshögen och lägg den på rad { $row }, kolumn { $column } ({ $old }:an åker ut)
advise-take-down = Ta { $card }:an från avläggshögen och lägg den på det nedvända kortet på rad { $row }, kolumn { $column }
advise-draw = Dra ett kort (låt { $card }:an ligga)
advise-keep-up = Lägg { $card }:an på rad { $row }, kolumn { $column } ({ $old }:an åker ut)
advise-keep-down = Lägg { $card }:an på det nedvända kortet på rad { $row }, kolumn { $column }
advise-throw = Släng { $card }:an och vänd kortet på rad { $row }, kolumn { $column }
advise-closes = (då avslutar du rundan)
advise-win = du har { $p } chans att vinna partiet
advise-round = du slutar rundan i snitt { $side ->
    [below] { $lead } { $points } under de andras lägsta
    [above] { $lead } { $points } över de andras lägsta
   *[level] lika med de andras lägsta
} (du får i snitt { $score }, dubblerad i { $doubled } av fallen)
advise-best = { $choice }: { $outcome }.
advise-best-as = { $name }: { $choice }: { $outcome }.
advise-next = Näst bäst:
advise-item = { $choice }: { $p }
advise-item-round = { $choice }: { $side ->
    [below] { $lead } under de andras lägsta
    [above] { $lead } över de andras lägsta
   *[level] lika med de andras lägsta
} ({ $score } poäng, dubblerad i { $doubled } av fallen)
advise-margin-win = Mellan de två första: ±{ $margin } procentenheter.
advise-margin-round = Mellan de två första: ±{ $margin } { $points }.
advise-points = { $units ->
   *[other] poäng
}
advise-nothing = Ditt rutnät har inget nedvänt kort: rundan är avslutad, det finns inget att välja.
advise-method-game = Så här: varje val spelas ut många gånger från bordet som det ligger (de osedda korten blandas, resten av rundan spelas av alla som de flesta spelar, sedan resten av partiet med rundorna i skyjo docs chances), varje val med samma blandningar; den bättre halvan av valen får dubbelt så många rundor, om och om igen (skyjo docs advise).
advise-method-round = Så här: varje val spelas ut många gånger från bordet som det ligger (de osedda korten blandas, resten av rundan spelas av alla som de flesta spelar), varje val med samma blandningar, och rangordnas efter mina poäng minus de andras lägsta poäng i rundan (lägre är bättre); den bättre halvan av valen får dubbelt så många rundor, om och om igen (skyjo docs advise).
advise-samples = De två bästa: { $best } rundor var; { $rollouts } utspelade rundor sammanlagt för { $choices } val, fast slumptalsfrö.
about-advise = Vad ska jag göra i mitt drag? Varje val rangordnat efter min chans att vinna partiet
arg-advise-me = Mitt rutnät som det ligger, ? nedvänt, x borttaget: "5 ? ? 9 / ? 2 ? ? / 0 ? ? 11"
arg-advise-opponents = Varje motspelare, i den ordning de spelar efter mig: NAMN="3 ? ? 9 / ? 9 ? ? / 2 ? 0 9"
arg-advise-drawn = Kortet jag har dragit, om jag redan har dragit (då blir frågan var det ska ligga, eller vilket kort som ska vändas om det slängs)
arg-advise-closed = Motspelaren som har avslutat rundan: det här är mitt sista drag
arg-advise-seen = Sedda kort utanför rutnäten (avläggshögen under det översta kortet, borttagna kolumner) [standard: listan från skyjo seen]
arg-advise-as-name = Vilken spelare jag är: valen rangordnas då efter min chans att vinna partiet (det aktuella partiet, --game eller --totals)
arg-advise-game = Partiet som rundan hör till [standard: det aktuella partiet] (med --as)
arg-advise-totals = Ett parti som förs på papper: varje spelares summa, min egen också, i sittordning (med --as)
arg-advise-samples = Utspelade rundor för vart och ett av de två bästa valen (färre för de andra)
arg-advise-seed = Slumptalsfrö för de utspelade rundorna (samma frö ger samma svar)
arg-advise-explain = Berätta också hur talen räknas ut (metoden, antalet rundor, 95-procentsintervallen)
docs-about-advise = hur advise rangordnar valen i ett drag

## skyjo sync: historiken delad genom en mapp som familjen synkar
about-sync = Dela historiken med familjens andra enheter genom en mapp ni synkar (Syncthing, Dropbox, OneDrive, ett USB-minne)
arg-sync-dir = Den delade mappen; första gången sparas den i inställningsfilen ([sync] folder) [standard: inställningsfilens]
arg-dry-run = Visa vad som skulle ändras, utan att ändra något
docs-about-sync = historiken på alla familjens enheter
sync-done = Synkat med { $folder } (den här enheten: { $device }).
sync-nothing-new = Inget nytt från { $devices ->
    [0] andra enheter (ingen har skrivit i mappen än)
    [one] den andra enheten
   *[other] de { $devices } andra enheterna
}.
sync-came-in = { $changes ->
    [one] 1 ändring
   *[other] { $changes } ändringar
} kom in från { $devices ->
    [one] 1 annan enhet
   *[other] { $devices } andra enheter
}.
sync-games = Nya partier: { $added }, ändrade: { $changed }, borttagna: { $deleted }; { $log ->
    [one] 1 ny post
   *[other] { $log } nya poster
} i loggen.
sync-renumbered = Parti { $from } har nu nummer { $to }: { $why ->
    [imported] det importerades, och en enhet som inte kände till importen gav nummer { $from } till ett parti som spelades vid bordet
    [shifted] nummer { $from } gick till ett parti som först behövde byta nummer
   *[given] en annan enhet gav nummer { $from } till ett annat parti först
}.
sync-renumbered-run = { $games ->
    [2] Partierna { $from } och { $from_end } har nu nummer { $to } och { $to_end }
   *[other] Partierna { $from }–{ $from_end } har nu nummer { $to }–{ $to_end }
}: { $why ->
    [imported] de importerades, och en enhet som inte kände till importen gav de numren till partier som spelades vid bordet
    [shifted] de numren gick till partier som först behövde byta nummer
   *[given] en annan enhet gav de numren till andra partier först
}.
sync-renumbered-more = { $games ->
    [one] Ytterligare 1 parti fick ett annat nummer: skyjo games visar vilket nummer det har nu.
   *[other] Ytterligare { $games } partier fick andra nummer: skyjo games visar vilka nummer de har nu.
}
sync-read-again = { $file } slutar inte längre som vid förra synken (en annan kopia av filen har lagts på dess plats): den lästes om från början; inget räknas två gånger.
sync-torn = { $file } slutar med en rad som inte är färdigkopierad än: den läses vid nästa synk.
sync-torn-own = { $file }, den här enhetens journal, slutar med en rad som blev avbruten när skyjo stoppades mitt i skrivningen: raden tas bort och ändringen skrivs om i sin helhet.
sync-cut-own = { $file }, den här enhetens journal, hade { $lines ->
    [one] en rad
   *[other] { $lines } rader
} som klippts av på mitten: { $changes ->
    [one] ändringen som saknades skrivs
   *[other] de { $changes } ändringarna som saknades skrivs
} om i sin helhet, och { $lines ->
    [one] den avklippta raden töms
   *[other] de avklippta raderna töms
}.
sync-missing = { $changes ->
    [one] 1 ändring
   *[other] { $changes } ändringar
} från enheten { $device } har inte kommit fram hit (dess journal har en rad som klippts av på mitten): den enheten skriver { $changes ->
    [one] den
   *[other] dem
} på nytt i sin helhet vid nästa synk.
sync-written = { $changes ->
    [0] Den här enheten har inget nytt att skriva
    [one] Skrev 1 ändring från den här enheten
   *[other] Skrev { $changes } ändringar från den här enheten
} ({ $file }).
sync-kept = Mappen är sparad i { $file }: från och med nu räcker det med skyjo sync, och varje ändring skrivs till mappen när den görs.
sync-dry-run = Ingenting ändrades (--dry-run).
sync-dry-done = En synk med { $folder } skulle göra så här (den här enheten: { $device }):
sync-dry-done-new = En synk med { $folder } skulle göra så här (den här enheten får sitt id vid sin första synk):
sync-would-come-in = { $changes ->
    [one] 1 ändring
   *[other] { $changes } ändringar
} skulle komma in från { $devices ->
    [one] 1 annan enhet
   *[other] { $devices } andra enheter
}.
sync-would-write = { $changes ->
    [0] Den här enheten har inget nytt att skriva
    [one] 1 ändring från den här enheten skulle skrivas
   *[other] { $changes } ändringar från den här enheten skulle skrivas
} ({ $file }).
sync-would-keep = Mappen skulle sparas i { $file }, så att det räcker med skyjo sync från och med då.
sync-written-none-yet = Den här enheten har inget att skriva än; dess fil { $file } skapas vid den första ändringen.
sync-copy-here = Den här historiken är en kopia: en annan dator skrev andra ändringar som enhet { $old }. Den här enheten är nu { $device }; bådas ändringar finns kvar, och där de ändrade samma runda gäller den senare.
sync-copy-other = Enhet { $old } har två kopior av sin historik som skriver: bådas ändringar finns kvar (varje kopia tar ett nytt enhets-id vid sin nästa synk).
sync-late-rounds = Parti { $game } togs bort på en annan enhet, som inte hade { $rounds ->
    [one] runda { $numbers }, som sparades här: rundan försvann med partiet.
   *[other] rundorna { $numbers }, som sparades här: rundorna försvann med partiet.
}
sync-late-kept = Historiken som den var före den här synken finns kvar i { $backup }.
sync-current = Parti { $game } ({ $players }) pågår och kom in från en annan enhet: det är nu det aktuella partiet här.
status-unfinished = Partier som pågår: välj ett med skyjo use PARTI.
status-unfinished-game = skyjo use { $game }   ({ $players }, { $rounds ->
    [one] 1 runda
   *[other] { $rounds } rundor
})
sync-not-written = obs: ändringen är sparad i historiken men inte i synkmappen än ({ $why }); nästa skyjo sync skriver dit den
sync-no-folder = ingen synkmapp: ange mappen som familjen delar, till exempel skyjo sync ~/Sync/skyjo (den sparas till nästa gång)
sync-folder-missing = synkmappen { $dir } finns inte (sitter inte USB-minnet i?); historiken ändrades inte
sync-cannot-read = kan inte läsa { $path } i synkmappen; historiken ändrades inte
sync-cannot-write = kan inte skriva { $path } (är synkmappen skrivskyddad?); historiken ändrades inte
sync-cannot-keep = synkat, men kan inte spara mappen i inställningsfilen { $path }; ange mappen igen nästa gång
sync-left-out = { $lines ->
    [one] 1 rad i synkmappen hoppades över (se ovan)
   *[other] { $lines } rader i synkmappen hoppades över (se ovan)
}; allt annat finns i historiken
sync-left-out-journals = { $lines ->
    [0] { $journals ->
        [one] 1 journal i synkmappen hoppades över
       *[other] { $journals } journaler i synkmappen hoppades över
    }
   *[other] { $journals ->
        [one] 1 journal
       *[other] { $journals } journaler
    } och { $lines ->
        [one] 1 rad
       *[other] { $lines } rader
    } i synkmappen hoppades över
} (se ovan); allt annat finns i historiken
sync-waits = En annan synkning (skyjo sync) av den här historiken pågår: den här väntar tills den andra är färdig.
sync-set-aside-round = Runda { $round } i parti { $game } ändrades på två enheter innan de hann synkas: { $side ->
    [here] den andra enhetens ändring gäller, och den som gjordes här lades åt sidan
    [there] ändringen som gjordes här gäller, och den andra enhetens lades åt sidan
   *[others] den senaste ändringen gäller, och den andra lades åt sidan
} ({ $what }); skyjo log { $game } visar den.
sync-set-aside-game = Parti { $game } ändrades på två enheter innan de hann synkas: { $side ->
    [here] den andra enhetens ändring gäller, och den som gjordes här lades åt sidan
    [there] ändringen som gjordes här gäller, och den andra enhetens lades åt sidan
   *[others] den senaste ändringen gäller, och den andra lades åt sidan
} ({ $what }); skyjo log { $game } visar den.
sync-line-not-json = { $file } rad { $line }: ingen skyjo-operation ({ $detail }); raden hoppades över
sync-line-too-long = { $file } rad { $line }: längre än { $max } byte; raden hoppades över
sync-line-other-device = { $file } rad { $line }: operationen { $id } hör till en annan enhet, inte till den här journalen; raden hoppades över
sync-not-a-journal = { $file } är ingen skyjo-journal (första raden säger inte det); den hoppades över
sync-newer-format = { $file } är en journal i format { $found }, nyare än den här versionen av skyjo kan läsa ({ $known }); uppdatera skyjo på den här enheten; journalen lämnades orörd
sync-header-device = { $file } säger att den är journalen för enhet { $device }, inte för den enhet som filnamnet anger; den hoppades över
sync-op-refused = { $file } rad { $line }: { $problem }; den ändringen hoppades över
sync-no-such-game = den ändrar partiet { $game }, som ingen journal har startat
sync-unknown-log = en sorts loggpost som den här versionen av skyjo inte känner till ({ $kind })
log-overridden-round = { $at } Runda { $round } i parti { $game } ändrades på två enheter innan de hann synkas; den senaste ändringen gäller, och den här versionen lades åt sidan: { $closer } avslutade; { $scores }.
log-overridden-game = { $at } Parti { $game } ändrades på två enheter innan de hann synkas; den senaste ändringen gäller, och den här versionen lades åt sidan: { $what }.
log-aside-name = namnet ”{ $name }”
log-aside-no-name = inget namn
log-aside-note = anteckningen ”{ $note }”
log-aside-no-note = ingen anteckning
log-aside-players = spelarna { $players }
log-aside-abandoned = avbrutet
log-aside-not-abandoned = inte avbrutet
log-overridden = { $at } Parti { $game } ändrades på två enheter innan de hann synkas; den senaste ändringen gäller, och den här versionen lades åt sidan.
sync-status = Synkat: den här enheten läste synkmappen senast { $at } ({ $changes ->
    [one] 1 ändring kom in
   *[other] { $changes } ändringar kom in
}).
sync-status-pending = Ändringar gjorda på den här enheten väntar på mappen: kör skyjo sync så skrivs de dit.
sync-name-fits = { $count ->
    [one] { $name }, en spelare i ett parti från en annan enhet, kan vara { $players } här: behålls som en egen spelare (är det samma spelare: skyjo players merge { $players } { $name }).
   *[other] { $name }, en spelare i ett parti från en annan enhet, stämmer in på { $players } här: behålls som en egen spelare (är det någon av dem: skyjo players merge NAMN { $name }).
}
about-config-set = Spara en inställning i inställningsfilen: `skyjo config set sync.folder ~/Sync/skyjo`
about-config-unset = Ta bort en inställning ur inställningsfilen: standardvärdet gäller igen
arg-key = Inställningen, som skyjo config listar den (lang, color, db, doubling, target, sync.folder, ...)
arg-config-unset-key = Inställningen, som skyjo config listar den
arg-value = Dess värde
value-key = NYCKEL
value-value = VÄRDE
config-set = { $key } = { $value } är sparad i { $file }.
config-unset = { $key } är borttagen ur { $file }: standardvärdet gäller igen.
input-no-such-setting = det finns ingen inställning { $key }; inställningarna är { $keys }
sync-folder-away = obs: synkmappen { $dir } finns inte här just nu; ändringen finns i historiken, och nästa skyjo sync när mappen finns skriver den dit
rule-action-not-a-card = { $grid } har '{ $token }' där ett kort ska stå; skriv ett tal från -2 till 12, * för en stjärna eller x för ett borttaget kort
rule-action-stars-exceeded = { $found } stjärnor angivna, men leken har bara { $copies }: kontrollera rutnäten
rule-action-held-range = { $who } har { $held } actionkort på handen; skriv ett tal från 0 till { $max }
rule-action-held-exceeded = { $found } actionkort på handen sammanlagt; leken har { $copies }: kontrollera antalen
rule-star-in-classic = { $grid } har en stjärna, men partiet är klassiskt: bara Skyjo Action har stjärnor (ett Skyjo Action-parti startas med --edition action)
rule-held-in-classic = { $who } har actionkort kvar på handen, men partiet är klassiskt: bara Skyjo Action har actionkort
rule-held-with-total = för { $who } är bara summan angiven, och en summa räknar redan med actionkorten på handen: skriv in rutnätet i stället eller lägg 10 poäng på summan för varje actionkort

## Skyjo Action on the phones

entry-action = Skyjo Action: en stjärna (★) fyller ut vilken linje av lika kort som helst och räknas som 0 när den står ensam; en rad med fyra och en kolumn med tre tas bort; +10 för varje actionkort kvar på handen.
entry-star = Stjärna
entry-gone-action = Överstruket: kort som inte längre räknas (en rad med fyra eller en kolumn med tre lika kort, stjärnor inräknade, eller en linje som togs bort under spelet).
entry-star-removed = En stjärna i en borttagen linje: tryck på dess ruta och sedan på ★ (✕★). En borttagen linje av bara stjärnor ger sin bonus.
entry-held = Actionkort kvar på handen
entry-held-less = Ett actionkort färre
entry-held-more = Ett actionkort till
entry-held-count = { $held ->
    [one] ett actionkort på handen: +{ $points }
   *[other] { $held } actionkort på handen: +{ $points }
}

## Skyjo Action and the deck assistant

arg-odds-edition = Leken: klassisk, eller Skyjo Actions spelkort i antagna antal [standard: det aktuella partiets]
cards-star-in-classic = en stjärna (*) är inget kort i den klassiska leken: bara Skyjo Action har stjärnor
rule-seen-stars-exceeded = { $found } stjärnor sedda sammanlagt (listan över sedda kort, de uppvända korten i rutnäten och de borttagna tillsammans), men leken har bara { $copies }: kontrollera korten
odds-sum-with-stars = en summa av nedvända kort ges inte för Skyjo Action: en nedvänd stjärna räknas som 0 när den står ensam, men kan stå för vilket kort som helst i en linje den fullbordar
odds-action-deck = Skyjo Action, { $own ->
    [yes] era stjärnor, i övrigt antagna antal
   *[other] antagna antal
}: { $cards } kort, varav { $stars } stjärnor; actionkort räknas inte med.
odds-unknown-card-action = Ett nedvänt kort: en stjärna i { $p } av fallen, annars i snitt värt { $mean }.
odds-explain-card-action = De osedda sifferkorten: medelvärde { $mean }, standardavvikelse { $sd }; en stjärna har inget eget värde (skyjo docs odds).
seen-how-action = Lägg till korten utanför rutnäten när de visas (avläggshögen under det översta kortet, borttagna linjer), en stjärna som '*' inom citattecken, annars tolkar skalet den som filnamn: skyjo seen 9 '*' -2; ta tillbaka ett med --undo. De uppvända korten i rutnäten och översta kortet i avläggshögen räknas för sig: odds läser dem ur --open och --discard.
chances-not-for-action = Chans att vinna: räknas inte ut för Skyjo Action (bara klassiskt Skyjo simuleras).
input-action-game = parti { $game } är Skyjo Action, och { $command } kan bara räkna på det klassiska spelet: en stjärna kan stå för vilket kort som helst i sin linje, och actionkort ändrar dragen
input-action-current = parti { $game } (det aktuella partiet) är Skyjo Action, och { $command } kan bara räkna på det klassiska spelet: en stjärna kan stå för vilket kort som helst i sin linje, och actionkort ändrar dragen (för en runda av det klassiska spelet, lägg till --edition classic)
input-action-edition = { $command } kan bara räkna på det klassiska spelet, inte på Skyjo Action: en stjärna kan stå för vilket kort som helst i sin linje, och actionkort ändrar dragen

## Skyjo Action in the history

arg-only-edition = Bara partierna i en utgåva, classic eller action (Skyjo Action) [standard: båda; segrar räknas för båda tillsammans, poängen var för sig]
history-edition-none = { $edition ->
    [action] Inga Skyjo Action-partier
   *[classic] Inga klassiska partier
} { $period ->
    [yes] under den perioden.
   *[no] än.
}
stats-editions-apart = Skyjo Action räknar poäng på ett annat sätt (bonus för stjärnor, actionkort kvar på handen, rader som tas bort), så snitten och de bästa och sämsta rundorna ovan gäller de klassiska partierna, och Skyjo Action-partiernas står nedan. Partier, segrar, avslut och sviter omfattar båda utgåvorna.
stats-action-heading = Skyjo Action:
rivalry-none-edition = { $a } och { $b } har inte spelat klart { $edition ->
    [action] något Skyjo Action-parti
   *[classic] något klassiskt parti
} tillsammans { $period ->
    [yes] under den perioden
   *[no] än
}.
rivalry-margin-edition = Marginal i snitt i { $edition ->
    [action] Skyjo Action
   *[classic] klassiska partier
}: { $name } slutar { $points } poäng lägre.
report-editions-apart = Skyjo Action räknar poäng på ett annat sätt (bonus för stjärnor, actionkort kvar på handen, rader som tas bort), så snittet och den bästa rundan ovan gäller de klassiska partierna, och Skyjo Action-partiernas står här. Partier, segrar, segerandel, avslut och sviter omfattar båda utgåvorna.
report-record-action-lowest-round = Lägsta runda i Skyjo Action: { $name } med { $score } (parti { $game }, runda { $round }).
report-record-action-most-lines = Flest borttagna rader och kolumner i en Skyjo Action-runda: { $name } med { $count } (parti { $game }, runda { $round }).

## A date as the reader writes it (the report): 3 December 2026
date-long = { $day } { $month ->
    [1] januari
    [2] februari
    [3] mars
    [4] april
    [5] maj
    [6] juni
    [7] juli
    [8] augusti
    [9] september
    [10] oktober
    [11] november
   *[12] december
} { $year }
