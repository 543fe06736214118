# skyjo, Deutsch. Glossar: ein Wort für jedes Ding des Spiels, wie die
# Spielregel es nennt, und überall dasselbe:
#   Partie (eine ganze Partie, bis 100; „Spiel“ bleibt Skyjo selbst), Runde,
#   Wertungsblock, Auslage (3 Reihen zu 4 Karten), Spalte (nie „Kolonne“),
#   Reihe (nur waagrecht; die Zeile einer Datei oder Tabelle heißt Zeile),
#   verdeckte Karte, gesehene Karte, Kartensatz (alle 150 Karten),
#   Nachziehstapel, Ablagestapel, Geber,
#   beenden (nur eine Runde: wer die Runde beendet hat), verdoppeln, verdoppelt,
#   abgeschlossene Partie (eine Partie, die vorbei ist; nie „beendete Partie“),
#   abgebrochene Partie (nie „aufgegeben“), Punkte (einer Runde),
#   Summe (insgesamt; die Summe einer Partie), Rundensumme (statt der Karten
#   eingegeben), die wenigsten Punkte (einer Runde), Gleichstand (bei den
#   wenigsten Punkten einer Runde, bei der niedrigsten Summe einer Partie),
#   Sieg, Siege (nie „Gewinne“), Serie (Siege in Folge), Abstand, Rating,
#   Einstellungsdatei (nie „Konfigurationsdatei“), Korrektur, Verlauf,
#   Entwurf (die Runde, die gerade eingegeben wird, aufbewahrt, bis sie
#   eingetragen ist), eine Runde eintragen, eine Runde zurücknehmen,
#   eine Partie löschen, Zug (eines Spielers), Stern, Aktionskarten
#   „nicht ausgespielt“ (sie liegen neben der Auslage, nicht auf der Hand),
#   Startwert, Durchschnitt, Unterbrochen (eine Eingabe nach Strg+C, Esc, Strg+D),
#   Karten wie Zahlen: eine Eins, drei Einsen, eine Minus-Eins, drei Minus-Zweien.
# Anrede: du. Platzhalter: NAME, PARTIE, AUSLAGE, SUMME, EINGABE, DATEI, PFAD.

## Zahlen und kleine Wörter

decimal-separator = ,
group-separator = .
number-percent = { $number }{ "\u00A0" }%
list-and = { $first } und { $last }
# Two items of a longer list, the list going on: "A, B" in "A, B or C".
list-comma = { $first }, { $last }
label-colon = { $label }:
quote-typed = '{ $text }'
error-prefix = Fehler:
# Ein ganzer Satz nach „Fehler:“ beginnt groß (yes); die Meldungen selbst beginnen klein, weil sie auch in anderen Sätzen stehen.
error-capital = yes
# Between an error and its cause (cannot read x.json: no such file or folder).
error-joiner = {": "}
# Die Wörter, die eine Ja/Nein-Frage annimmt; das erste wird angezeigt.
answer-yes = j ja
answer-no = n nein

## Die Regeln einer Partie, wie der Wertungsblock sie überschreibt

rule-target = bis { $target }
rule-rounds = { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
}
rule-columns-in-play = Spalten nur während der Runde
rule-no-columns = ohne Spaltenregel
rule-rows = auch Viererreihen
rule-ties-safe = Gleichstand ohne Verdopplung
rule-no-doubling = ohne Verdopplung
rule-negatives-doubled = auch Minuspunkte verdoppelt
rule-deciding-round = Entscheidungsrunde bei Gleichstand
rule-round-winner-starts = Rundensieger beginnt
rule-edition-action = Skyjo Action
rule-star-lines-kept = Sterne bleiben liegen
rule-own-deck = selbst gezählter Kartensatz

## Der Wertungsblock

sheet-heading = Partie { $game } · { $played } · { $rules }
sheet-round = Runde
sheet-total = Summe
sheet-to-go = Noch bis { $target }
# The row of what is left, where a sheet is short of room (eight players at 80 columns): the
# target is in the heading above.
sheet-to-go-short = { $target ->
   *[other] Noch
}
sheet-no-rounds = Noch keine Runden. Trag eine ein mit: skyjo round --closer NAME NAME=EINGABE...
sheet-legend = Jede Zelle: oben die Punkte der Runde, darunter die Summe bis dahin. * hat die Runde beendet; x2: verdoppelt.
sheet-legend-no-doubling = Jede Zelle: oben die Punkte der Runde, darunter die Summe bis dahin. * hat die Runde beendet.
sheet-game-over = Die Partie ist nach { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
} vorbei: { $count ->
    [one] { $names } hat mit { $total ->
        [one] { $total } Punkt
       *[other] { $total } Punkten
    } insgesamt gewonnen
   *[other] { $names } haben sich mit je { $total ->
        [one] { $total } Punkt
       *[other] { $total } Punkten
    } insgesamt den Sieg geteilt
}.
sheet-totals-won = { $count ->
    [one] { $names } hat mit { $total ->
        [one] { $total } Punkt
       *[other] { $total } Punkten
    } insgesamt gewonnen
   *[other] { $names } haben sich mit je { $total ->
        [one] { $total } Punkt
       *[other] { $total } Punkten
    } insgesamt den Sieg geteilt
}.
sheet-leader = { $count ->
    [one] In Führung
   *[other] Gemeinsam in Führung
}: { $names } mit { $total }.
sheet-round-next = Als Nächstes: Runde { $round } von { $of }.
sheet-deciding = Die Partie wäre zu Ende, aber bei der niedrigsten Summe herrscht Gleichstand: Eine Entscheidungsrunde wird gespielt.
sheet-next-starter = Nächste Runde: { $name } beginnt ({ $why }).
sheet-why-closed = hat Runde { $round } beendet
sheet-why-lowest = hatte in Runde { $round } die wenigsten Punkte

## Eine Runde erklärt

explain-heading = Partie { $game }, Runde { $round }
explain-closer = { $name } (hat die Runde beendet)
explain-grid = Auslage
explain-removed = entfernt
explain-sum = Summe
explain-total = Rundensumme
explain-stars = Sterne
explain-held = Aktionskarten
explain-round-score = Rundenpunkte
explain-star-bonus = { $line } nur aus Sternen: { $points }{ $kept ->
    [kept] {" "}(die Sterne bleiben in der Auslage liegen)
   *[removed] {""}
}
explain-held-cards = { $held } nicht ausgespielt: +{ $penalty }
explain-entered-total = { $raw } (direkt eingegeben: keine Karten zu prüfen)
explain-doubling = Verdopplung: { $verdict }
explain-scores = Punkte: { $scores }
line-column = Spalte { $number }
line-row = Reihe { $number }
card-many = { $value ->
    [-2] Minus-Zweien
    [-1] Minus-Einsen
    [0] Nullen
    [1] Einsen
    [2] Zweien
    [3] Dreien
    [4] Vieren
    [5] Fünfen
    [6] Sechsen
    [7] Siebenen
    [8] Achten
    [9] Neunen
    [10] Zehnen
    [11] Elfen
    [12] Zwölfen
   *[other] Karten mit dem Wert { $value }
}
card-one = { $value ->
    [-2] eine Minus-Zwei
    [-1] eine Minus-Eins
    [0] eine Null
    [1] eine Eins
    [2] eine Zwei
    [3] eine Drei
    [4] eine Vier
    [5] eine Fünf
    [6] eine Sechs
    [7] eine Sieben
    [8] eine Acht
    [9] eine Neun
    [10] eine Zehn
    [11] eine Elf
    [12] eine Zwölf
   *[other] eine Karte mit dem Wert { $value }
}
removed-cards = { $count ->
    [1] { $noun }
    [2] zwei { $noun }
    [3] drei { $noun }
   *[other] vier { $noun }
}
removed-equal = { $count ->
    [3] drei gleiche Karten
   *[other] vier gleiche Karten
}
removed-stars = { $count ->
    [3] drei Sterne
    [4] vier Sterne
   *[other] { $count } Sterne
}
removed-with-stars = { $cards } mit { $stars ->
    [1] einem Stern
    [2] zwei Sternen
   *[other] drei Sternen
}
removed-line = { $line } ({ $what }), { $when ->
    [in-play] während der Runde
   *[at-reveal] beim Aufdecken am Ende
}
verdict-has = { $who } hat { $raw }
verdict-also-has = { $who } hat auch { $raw }
verdict-line = { $reason ->
    [alone-lowest] { $closer } hat die Runde mit { $raw } beendet und allein die wenigsten Punkte ({ $against }): { $closer } wird nicht verdoppelt und bleibt bei { $score }
    [tied-lowest] { $closer } hat die Runde mit { $raw } beendet; { $against }: Gleichstand bei den wenigsten Punkten, also wird { $closer } auf { $score } verdoppelt
    [tied-safe] { $closer } hat die Runde mit { $raw } beendet; { $against }: Gleichstand wird in dieser Partie nicht verdoppelt, { $closer } bleibt bei { $score }
    [not-lowest] { $closer } hat die Runde mit { $raw } beendet; { $against }: { $closer } hat nicht die wenigsten Punkte und wird auf { $score } verdoppelt
    [not-positive] { $closer } hat die Runde mit { $raw } beendet; { $against }: 0 Punkte oder weniger werden nie verdoppelt, { $closer } bleibt bei { $score }
   *[doubling-off] { $closer } hat die Runde mit { $raw } beendet: In dieser Partie wird nicht verdoppelt, { $closer } bleibt bei { $score }
}

## Die Befehle des Wertungsblocks

new-started = Partie { $game } hat begonnen: { $players } ({ $rules }). Sie ist jetzt die aktuelle Partie.
new-round-one = Runde 1: Alle decken zwei Karten auf; wer die höchste Summe hat, beginnt.
new-leave-question = Partie { $game } ist noch nicht zu Ende. Trotzdem eine neue Partie beginnen?
new-left-behind = Partie { $game } ist noch nicht zu Ende; sie bleibt im Verlauf (mit skyjo use { $game } geht es dort weiter).
new-known-players = { $names } (geschrieben wie im Verlauf).
new-new-players = { $count ->
    [one] Zum ersten Mal dabei
   *[other] Zum ersten Mal dabei
}: { $names }.
status-heading = Partie { $game } · { $rounds ->
    [0] noch keine Runden
    [one] 1 Runde gespielt
   *[other] { $rounds } Runden gespielt
} · { $rules }
status-heading-totals-only = Partie { $game } · nur Endsummen · { $rules }
status-total-to-go = { $total } (noch { $left } bis zum Ziel)
status-none = Es gibt keine aktuelle Partie. Beginne eine mit: skyjo new NAME NAME... oder wähle eine mit: skyjo use PARTIE
use-done = Partie { $game } ist jetzt die aktuelle Partie.
note-done = Die Notiz zu Partie { $game } ist gespeichert.
note-cleared = Die Notiz zu Partie { $game } wurde entfernt.
abandon-done = Partie { $game } ist abgebrochen: Sie bleibt im Verlauf, zählt aber in keiner Statistik.
delete-question = Partie { $game } ({ $players }, { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
}) aus dem Verlauf löschen? Vorher wird eine Sicherungskopie angelegt.
delete-done = Partie { $game } ist gelöscht; der Verlauf, wie er vorher war, liegt in { $backup }.
sheet-note = Notiz: { $note }
sheet-abandoned = Abgebrochen: Diese Partie zählt in keiner Statistik.
sheet-totals-only = Von dieser Partie sind nur die Endsummen bekannt (aus BG Stats importiert): Sie hat keine Runden und zählt in keiner Rundenstatistik.
games-abandoned = abgebrochen
log-import-after = { $added ->
    [one] 1 Partie hinzugefügt
   *[other] { $added } Partien hinzugefügt
}, { $skipped } schon vorhanden
docs-list = Das Handbuch (die Dokumente in docs/ im Quellcode):
docs-in-english = { $about } (auf Englisch)
docs-about-rules = wie skyjo zählt und was die Hausregeln bewirken
docs-about-odds = die Zahlen des Kartenassistenten
docs-about-chances = die Siegchancen auf dem Wertungsblock
docs-about-cli = Befehle, Optionen, Einstellungen, JSON
docs-about-export = Exportdatei, CSV-Datei und BG Stats
docs-about-ratings = wie die Ratings berechnet werden
docs-about-reliability = wie der Verlauf sicher aufbewahrt wird
docs-about-generator = die Verläufe von demo --games
docs-about-performance = Geschwindigkeit und Speicher, gemessen
docs-about-engine = Code der Regel-Engine, für Entwickler
config-file-read = Die geltenden Einstellungen (Einstellungsdatei: { $file }):
config-file-missing = Die geltenden Einstellungen (keine Einstellungsdatei unter { $file }):
config-col-setting = Einstellung
config-col-value = Wert
config-col-from = Herkunft
config-from-flag = Option
config-from-env = Umgebungsvariable
config-from-file = Einstellungsdatei
config-from-locale = Systemsprache
config-from-default = Standard
config-error = { $line ->
    [0] der Wert für skyjo config set: { $problem }
   *[other] Einstellungsdatei { $file }, Zeile { $line }: { $problem }
}
config-not-toml = kein TOML; schreib Schlüssel = Wert, Text in Anführungszeichen ("de", oder 'C:\skyjo.db' für einen Pfad mit Backslashes), eine Zahl oder true/false, die Hausregeln ganz oben oder unter [rules]
config-unknown-key = es gibt keine Einstellung '{ $key }'; die Einstellungen sind: { $keys }
config-unknown-key-nearest = es gibt keine Einstellung '{ $key }'; meintest du { $nearest }?
config-not-allowed = { $key } kann nicht { $value } sein; möglich sind { $allowed }
config-takes-path = ein Pfad in Anführungszeichen ("..." oder '...')
# Eine Zahl, die eine Hausregel nicht annimmt, aus einer Option (--target 20000) oder der Einstellungsdatei (target = 0).
rule-out-of-range = { $rule } kann nicht { $value } sein; möglich sind { $takes }
rule-takes-range = { $low } bis { $high }
config-wrong-place = { $key } gehört nicht { $here }, sondern { $there }
config-place-top = an den Anfang der Datei
config-place-top-or-rules = an den Anfang der Datei oder unter [rules]
config-place-table = unter { $table }
config-twice = { $key } ist zweimal gesetzt; behalte nur einen Eintrag
config-target-and-rounds = target und rounds sind beide gesetzt; eine Partie endet nur auf eine Art, behalte eins davon
config-unreadable = die Einstellungsdatei { $file } kann nicht gelesen werden ({ $reason }); gib mit --config oder SKYJO_CONFIG eine andere an
round-recorded = Runde { $round } von Partie { $game } ist eingetragen.
round-record-question = Runde { $round } von Partie { $game } eintragen?
undo-question = Runde { $round } von Partie { $game } zurücknehmen ({ $scores })?
undo-done = Runde { $round } von Partie { $game } ist zurückgenommen.
undo-draft-kept = Der Entwurf für Runde { $round } von Partie { $game } bleibt gespeichert, gehörte aber zur Runde nach der zurückgenommenen und kann nicht mehr eingetragen werden: skyjo round fragt, ob er verworfen werden soll.
nothing-changed = Nichts geändert.
demo-intro = Eine Beispielpartie, eingetragen in eine Wegwerf-Datenbank (deine eigenen Partien bleiben unberührt).
demo-round-one = So wurde Runde 1 gezählt (skyjo show --explain 1 macht das für jede eingetragene Runde):
demo-entered = Die { $rounds } Runden wurden so eingegeben: skyjo round --closer NAME NAME="AUSLAGE" NAME=SUMME ...

## Die Liste der Partien

games-none = Noch keine Partien. Beginne eine mit: skyjo new NAME NAME...
games-col-game = Partie
games-col-played = Gespielt
games-col-players = Spieler (Summe)
games-col-rounds = Runden
games-col-result = Ergebnis
games-not-started = nicht begonnen
games-won-by = gewonnen von { $names }
games-leads = { $count ->
    [one] { $names } führt
   *[other] { $names } führen gemeinsam
}
games-current = { $game } (aktuell)

## Fragen

prompt-player = Spieler { $seat }
prompt-player-or-start = Spieler { $seat } (nur Enter: Partie beginnen)
prompt-which-player-named = Welchen Spieler meinst du mit { $name }?
prompt-first-row = { $name }, Reihe 1 (4 Karten, x für entfernte Karte) oder die Rundensumme
prompt-first-row-action = { $name }, Reihe 1 (4 Karten, * für Stern, x für entfernte Karte) oder die Rundensumme
prompt-next-row = { $name }, Reihe { $row } (Summe bisher { $sum })
prompt-grid-points = { $name }: { $grid } = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
prompt-grid-points-without = { $name }: { $grid } = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} (ohne { $lines })
prompt-grid-without-line = { $line }: { $what }
prompt-grid-again = { $problem }; gib die Auslage von { $name } noch einmal ein
prompt-row-length = eine Reihe hat 4 Karten, diese hat { $found }{ $over ->
    [yes] {""}
   *[no] ; schreib entfernte Karten als x
}
prompt-whole-grid-later = das ist eine ganze Auslage, die geht nur bei Reihe 1; gib hier nur Reihe { $row } ein (4 Karten)
prompt-closer = Wer hat die Runde beendet?
prompt-held = Nicht ausgespielte Aktionskarten? (etwa { $example }; nur Enter: keine)
prompt-dealer = Wer hat gegeben? (bei gleicher Summe beginnt, wer links vom Geber am nächsten sitzt)
# Unter einem Menü, dessen Cursor auf keinem Eintrag steht (nur Enter wählt nichts).
menu-pick-hint = (mit den Pfeiltasten wählen, dann Enter)
menu-picked-none = (noch niemand gewählt: mit den Pfeiltasten zu einem Namen gehen, dann Enter)
prompt-answer = antworte { $yes } oder { $no }
menu-record = Eintragen
menu-change-entry = Eingabe eines Spielers ändern
menu-change-closer = Ändern, wer beendet hat
menu-cancel = Abbrechen
menu-which-player = Wessen Eingabe?
menu-leave-draft = Später weitermachen (als Entwurf speichern)
menu-discard-draft = Entwurf verwerfen

## Der Entwurf einer Runde, die gerade eingegeben wird

draft-nothing-in = noch ist nichts eingegeben
draft-grids-in = { $count ->
    [one] die Auslage von { $names } ist eingegeben
   *[other] die Auslagen von { $names } sind eingegeben
}
draft-totals-in = { $count ->
    [one] die Rundensumme von { $names } ist eingegeben
   *[other] die Rundensummen von { $names } sind eingegeben
}
draft-grids-and-totals-in = { $grid_count ->
    [one] die Auslage
   *[other] die Auslagen
} von { $grids } und { $total_count ->
    [one] die Rundensumme
   *[other] die Rundensummen
} von { $totals } sind eingegeben
draft-closer = { $name } hat die Runde beendet
draft-holds = { $entered }; { $closer }
draft-status = Runde { $round } ist als Entwurf gespeichert: { $holds }. skyjo round macht hier weiter.
draft-status-stale = Ein Entwurf für Runde { $round } ist gespeichert, kann aber nicht mehr eingetragen werden: Die Partie hat jetzt { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
}. skyjo round --discard-draft verwirft ihn.
draft-status-over = Ein Entwurf für Runde { $round } ist gespeichert, aber in dieser Partie wird keine Runde mehr gespielt. skyjo round --discard-draft verwirft ihn.
draft-resumed = Weiter mit dem Entwurf für Runde { $round } von Partie { $game }: { $holds }.
draft-stale = Der Entwurf für Runde { $round } von Partie { $game } kann nicht mehr eingetragen werden: Die Partie hat jetzt { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
}.
draft-stale-question = Verwerfen und mit Runde { $next } beginnen?
draft-discard-question = Den Entwurf für Runde { $round } von Partie { $game } verwerfen ({ $holds })?
draft-discarded = Der Entwurf für Runde { $round } von Partie { $game } ist verworfen.
draft-none = Partie { $game } hat keinen Entwurf, der verworfen werden könnte.
draft-kept = Runde { $round } von Partie { $game } ist als Entwurf gespeichert; skyjo round macht hier weiter.

## Diagramme

chart-empty = (noch nichts zu zeichnen)
chart-axis = { $label } ({ $first } bis { $last })
chart-axis-round = Runde
chart-axis-game = Partie
chart-legend = { $legend }; * wo sich Linien treffen
chart-totals-heading = Partie { $game }: Summen nach jeder Runde (0 vor der ersten), { $end }
chart-target = Ziel { $target }
chart-rounds = { $rounds } Runden

## Der Kartenassistent

odds-unseen = { $left ->
    [one] 1 Karte ungesehen
   *[other] { $left } Karten ungesehen
}: { $parts }.
odds-unseen-all = { $left } Karten ungesehen: der ganze Kartensatz.
odds-unseen-seen = { $count } gesehen
odds-unseen-removed = { $count } in entfernten Spalten
odds-unseen-open = { $count } offen in den Auslagen
odds-unseen-discard = 1 auf dem Ablagestapel
odds-col-card = Karte
odds-col-left = Übrig
odds-col-next = Nächste Karte
odds-col-next-or-lower = Diese oder niedriger
odds-col-within = Mind. 1 in den nächsten { $draws }
odds-unknown-card = Eine verdeckte Karte ist im Durchschnitt { $mean } Punkte wert.
odds-explain-card = Die ungesehenen Karten: Durchschnitt { $mean }, Standardabweichung { $sd } (skyjo docs odds).
odds-hidden-sum = { $count ->
    [one] 1 verdeckte Karte ist im Durchschnitt { $mean } Punkte wert; in { $p } der Fälle zwischen { $low } und { $high }.
   *[other] { $count } verdeckte Karten ergeben zusammen im Durchschnitt { $mean } Punkte; in { $p } der Fälle zwischen { $low } und { $high }.
}
odds-explain-sum = Die Summe: Durchschnitt { $mean }, Quartile { $q1 } / { $q2 } / { $q3 } (skyjo docs odds).
odds-col-sum = Summe
odds-col-sum-is = Genau diese
odds-col-sum-at-most = Diese oder weniger
odds-sum-or-less = { $sum } oder weniger
odds-sum-or-more = { $sum } oder mehr
odds-percent-under = unter { $p }
odds-percent-over = über { $p }
risk-interval = (95{ "\u00A0" }%: { $low } bis { $high })
risk-col-score = Deine Punkte
risk-col-p = Risiko, verdoppelt zu werden
risk-col-expected = Erwartete Punkte
risk-row-now = { $score } (jetzt)
risk-method = Methode: { $method }.
risk-method-exact = exakt (jede mögliche Ziehung durchgerechnet)
risk-method-monte-carlo = Monte Carlo, { $samples } Stichproben, fester Startwert, 95-%-Intervalle
risk-turn-none = kein letzter Zug: die Auslagen werden aufgedeckt, wie sie liegen
risk-turn-greedy = { $count ->
    [one] { $order } hat noch einen letzten Zug und nimmt
   *[other] die Gegner haben der Reihe nach ({ $order }) noch einen letzten Zug; jeder nimmt
} die oberste Karte vom Ablagestapel oder zieht eine Karte und legt sie dorthin, wo sie die meisten Punkte spart
risk-columns-reveal = Spalten aus drei gleichen Karten werden beim Aufdecken entfernt
risk-columns-none = beim Aufdecken werden keine Spalten entfernt
risk-tie-doubles = bei Gleichstand wird verdoppelt
risk-tie-safe = Gleichstand wird nicht verdoppelt
risk-negative-safe = 0 Punkte oder weniger werden nie verdoppelt
risk-negative-doubled = auch 0 Punkte oder weniger werden verdoppelt
risk-assumptions = Annahmen: { $hidden ->
    [one] Die verdeckte Karte stammt
   *[other] Die { $hidden } verdeckten Karten stammen
} aus den { $pool } ungesehenen Karten; { $turn }; { $columns }; { $doubling }; { $negative }. Wie es berechnet wird: skyjo risk --explain, skyjo docs odds.
risk-left-out = Niedrigere Punkte sind weggelassen: Ein weiterer Zug kann deine Auslage höchstens auf { $lowest } senken.
start-first-highest = { $starter } beginnt Runde 1 mit der höchsten Summe zweier aufgedeckter Karten ({ $sum }).
start-first-tied = { $starter } beginnt Runde 1: { $tied } liegen mit { $sum } gleichauf, { $dealer } hat gegeben, und { $starter } sitzt links von { $dealer } am nächsten.
start-next-closer = In Partie { $game } beginnt { $starter } Runde { $round }, weil { $starter } Runde { $last } beendet hat.
start-next-winner = In Partie { $game } beginnt { $starter } Runde { $round }, weil { $starter } in Runde { $last } die wenigsten Punkte hatte (in dieser Partie beginnt der Rundensieger).
start-highest-sum = hat mit { $sum } die höchste Summe zweier aufgedeckter Karten
start-nearest-dealer = { $tied } liegen mit { $sum } gleichauf; { $starter } sitzt links vom Geber ({ $dealer }) am nächsten
start-closed-last = hat Runde { $round } beendet (wer beendet, beginnt)
start-lowest-last = hatte in Runde { $round } die wenigsten Punkte (in dieser Partie beginnt der Rundensieger)
deck-complete = Der Kartensatz ist vollständig: { $count } Karten.
deck-counted = { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
} gezählt; der Kartensatz hat { $deck }.
deck-missing = Fehlende Karten: { $cards }.
deck-extra = Überzählige Karten: { $cards }.
deck-cards-of = { $count } × { $value }
seen-heading = Partie { $game }, Runde { $round }: { $count ->
    [one] 1 Karte gesehen
   *[other] { $count } Karten gesehen
}.
seen-cards = Gesehen: { $cards }
seen-how = Gib die Karten außerhalb der Auslagen ein, sobald sie auftauchen (der Ablagestapel unter der obersten Karte, entfernte Spalten): skyjo seen 9 9 -2; mit --undo nimmst du eine zurück. Die offenen Karten in den Auslagen und die oberste Karte des Ablagestapels werden getrennt gezählt: risk liest sie aus seinen Auslagen und --discard, odds aus --open und --discard.
seen-used = Berücksichtigt { $count ->
    [one] ist die Karte, die
   *[other] sind die { $count } Karten, die
} in Runde { $round } von Partie { $game } gesehen { $count ->
    [one] wurde
   *[other] wurden
} (skyjo seen).
risk-verdict = { $band ->
    [safe] Beenden ist sicher: { $p } Risiko, verdoppelt zu werden.
    [some] Etwas riskant: { $p } Risiko, verdoppelt zu werden; { $hint }.
    [risky] Riskant: { $p } Risiko, verdoppelt zu werden; { $hint }.
   *[likely] Wahrscheinlich verdoppelt: { $p } Risiko; { $hint }.
}
risk-hint-safe-at = mit { $score } oder weniger wäre Beenden sicher (unter 5{ "\u00A0" }%)
risk-hint-never = selbst mit { $score } liegt das Risiko bei { $p }

## Die Befehle für den Vergleich

players-none = Noch keine Spieler. Beginne eine Partie mit: skyjo new NAME NAME...
players-col-player = Spieler
players-col-games = Abgeschlossene Partien
players-col-wins = Siege
players-col-in-progress = Laufend
players-col-last = Zuletzt gespielt
players-renamed = { $old } heißt jetzt in allen Partien { $new }.
players-merged = { $removed } ist in { $kept } aufgegangen: { $count ->
    [one] 1 Partie übertragen
   *[other] { $count } Partien übertragen
}.
period-none = Keine Partien in diesem Zeitraum.
stats-col-player = Spieler
stats-col-games = Abgeschlossene Partien
stats-col-wins = Siege
stats-col-win-rate = Siegquote
stats-col-avg-round = Durchschnitt pro Runde
stats-col-avg-total = Durchschnitt pro Partie
stats-col-closed = Runden beendet
stats-col-doubled = Verdoppelt
stats-col-close-ok = Erfolgreich beendet
stats-col-columns = { $rows ->
    [yes] Spalten/Reihen entfernt
   *[other] Spalten entfernt
}
stats-col-best = Beste Runde
stats-col-worst = Schlechteste Runde
stats-col-streak = Serie
stats-wins-shared = { $wins } (davon { $shared } geteilt)
stats-streak = { $now } (längste { $best })
stats-legend = Jede Zahl zählt abgeschlossene Partien und ihre Runden; eine laufende Partie zählt, sobald sie vorbei ist. Ein geteilter Sieg zählt als Sieg. Erfolgreich beendet: beendete Runden ohne Verdopplung. Serie: Siege in Folge bis jetzt (und die längste).
stats-in-progress = Eine laufende Partie zählt noch nicht: { $names }.
rivalry-none = { $a } und { $b } haben { $period ->
    [yes] in diesem Zeitraum
   *[no] noch
} keine Partie zusammen zu Ende gespielt.
rivalry-games = { $a } gegen { $b }: { $count ->
    [one] 1 gemeinsame abgeschlossene Partie
   *[other] { $count } gemeinsame abgeschlossene Partien
}.
rivalry-ahead = Am Ende vorn: { $a } { $a_ahead }, { $b } { $b_ahead }, gleichauf { $level }.
rivalry-rounds = Runden mit weniger Punkten: { $a } { $a_lower }, { $b } { $b_lower }, punktgleich { $equal }.
rivalry-margin = Abstand im Durchschnitt: { $name } liegt am Ende { $points } Punkte niedriger.
rivalry-last = { $count ->
    [one] Die letzte Begegnung:
   *[other] Die letzten { $count } Begegnungen:
}
rivalry-col-played = Gespielt
rivalry-col-game = Partie
ratings-none = Noch keine abgeschlossenen Partien: Die Ratings beginnen nach der ersten.
ratings-col-rank = Platz
ratings-col-player = Spieler
ratings-col-rating = Rating
ratings-col-games = Abgeschlossene Partien
ratings-col-uncertainty = Unsicherheit
ratings-method = Elo für mehrere Spieler (Start { $start }, K { $k }): Jedes Paar in einer abgeschlossenen Partie zählt als ein Duell; mehr dazu: skyjo docs ratings.
ratings-method-weng-lin = Weng-Lin (Start 25 ± 8,3): Jede abgeschlossene Partie ordnet ihre Spieler nach der Summe; die Unsicherheit sinkt mit jeder Partie, deshalb bewegt sich ein neuer Spieler schnell; mehr dazu: skyjo docs ratings.
edit-done = Runde { $round } von Partie { $game } ist korrigiert; die alte Runde bleibt erhalten (skyjo log { $game }).
edit-unchanged = An Runde { $round } von Partie { $game } ändert sich nichts; es wurde nichts gespeichert.
edit-question = Die korrigierte Runde { $round } von Partie { $game } eintragen?
log-none = Keine Korrekturen und keine anderen Änderungen.
log-corrected = { $at } Runde { $round } von Partie { $game } wurde korrigiert: { $changes }.
log-rescored = { $at } Runde { $round } von Partie { $game } wurde nach anderen Regeln neu gezählt ({ $rules }; vorher: { $was }): { $changes }.
log-corrected-note = { $at } Runde { $round } von Partie { $game } wurde geändert ({ $note }): { $changes }.
log-before = vorher: { $round }
log-after = nachher: { $round }
log-round = { $closer } hat die Runde beendet; { $scores }
log-score = { $kind ->
    [doubled] { $name } { $score } ({ $raw } verdoppelt)
   *[plain] { $name } { $score }
}
log-no-score = keine Punkte
log-score-changed = { $name } { $before } → { $after }
log-entry-changed = { $kind ->
    [entered] die Karten von { $name } wurden eingegeben (weiterhin { $score } Punkte)
   *[changed] die Karten von { $name } wurden korrigiert (weiterhin { $score } Punkte)
}
log-closer-changed = { $after } hat die Runde beendet, nicht { $before }
log-unchanged = keine Punkte geändert
log-undone = { $at } Runde { $round } von Partie { $game } wurde zurückgenommen: { $closer } hatte die Runde beendet; { $scores }.
log-undone-unread = { $at } Eine Runde von Partie { $game } wurde zurückgenommen.
log-renamed = { $at } { $old } wurde in { $new } umbenannt.
log-merged = { $at } { $removed } ist in { $kept } aufgegangen: { $count ->
    [one] 1 Partie übertragen
   *[other] { $count } Partien übertragen
}.
log-note-set = { $at } Partie { $game } hat die Notiz „{ $note }“ bekommen.
log-note-changed = { $at } Die Notiz zu Partie { $game } wurde in „{ $note }“ geändert (vorher: „{ $was }“).
log-note-removed = { $at } Die Notiz zu Partie { $game } wurde entfernt (sie lautete „{ $was }“).
log-note-cleared = { $at } Die Notiz zu Partie { $game } wurde geleert.
log-abandoned = { $at } Partie { $game } wurde abgebrochen: Sie zählt in keiner Statistik.
log-deleted = { $at } Partie { $game } wurde gelöscht ({ $players }, { $rounds ->
    [0] keine Runden
    [one] 1 Runde
   *[other] { $rounds } Runden
}, begonnen am { $played }); vorher wurde eine Sicherungskopie des Verlaufs angelegt.
log-imported = { $at } { $file } wurde importiert: { $result }.
edit-no-longer-over = Partie { $game } ist nicht mehr zu Ende: Es wird noch eine Runde gespielt ({ $count ->
    [one] { $names } führt
   *[other] { $names } führen gemeinsam
} mit { $total }).
edit-new-winner = { $count ->
    [one] Partie { $game } geht jetzt an { $names }
   *[other] Partie { $game } geht jetzt gemeinsam an { $names }
} (vorher: { $was }).
log-kind-edit = Korrektur
log-kind-rescore = Neuberechnung: { $rules } (vorher: { $was })
rescore-heading = Partie { $game }, neu gewertet: { $rules } (gespielt: { $was }).
rescore-ends-early = Nach diesen Regeln wäre die Partie schon nach Runde { $round } zu Ende gewesen.
rescore-saved = Gespeichert: Die Partie zählt jetzt nach diesen Regeln; { $changed ->
    [one] die Runde mit geänderten Punkten steht in skyjo log.
   *[other] die { $changed } Runden mit geänderten Punkten stehen in skyjo log.
}
rescore-saved-unchanged = Gespeichert: Die Partie zählt jetzt nach diesen Regeln; in keiner Runde haben sich die Punkte geändert.
rescore-not-saved = Nichts wurde geändert; mit --save wird die Partie nach diesen Regeln gespeichert.
import-done = { $added ->
    [0] Keine Partie importiert
    [one] 1 Partie importiert
   *[other] { $added } Partien importiert
}{ $skipped ->
    [0] {""}
    [one] ; 1 Partie war schon im Verlauf
   *[other] ; { $skipped } Partien waren schon im Verlauf
}.
import-progress = importiere { $done } Partien
bgstats-done = { $added ->
    [0] Keine Skyjo-Partie
    [one] 1 Skyjo-Partie
   *[other] { $added } Skyjo-Partien
} aus BG Stats importiert{ $skipped ->
    [0] {""}
    [one] ; 1 Partie war schon im Verlauf
   *[other] ; { $skipped } Partien waren schon im Verlauf
}.
bgstats-other-games = { $plays ->
    [one] 1 Partie eines anderen Spiels übersprungen.
   *[other] { $plays } Partien anderer Spiele übersprungen.
}
bgstats-skipped = { $plays ->
    [one] 1 Partie übersprungen: { $why }.
   *[other] { $plays } Partien übersprungen: { $why }.
}
bgstats-skip-no-scores = keine Punkte
bgstats-skip-players = nicht 2 bis 8 Spieler
bgstats-skip-names = ein Spieler ohne brauchbaren Namen
bgstats-skip-date = kein lesbares Datum
bgstats-skip-no-id = keine UUID
bgstats-skip-ignored = in BG Stats von der Statistik ausgenommen
bgstats-skip-teams = in Teams gespielt
backup-done = { $source } wurde in { $target } gesichert.
restore-done = { $file } wurde als { $db } wiederhergestellt; der Verlauf, wie er vorher war, liegt in { $backup }.
restore-done-new = { $file } wurde als { $db } wiederhergestellt.
restore-question = Den Verlauf { $db } durch { $file } ersetzen? Vorher wird eine Kopie des jetzigen Verlaufs angelegt.
generate-done = { $games } erzeugte Partien ({ $rounds } Runden) in { $db } geschrieben.


## Der HTML-Bericht

report-title = Skyjo: die Partien der Familie
report-period = { $from } bis { $to } · { $games ->
    [one] 1 abgeschlossene Partie
   *[other] { $games } abgeschlossene Partien
}
report-period-day = { $date } · { $games ->
    [one] 1 abgeschlossene Partie
   *[other] { $games } abgeschlossene Partien
}
report-no-games = Noch keine abgeschlossenen Partien: Der Bericht beginnt nach der ersten.
report-in-progress = { $games ->
    [one] 1 laufende Partie zählt noch nicht mit.
   *[other] { $games } laufende Partien zählen noch nicht mit.
}
report-made = Erstellt von skyjo am { $date }.
report-nothing = Für diesen Zeitraum gibt es nichts zu zeigen.
report-only-totals = Die Partien dieses Zeitraums haben nur Endsummen (aus BG Stats importiert): Es gibt keine Runden zu zeigen.
report-written = Der Bericht über { $games ->
    [one] 1 abgeschlossene Partie
   *[other] { $games } abgeschlossene Partien
} steht in { $path }.
report-standings = Gesamtstand
report-standings-note = Jede Zahl zählt abgeschlossene Partien und ihre Runden (eine laufende Partie zählt, sobald sie vorbei ist); ein geteilter Sieg zählt als Sieg. Die Rundenstatistik lässt Partien weg, die nur mit Endsummen importiert wurden.
report-col-best-round = Beste Runde
report-col-longest-streak = Längste Serie
report-ratings = Ratings im Lauf der Zeit
report-ratings-note = Elo für mehrere Spieler nach den Partien des Zeitraums; jede Linie endet beim heutigen Rating des Spielers.
report-head-to-head = Direkter Vergleich
report-head-to-head-note = Wie oft der Spieler der Zeile vor dem Spieler der Spalte lag, in den abgeschlossenen Partien, die beide gespielt haben.
report-head-to-head-cell = { $a } lag in { $ahead } von { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
} vor { $b }
report-closest = Die knappsten Partien
report-closest-note = Die abgeschlossenen Partien mit dem kleinsten Abstand zwischen Sieger und Zweitem: die Summen nach jeder Runde; die gestrichelte Linie ist das Ziel.
report-close-won = Partie { $game } · { $date } · { $names } hat mit { $margin ->
    [one] { $margin } Punkt
   *[other] { $margin } Punkten
} Abstand gewonnen
report-close-shared = Partie { $game } · { $date } · { $names } haben sich den Sieg geteilt
report-records = Rekorde
report-record-lowest-round = Niedrigste Runde: { $name } mit { $score } (Partie { $game }, Runde { $round }).
report-record-comeback = Größte Aufholjagd: { $name } hat Partie { $game } gewonnen, obwohl die Siegchance nach Runde { $round } nur { $chance } betrug.
## Die Chancen des Siegers unter den knappsten Partien (docs/chances.md)
report-chances-note = Unter jeder Partie: die Siegchance des späteren Siegers nach jeder Runde, wie die Prognose sie am Tisch genannt hätte ({ $games } simulierte Partien je Prognose, auf ±{ $margin } Prozentpunkte genau; skyjo docs chances).
report-chances = Siegchance von { $name }: { $list }
report-chance-after = { $chance } nach Runde { $round }
report-record-most-doubled = Am häufigsten verdoppelt: { $name }, { $doubled ->
    [one] einmal
   *[other] { $doubled }-mal
} in { $closed ->
    [one] 1 beendeten Runde
   *[other] { $closed } beendeten Runden
}.
report-record-most-columns = Die meisten Spalten in einer Runde entfernt: { $name } mit { $count } (Partie { $game }, Runde { $round }).

## Regelfehler

grid-of = die Auslage von { $who }
grid-yours = deine Auslage
rule-empty-entry = keine Eingabe für { $grid }; gib 12 Karten an (3 Reihen zu 4) oder die Rundensumme
rule-cell-count = { $grid } hat { $found ->
    [one] 1 Karte
   *[other] { $found } Karten
}; eine Auslage hat 12 (3 Reihen zu 4){ $over ->
    [yes] {""}
   *[no] , schreib entfernte Karten als x
}
rule-row-count = { $grid } hat { $found } Reihen; eine Auslage hat 3 Reihen zu 4, mit / zwischen den Reihen
rule-row-length = { $grid }: Reihe { $row } hat { $found ->
    [one] 1 Karte
   *[other] { $found } Karten
}; eine Reihe hat 4{ $over ->
    [yes] {""}
   *[no] {" "}(schreib entfernte Karten als x)
}
rule-not-a-card = { $grid } enthält '{ $token }', wo eine Karte stehen sollte; schreib eine Zahl von -2 bis 12 oder x für eine entfernte Karte
rule-card-out-of-range = { $grid } enthält { $value }, das ist keine Karte; Karten gibt es nur von -2 bis 12
rule-face-down = { $grid } enthält eine verdeckte Karte (?); deck vor dem Zählen alle Karten auf
rule-partial-column = { $grid }: Spalte { $column } hat { $removed ->
    [one] 1 entfernte Karte
   *[other] { $removed } entfernte Karten
} (x); in einer entfernten Spalte steht in allen drei Reihen x{ $rows ->
    [yes] {" "}(in einer entfernten Reihe in allen vier Feldern)
   *[no] {""}
}
rule-no-lines-removed = { $grid } enthält entfernte Karten (x), aber diese Partie spielt ohne Spaltenregel; gib die Karten ein, wie sie liegen
rule-removed-mismatch = { $grid }: { $line } wurde als x{ $a } und x{ $b } entfernt; eine entfernte Spalte oder Reihe besteht aus gleichen Karten, schreib einen Wert oder nur x
rule-impossible-total = die Rundensumme { $total } von { $who } ist unmöglich; eine Auslage aus 12 Karten ergibt { $min } bis { $max }
rule-deck-exceeded = { $found } { $value ->
    [-2] Minus-Zweien
    [-1] Minus-Einsen
    [0] Nullen
    [1] Einsen
    [2] Zweien
    [3] Dreien
    [4] Vieren
    [5] Fünfen
    [6] Sechsen
    [7] Siebenen
    [8] Achten
    [9] Neunen
    [10] Zehnen
    [11] Elfen
    [12] Zwölfen
   *[other] Karten mit dem Wert { $value }
} eingegeben, aber der Kartensatz hat nur { $copies }: Prüf die Auslagen
rule-seen-exceeded = insgesamt { $found } { $value ->
    [-2] Minus-Zweien
    [-1] Minus-Einsen
    [0] Nullen
    [1] Einsen
    [2] Zweien
    [3] Dreien
    [4] Vieren
    [5] Fünfen
    [6] Sechsen
    [7] Siebenen
    [8] Achten
    [9] Neunen
    [10] Zehnen
    [11] Elfen
    [12] Zwölfen
   *[other] Karten mit dem Wert { $value }
} gesehen (die Liste der gesehenen Karten, die offenen Karten in den Auslagen und der Ablagestapel zusammen), aber der Kartensatz hat nur { $copies }: Prüf die Karten
rule-pool-too-small = { $asked ->
    [one] nach 1 Karte gefragt
   *[other] nach { $asked } Karten gefragt
}, aber { $left ->
    [one] nur 1 ist
   *[other] nur { $left } sind
} noch ungesehen; frag nach weniger Karten oder gib weniger gesehene an
rule-opponent = { $who }: { $problem }
rule-player-count = { $found } Spieler; Skyjo ist für 2 bis 8 Spieler
rule-dealer-seat = der Geber sitzt auf Platz { $seat }, aber am Tisch gibt es nur { $players } Plätze; der Geber ist einer der Spieler
opponent-not-open-sum = '{ $text }' ist nicht OFFEN:VERDECKT; schreib die Summe der offenen Karten und die Zahl der verdeckten, etwa 14:3
opponent-too-many-hidden = { $hidden } verdeckte Karten; eine Auslage hat 12 Karten
opponent-impossible-open = eine offene Summe von { $visible } ist in einer Auslage unmöglich
opponent-cells = die Auslage hat { $found ->
    [one] 1 Feld
   *[other] { $found } Felder
}; schreib 12 (3 Reihen zu 4): eine Karte, ? für eine verdeckte Karte, x für eine entfernte; oder OFFEN:VERDECKT
opponent-partial-column = Spalte { $column } hat { $removed ->
    [one] 1 entfernte Karte
   *[other] { $removed } entfernte Karten
} (x); in einer entfernten Spalte steht in allen drei Reihen x
cards-not-a-count = '{ $token }' ist keine Kartenzahl; schreib W*N, etwa 9*3 für drei Neunen
cards-not-a-card = '{ $token }' ist keine Karte; schreib Zahlen von -2 bis 12, durch Leerzeichen getrennt, und W*N für N Karten mit dem Wert W (-2*5)
cards-not-in-deck = { $value } ist keine Karte; Karten gibt es nur von -2 bis 12
cards-count-too-large = '{ $token }' zählt { $times } Karten; der Kartensatz hat 150

## Eingabefehler

input-no-players = keine Spieler angegeben; nenne 2 bis 8 Spieler: skyjo new Anna Bertil Cecilia
input-player-count = { $found ->
    [one] 1 Spieler angegeben
   *[other] { $found } Spieler angegeben
}; Skyjo ist für 2 bis 8 Spieler
input-empty-name = Spieler { $seat } hat keinen Namen; gib jedem Spieler einen Namen
input-name-with-equals = der Name '{ $name }' enthält '='; das geht nicht, weil Runden als NAME=EINGABE eingegeben werden
input-name-too-long = der Name '{ $name }' ist zu lang; ein Name hat höchstens { $max } Zeichen
input-name-control = der Name von Spieler { $seat } enthält ein Steuerzeichen (einen Zeilenumbruch oder eine Escape-Sequenz); schreib den Namen mit Buchstaben
input-name-invisible = der Name von Spieler { $seat } enthält ein unsichtbares Zeichen (ein Leerzeichen ohne Breite oder eine Schreibrichtungsmarke), durch das er wie ein anderer Name aussähe; schreib den Namen noch einmal, nur mit Buchstaben
input-same-name = '{ $name }' und '{ $other }' sind derselbe Name; gib jedem Spieler einen eigenen Namen
input-name-mixed-scripts = '{ $name }' mischt Buchstaben verschiedener Alphabete, die gleich aussehen (ein kyrillischer oder griechischer Buchstabe zwischen lateinischen); schreib den Namen noch einmal in einem einzigen Alphabet
input-look-alike-names = '{ $name }' und '{ $other }' sehen gleich aus; gib jedem Spieler einen Namen, den man von den anderen unterscheiden kann
input-not-name-entry = '{ $arg }' ist nicht NAME=EINGABE; schreib Anna="1 0 3 4 / -2 2 5 0 / 1 3 0 2" oder Anna=14
input-not-in-game = { $name } spielt nicht in Partie { $game } mit ({ $players }); { $hint }
input-closer-not-in-game = { $name } soll die Runde beendet haben, spielt aber nicht in Partie { $game } mit ({ $players }); { $hint }
input-closer-not-among = { $name } soll die Runde beendet haben, gehört aber nicht zu den Spielern ({ $players }); { $hint }
# Das Ende bei einem nicht gefundenen Namen: der nächstliegende Name, sonst der Rat, die Schreibweise zu prüfen
name-check-spelling = prüf die Schreibweise
name-did-you-mean = meintest du { $nearest }?
input-given-twice = { $name } ist zweimal angegeben; nenne jeden Spieler nur einmal
input-not-name-held = '{ $arg }' ist kein Name mit Anzahl; schreib { $name ->
    [none] NAME=1
   *[other] { $name }=1
} für eine nicht ausgespielte Aktionskarte
input-held-without-entry = für { $name } sind nicht ausgespielte Aktionskarten angegeben, aber keine Auslage; gib auch die Auslage von { $name } an
input-held-not-among = { $name } spielt nicht in dieser Partie mit ({ $players }); { $hint }
input-rule-of-other-edition = { $flag } ist { $edition ->
    [classic] eine Regel des klassischen Spiels: Skyjo Action entfernt Viererreihen und Dreierspalten ohnehin; lass { $flag } weg
   *[action] eine Einstellung von Skyjo Action; füge --edition action hinzu oder lass { $flag } weg
}
input-missing-entry = keine Eingabe für { $name }; füge { $name }="AUSLAGE" (12 Karten) oder { $name }=SUMME hinzu
input-missing-closer = wer hat die Runde beendet? Füge --closer NAME hinzu
input-missing-arguments = { $args } { $count ->
    [one] fehlt
   *[other] fehlen
} (skyjo { $command } --help zeigt alle Optionen)
input-no-current-game = es gibt keine aktuelle Partie in { $db }; beginne eine mit: skyjo new NAME NAME... (oder gib --game PARTIE an)
input-no-home = kein Benutzerordner gefunden, in dem der Verlauf liegen könnte; gib --db PFAD an oder setze SKYJO_DB
input-create-folder = der Ordner { $dir } für den Verlauf kann nicht angelegt werden; gib --db PFAD an
input-undo-needs-yes = der Befehl undo fragt nach einer Bestätigung und kann hier nicht fragen; füge --yes hinzu, um Runde { $round } zurückzunehmen
input-restore-needs-yes = der Befehl restore fragt nach einer Bestätigung und kann hier nicht fragen; füge --yes hinzu, um { $db } durch { $file } zu ersetzen
input-date = { $flag } '{ $text }' ist kein Datum; schreib JJJJ-MM-TT (2024-06-01), einen Monat JJJJ-MM (2024-06), ein Jahr JJJJ (2024) oder eine RFC-3339-Zeit (2024-06-01T18:00:00Z)
input-season = --season '{ $text }' ist kein Jahr; schreib das Kalenderjahr, zum Beispiel --season 2025
input-season-with-dates = --season ist ein ganzes Jahr und geht nicht zusammen mit --since oder --until; gib nur eins davon an
input-since-after-until = --since { $since } liegt nach --until { $until }; gib bei --since das frühere Datum an
input-draw-count = --draws { $value } ist keine Anzahl; gib an, wie viele Karten gezogen werden, 1 oder mehr
input-hidden-count = --hidden { $value } ist keine Anzahl; gib an, wie viele Karten verdeckt liegen, 0 oder mehr
input-draws-too-many = --draws { $draws } ist mehr als { $left ->
    [one] die eine ungesehene Karte
   *[other] die { $left } ungesehenen Karten
}; frag nach weniger
input-seen = --seen: { $problem }
input-open = --open: { $problem }
input-turned-cards = { $name }: { $problem }
input-turned = { $name } hat { $count ->
    [one] 1 Karte
   *[other] { $count } Karten
} aufgedeckt; gib die zwei aufgedeckten Karten an, etwa { $name }="9 12"
input-no-dealer = wer hat gegeben? Füge --dealer NAME hinzu (bei gleicher Summe beginnt, wer links vom Geber am nächsten sitzt)
input-dealer-not-among = der Geber { $name } gehört nicht zu den Spielern ({ $players })
input-no-rounds-yet = Partie { $game } hat noch keine Runden: Gib für Runde 1 den Geber und die zwei aufgedeckten Karten aller Spieler an, etwa skyjo start --dealer { $example } { $example }="9 12" ...
input-rows-not-modelled = der Befehl risk kennt die Hausregel mit Reihen nicht; lass --rows weg
input-too-many-opponents = { $found } Gegner angegeben; Skyjo ist für 2 bis 8 Spieler, also 1 bis 7 Gegner
input-discard-not-a-card = --discard { $value } ist keine Karte; Karten gibt es nur von -2 bis 12
input-negative-margin = --margins { $value } ist negativ; gib an, um wie viel niedriger als jetzt, 0 oder mehr
input-generate-needs-db = der Befehl demo --games schreibt einen erzeugten Verlauf in eine neue Datei; gib sie mit --db DATEI an
input-generate-exists = die Datei { $path } gibt es schon; der Generator schreibt einen neuen Verlauf, gib also eine neue Datei an
input-rescore-unreadable = Runde { $round } kann nach diesen Regeln nicht gezählt werden: { $problem }
input-rescore-ends-early = nach diesen Regeln wäre Partie { $game } nach Runde { $end } vorbei, sie hat aber { $rounds } Runden; nichts gespeichert
input-nothing-to-back-up = unter { $path } gibt es keinen Verlauf, der gesichert werden könnte
input-cannot-read = die Datei { $path } kann nicht gelesen werden
input-bgstats-file = die Datei { $path } ist eine Sicherung aus BG Stats, kein skyjo-Export; importiere sie mit: skyjo import --from bgstats { $path }
input-delimiter-needs-csv = --delimiter gilt nur für einen CSV-Export: Füge --format csv hinzu
input-cannot-create = die Datei { $path } kann nicht angelegt werden
io-not-found = Datei oder Ordner nicht gefunden
io-permission-denied = Zugriff verweigert
io-already-exists = das gibt es schon; gib eine neue Datei an
io-is-a-directory = das ist ein Ordner, keine Datei
io-not-a-directory = ein Teil des Pfads ist eine Datei, kein Ordner
io-read-only = das Dateisystem ist schreibgeschützt
io-storage-full = der Datenträger ist voll
input-nothing-seen = keine Karte zum Zurücknehmen: In Runde { $round } von Partie { $game } ist noch keine Karte gesehen
input-no-game-to-repeat = es gibt keine letzte Partie für eine Revanche; beginne eine mit: skyjo new NAME NAME...
input-cancelled = Unterbrochen; nichts wurde gespeichert.
input-cancelled-draft = Unterbrochen: Runde { $round } von Partie { $game } ist als Entwurf gespeichert; skyjo round macht dort weiter.
input-note-control = eine Notiz darf kein Steuerzeichen enthalten (einen Zeilenumbruch oder eine Escape-Sequenz)
input-star-in-score = { $grid } enthält einen Stern, aber die Runde wird klassisch gewertet: Nur Skyjo Action hat Sterne (ergänze --edition action)
input-delete-needs-yes = der Befehl delete fragt nach einer Bestätigung und kann hier nicht fragen; füge --yes hinzu, um Partie { $game } zu löschen
input-nothing-to-change = in Runde { $round } von Partie { $game } gibt es nichts zu ändern; gib NAME=EINGABE für die Spieler an, deren Eingabe sich ändert, oder --closer NAME
input-no-such-doc = es gibt kein Dokument '{ $name }'; es gibt: { $names }

## Fehler im Verlauf

store-folder-missing = der Ordner { $dir } existiert nicht; leg ihn an oder gib mit --db einen anderen Pfad an
store-newer-schema = die Datei { $path } wurde von einer neueren skyjo-Version geschrieben (Schema { $found }; diese skyjo-Version kennt nur bis Schema { $known }): Installiere die neuere Version, um die Datei zu öffnen
store-not-skyjo = die Datei { $path } ist eine SQLite-Datenbank, aber kein skyjo-Verlauf; gib mit --db eine andere Datei an
store-not-a-database = die Datei { $path } ist keine SQLite-Datenbank; gib mit --db oder SKYJO_DB den Pfad eines skyjo-Verlaufs an
store-read-only = die Datei { $path } ist schreibgeschützt, oder ihr Ordner ist es (SQLite legt daneben -wal- und -shm-Dateien an); mach beide beschreibbar oder gib mit --db eine andere Datei an
store-cannot-open = die Datei { $path } kann nicht geöffnet werden; prüf, ob der Ordner existiert und beschreibbar ist, oder gib mit --db eine andere Datei an
store-replaced = die Datei { $path } wurde durch eine andere Datei ersetzt, während skyjo lief; nichts wurde geschrieben: Führ den Befehl noch einmal aus (skyjo restore stellt eine Sicherung gefahrlos wieder her)
store-corrupt = die Datei { $path } ist beschädigt; stell sie aus einer Sicherung wieder her (skyjo backup legt Sicherungen an)
store-corrupt-unnamed = der Verlauf ist beschädigt; stelle eine Sicherung mit skyjo restore DATEI wieder her (skyjo backup legt Sicherungen an)
store-busy = die Datei { $path } ist zu lange von einem anderen skyjo belegt; versuch es noch einmal
store-open-failed = die Datei { $path } kann nicht geöffnet werden
store-no-wal = die Datei { $path } kann kein Write-Ahead-Logging nutzen (Journalmodus { $mode })
store-upgrade-backup = die Datei { $path } kann vor dem Upgrade auf Schema { $schema } nicht gesichert werden; nichts wurde geändert
store-no-game = es gibt keine Partie { $game }; skyjo games zeigt alle Partien
store-no-round = Partie { $game } hat keine Runde { $round }; sie hat { $rounds ->
    [0] noch keine Runden
    [one] 1 Runde
   *[other] { $rounds } Runden
}
store-game-over = Partie { $game } ist vorbei; beginne eine neue mit: skyjo new NAME NAME...
store-abandoned = Partie { $game } wurde abgebrochen; beginne eine neue mit: skyjo new NAME NAME...
store-totals-only = Partie { $game } hat nur Endsummen (aus BG Stats importiert); es gibt keine Runden zum Hinzufügen oder Ändern
store-no-rounds = Partie { $game } hat keine Runden, die zurückgenommen werden könnten
store-bad-rules = Partie { $game } hat Regeln, die diese skyjo-Version nicht lesen kann
store-damaged-round = Runde { $round } von Partie { $game } ist beschädigt (ihre Plätze passen nicht zu den { $players } Spielern der Partie)
store-unreadable-round = Runde { $round } von Partie { $game } ist in einer Form gespeichert, die diese skyjo-Version nicht lesen kann: { $problem }
store-damaged-game = Partie { $game } ist beschädigt: Sie hat { $players } Spieler
store-unknown-change = das Änderungsprotokoll enthält eine Änderung, die diese skyjo-Version nicht kennt ({ $kind }): Installiere die skyjo-Version, die sie geschrieben hat, um das Protokoll zu lesen
store-round-size = Partie { $game } hat { $players } Spieler, die Runde hat { $given }
store-ends-early = mit dieser Korrektur wäre Partie { $game } nach Runde { $end } vorbei, sie hat aber { $rounds } Runden; nichts geändert
store-changed-meanwhile = Partie { $game } wurde während der Neuberechnung geändert; versuch es noch einmal
store-no-seat = Partie { $game } hat keinen Platz { $seat }; sie hat { $players } Spieler
store-draft-stale = der Entwurf für Runde { $round } von Partie { $game } kann nicht mehr eingetragen werden: Die Partie hat jetzt { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
}; verwirf ihn mit skyjo round --discard-draft
store-round-moved-on = Runde { $round } von Partie { $game } kann nicht mehr eingegeben werden: Die Partie hat jetzt { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
} (inzwischen wurde eine Runde eingetragen oder zurückgenommen)
store-draft-in-the-way = Partie { $game } hat einen Entwurf für Runde { $round } ({ $entered }): Mach an einem Terminal mit skyjo round dort weiter oder verwirf ihn mit skyjo round --discard-draft
store-draft-changed = der Entwurf für Runde { $round } von Partie { $game } wurde inzwischen geändert (an einem anderen Terminal oder auf einem Handy); hier ist er, wie er jetzt ist
store-backup-exists = die Datei { $path } gibt es schon; gib eine neue Datei für die Sicherung an
store-backup-folder-missing = der Ordner { $dir } existiert nicht; leg ihn an oder gib eine andere Datei an
store-backup-create = die Datei { $path } kann nicht angelegt werden
store-backup-write = die Sicherung { $path } kann nicht geschrieben werden
store-restore-missing = es gibt keine Datei { $path } zum Wiederherstellen; gib eine Sicherung des Verlaufs an (skyjo backup legt Sicherungen an)
store-restore-not-a-backup = die Datei { $path } ist kein skyjo-Verlauf; gib eine Sicherung an, die skyjo backup angelegt hat
store-restore-folder = der Pfad { $path } ist ein Ordner, keine Datei; gib eine Sicherung des Verlaufs an (skyjo backup legt Sicherungen an)
store-restore-same = die Datei { $path } ist der Verlauf selbst; gib eine Sicherung an, die an seine Stelle treten soll
store-no-player = es gibt keinen Spieler { $name }; skyjo players zeigt alle Spieler
store-name-taken = { $taken } ist schon ein Spieler; wenn { $stored } und { $taken } dieselbe Person sind, führ sie so zusammen: skyjo players merge "{ $taken }" "{ $stored }"
store-same-player = { $a } und { $b } sind schon derselbe Spieler; nenne zwei verschiedene Spieler
store-played-together = { $a } und { $b } haben beide in Partie { $game } gespielt, sind also zwei Personen; nichts zusammengeführt
store-rival-self = { $name } gegen { $name }: Nenne zwei verschiedene Spieler
export-not-json = kein skyjo-Export in { $file } ({ $why }); exportiere einen mit: skyjo export
export-no-format = kein skyjo-Export in { $file } (kein "format": "skyjo"); exportiere einen mit: skyjo export
export-no-version = in { $file } steht keine Exportversion; das ist kein skyjo-Export
export-newer = die Datei { $file } wurde von einer neueren skyjo-Version geschrieben (Exportversion { $version }; diese skyjo-Version liest nur bis Exportversion { $known }): Installiere die neuere Version
export-invalid = kein gültiger skyjo-Export in { $file }: { $detail }
bgstats-not-json = kein BG-Stats-Export in { $file } ({ $why }); leg in der App BG Stats eine Sicherung als Datei an (BGStatsExport.json)
not-json-syntax = kein JSON in Zeile { $line }, Spalte { $column }
not-json-empty = die Datei ist leer
not-json-cut-short = das JSON endet zu früh, in Zeile { $line }, Spalte { $column }
not-json-not-object = JSON, aber kein JSON-Objekt
not-json-unreadable = nicht lesbar: { $detail }
bgstats-not-export = kein BG-Stats-Export in { $file } (die Listen "players", "games" und "plays" fehlen); leg in der App BG Stats eine Sicherung als Datei an (BGStatsExport.json)
bgstats-invalid = kein gültiger BG-Stats-Export in { $file }: { $detail }

## Die Wertungsblöcke als CSV (export --format csv; docs/export.md): die
## Überschriften und ja/nein, wie eine deutsche Tabellenkalkulation sie zeigt.

csv-game = Partie
csv-played = Begonnen
csv-game-uid = Partie-ID
csv-round = Runde
csv-closer = Beendet von
csv-player = Spieler
csv-entry = Eingabe
csv-held = Nicht ausgespielte Aktionskarten
csv-raw = Punkte vor Verdopplung
csv-doubled = Verdoppelt
csv-score = Punkte
csv-total = Summe
csv-yes = ja
csv-no = nein
import-game = Partie { $uid } der Datei: { $problem }
record-player-count = sie hat { $found } Spieler; Skyjo ist für 2 bis 8
record-names = ihre Spieler haben keine verschiedenen Namen aus 1 bis 24 Zeichen ohne Steuerzeichen, unsichtbare Zeichen oder '='
record-empty-uid = sie hat eine leere UID
record-time = { $field } '{ $text }' ist keine RFC-3339-Zeit
record-ends-early = sie war nach Runde { $end } vorbei, hat aber { $rounds } Runden
record-numbering = die Runden müssen 1, 2, 3... nummeriert sein; gefunden: { $found } an Stelle { $place }
record-lengths = Runde { $round }: sie braucht für jeden Spieler eine Eingabe, die Punkte vor Verdopplung, eine Angabe zur Verdopplung und die Punkte ({ $players })
record-closer = Runde { $round }: { $name } soll die Runde beendet haben, spielt aber nicht in der Partie mit
record-entry = Runde { $round }: { $problem }
record-score = Runde { $round }: laut Datei bekam { $name } { $score } Punkte (vor Verdopplung { $raw }), nach den Regeln der Partie sind es { $expected } (vor Verdopplung { $expected_raw })
record-final-totals = sie hat Endsummen und Runden, oder nicht für jeden ihrer { $players } Spieler eine Endsumme

# Die einzeiligen Beschreibungen der Befehle in --help (der Rest von --help ist Englisch).
about-skyjo = Wertungsblock, Schiedsrichter und Verlauf für das Kartenspiel Skyjo, gespielt mit echten Karten
about-new = Eine Partie beginnen; sie wird die aktuelle Partie
about-round = Die nächste Runde der aktuellen Partie eintragen (oder --game PARTIE)
about-status = Die aktuelle Partie auf einen Blick: Summen, wer führt, was bis zum Ziel fehlt, wer beginnt, die Siegchance jedes Spielers
about-use = Eine gespeicherte Partie zur aktuellen Partie machen
about-note = Eine Notiz zu einer Partie schreiben (eine leere Notiz entfernt sie)
about-abandon = Eine Partie als abgebrochen markieren: Sie bleibt erhalten und sichtbar, zählt aber in keiner Statistik
about-delete = Eine Partie aus dem Verlauf löschen (vorher wird eine Sicherung angelegt)
about-show = Den Wertungsblock einer Partie anzeigen
about-games = Die Partien im Verlauf auflisten, die neueste zuerst
about-undo = Die letzte Runde der aktuellen Partie zurücknehmen (oder --game PARTIE)
about-score = Eine umstrittene Runde Karte für Karte prüfen; speichert nichts
about-demo = Eine Beispielpartie in einer Wegwerf-Datenbank spielen und ihren Wertungsblock zeigen
about-odds = Was noch im Kartensatz steckt und wie die Chancen für die nächsten Karten stehen
about-risk = Soll ich jetzt beenden? Das Risiko, verdoppelt zu werden, nach den gesehenen Karten
about-start = Wer eine Runde beginnt
about-seen = Die gesehenen Karten außerhalb der Auslagen in der laufenden Runde (der Ablagestapel unter der obersten Karte, entfernte Spalten): hinzufügen, zeigen, zurücknehmen; odds und risk nehmen die offenen Karten der Auslagen dazu
about-deck = Einen echten Kartensatz mit den 150 Karten des Spiels abgleichen
about-deck-check = Einen echten Kartensatz zählen: was fehlt, was zu viel ist
about-players = Alle Spieler im Verlauf; Spieler umbenennen oder zusammenführen
about-players-rename = Einem Spieler einen anderen Namen geben (in allen Partien)
about-players-merge = Eine Person unter zwei Namen eingetragen: HAUPTNAME übernimmt alle Partien von ZWEITNAME
about-stats = Statistik pro Spieler: Siege, Durchschnitte, Beenden, Serien
about-rivalry = Direkter Vergleich zweier Spieler in den Partien, die beide gespielt haben
about-ratings = Ein Rating pro Spieler (Elo für mehrere Spieler), als Tabelle und als Diagramm über die Zeit
about-report = Den Verlauf eines Zeitraums als eine HTML-Seite schreiben: Gesamtstand, Ratings, direkter Vergleich, knappste Partien, Rekorde
about-edit = Eine eingetragene Runde korrigieren; spätere Summen ziehen mit, die alte Runde bleibt erhalten
about-log = Jede nachträgliche Änderung am Verlauf (Korrekturen, zurückgenommene Runden, Umbenennungen, Löschungen, Importe), jeweils mit Zeitpunkt
about-rescore = Den Wertungsblock einer Partie nach anderen Hausregeln neu berechnen (--save speichert ihn)
about-export = Partien als JSON (das vollständige Format) oder CSV (der Wertungsblock) schreiben
about-import = Partien aus einem JSON-Export lesen (oder mit --from bgstats aus einer Sicherung von BG Stats); vorhandene Partien werden übersprungen
about-config = Die geltenden Einstellungen (Optionen, Umgebung, Einstellungsdatei, Standardwerte) und woher sie jeweils kommen
about-backup = Den Verlauf in eine neue Datei kopieren (mit der Online-Sicherung von SQLite)
about-restore = Den Verlauf aus einer Sicherung wiederherstellen, gefahrlos auch während skyjo läuft (der Verlauf, wie er war, wird vorher kopiert)
about-docs = Ein Dokument des Handbuchs lesen: { $names }
about-completions = Ein Skript zur Befehlsvervollständigung ausgeben: bash, zsh, fish, powershell oder elvish
about-man = Die Manpage ausgeben (roff) oder alle Seiten in einen Ordner schreiben

## Die Befehlszeile: Überschriften, Platzhalter, Aufruffehler und die Hilfe jeder Option

list-or = { $first } oder { $last }
help-usage = Aufruf:
help-commands = Befehle:
help-arguments = Argumente:
help-options = Optionen:
value-options = OPTIONEN
value-command = BEFEHL
about-help = Diese Hilfe oder die Hilfe der angegebenen Befehle anzeigen
arg-help = Hilfe anzeigen
arg-version = Version anzeigen
help-values = mögliche Werte
help-default = Standard
help-env = Umgebungsvariable
help-round-grids = Beispiele:
      skyjo round --closer Anna Anna="1 0 3 4 / -2 2 5 0 / 1 3 0 2" Bo=14
      skyjo round --closer Bo Anna=22 Bo="x9 1 2 3 / x9 2 1 1 / x9 1 2 1"
    {""}
    Eine Auslage wird mit ihren 12 Karten Reihe für Reihe geschrieben, 3 Reihen
    zu 4 (der / zwischen den Reihen darf fehlen). Ein Feld ist:
      -2 bis 12  eine Karte, am Ende der Runde aufgedeckt
      x          eine Karte einer Spalte, die während der Runde entfernt wurde
      x9         dasselbe, mit dem Wert der entfernten Karte (hier eine Neun)
    {"  *          "}Skyjo Action: ein Stern (x*: während der Runde entfernt)
      ?          eine verdeckte Karte: hier nicht erlaubt, erst alles aufdecken
    Eine Rundensumme (Bo=14) ist die Summe der Karten, die in der Auslage liegen.
usage-missing-command = nach { $command } fehlt ein Befehl; { $command } --help zeigt sie alle
usage-unknown-command = '{ $given }' ist kein Befehl; skyjo --help zeigt sie alle
usage-unknown-command-suggest = '{ $given }' ist kein Befehl; meintest du { $suggestion }? (skyjo --help zeigt sie alle)
usage-unknown-argument = der Befehl { $command } kennt kein '{ $given }'; { $command } --help zeigt, was möglich ist
usage-unknown-argument-suggest = der Befehl { $command } kennt kein '{ $given }'; meintest du '{ $suggestion }'?
usage-invalid-value = '{ $value }' ist kein Wert, den { $arg } annimmt; { $command } --help zeigt, welche es gibt
usage-invalid-value-choose = '{ $value }' ist kein Wert, den { $arg } annimmt; wähle { $values }
usage-value-required = { $arg } braucht einen Wert; schreib ihn hinter die Option
usage-conflict = { $arg } geht nicht zusammen mit { $other }; gib nur eins davon an
usage-other = { $arg } ist nicht so geschrieben, wie { $command } es liest; { $command } --help zeigt, wie
arg-a = Der eine Spieler
arg-again = Eine Revanche: die Spieler und Hausregeln der aktuellen Partie (Regeloptionen gelten trotzdem)
arg-all = Alle auflisten, auch Spieler ohne Partie (nach einem Löschen)
arg-b = Der andere
arg-deck-check-cards = Die gezählten Karten: --cards "-2 -2 0 0 ... 12", mit W*N für N Karten mit dem Wert W (mehrfach möglich)
arg-seen-cards = Gerade gesehene Karten außerhalb der Auslagen (der Ablagestapel unter der obersten Karte, entfernte Spalten), die der Liste hinzugefügt werden: 9 9 -2, W*N für N Karten mit dem Wert W (nach --, etwa -- -2*3, wenn W negativ ist); in Skyjo Action '*' für einen Stern
arg-chart = Die Summen als Diagramm statt als Tabelle zeichnen
arg-clear = Die Liste leeren
arg-closer = Wer die Runde beendet hat
arg-edit-closer = Wer die Runde beendet hat [Standard: wie eingetragen]
arg-color = Wann Farben benutzt werden: auto (im Terminal, außer NO_COLOR ist gesetzt), always, never [Standard: aus der Einstellungsdatei, sonst auto]
arg-columns = Welche Spalten aus drei gleichen Karten entfernt werden: auch beim Aufdecken am Ende (offiziell), nur während der Runde oder keine
arg-config = Die Einstellungsdatei [Standard: config.toml im Einstellungsordner des Benutzers]
arg-db = Die Datenbank des Verlaufs [Standard: aus der Einstellungsdatei, sonst skyjo.db im Datenordner des Benutzers]
arg-dealer = Runde 1: der Geber
arg-dir = skyjo.1 und eine Seite pro Unterbefehl (skyjo-round.1, ...) in diesen Ordner schreiben
arg-discard = Die oberste Karte des Ablagestapels
arg-double-negative = Beim Beenden auch 0 Punkte oder weniger verdoppeln (Hausregel)
arg-deck-actions = Skyjo Action: wie viele Aktionskarten euer Kartensatz hat, wenn ihr nachgezählt habt (sonst angenommen: 27)
arg-deck-stars = Skyjo Action: wie viele Sterne euer Kartensatz hat, wenn ihr nachgezählt habt (sonst angenommen: 15)
arg-edition = Die Ausgabe des Spiels: classic (das klassische Skyjo) oder Skyjo Action (mit Sternen und Aktionskarten; Reihen und Spalten werden entfernt)
arg-doubling = Wann verdoppelt wird, wer die Runde beendet hat: auch bei Gleichstand (offiziell), nicht bei Gleichstand oder nie
arg-draws = Auch die Chance auf mindestens eine Karte jedes Werts unter den nächsten K Karten angeben
arg-edit-entries = Die zu ändernden Eingaben, wie bei `round`: NAME="AUSLAGE" oder NAME=SUMME; die anderen bleiben wie eingetragen
arg-round-entries = Die Auslage am Rundenende oder die Rundensumme jedes Spielers: NAME="AUSLAGE" oder NAME=14 (Beispiele am Ende)
arg-score-entries = Die Auslage am Rundenende oder die Rundensumme jedes Spielers, 2 bis 8: NAME="1 0 3 4 / ..." oder NAME=14
arg-explain = Eine eingetragene Runde Karte für Karte erklären, wie `score` es tut
arg-file = Die Datei: ein skyjo-Export, oder mit --from bgstats die Sicherung der App BG Stats (BGStatsExport.json)
arg-format = json: das vollständige Format, das import liest; csv: die Wertungsblöcke für eine Tabellenkalkulation, mit Überschriften in der Sprache von --lang (in jeder Sprache außer Englisch beginnt die Datei mit einer Byte-Order-Mark, damit Excel ä, ö, ü, ß, å, æ und ø richtig liest)
arg-delimiter = Das Trennzeichen der CSV-Datei [Standard: Semikolon in Sprachen, in denen Tabellenkalkulationen das Komma als Dezimalzeichen lesen, etwa auf Deutsch; Komma auf Englisch]
arg-from = Welche App die Datei geschrieben hat
arg-game = Die Partie [Standard: die aktuelle Partie]
arg-held = Skyjo Action: die Aktionskarten, die ein Spieler am Ende der Runde nicht ausgespielt hatte, NAME=N (je +10)
arg-delete-game = Die Partie
arg-edit-game = Die Partie
arg-log-game = Nur diese Partie
arg-note-game = Die Partie
arg-start-game = Eine gespeicherte Partie: wer ihre nächste Runde beginnt [Standard: die aktuelle Partie]
arg-use-game = Die Partie
arg-demo-games = Statt der Beispielpartie einen erzeugten Verlauf mit N Partien in --db schreiben (eine neue Datei)
arg-export-games = Die Partien [Standard: alle]
arg-hidden = Auch die Chance für jede Summe von N verdeckten Karten angeben
arg-json = JSON statt Tabellen ausgeben (das Format steht in `skyjo docs cli`)
arg-keep = Der Name, der bleibt
arg-lang = Die Sprache von allem, was für Menschen ausgegeben wird [Standard: aus der Einstellungsdatei, sonst aus LC_ALL/LANG, sonst en]
arg-last-turn = Der letzte Zug der Gegner: none (keiner) oder die gierige Strategie aus `skyjo docs odds`
arg-margins = Um wie viel niedriger meine Punkte probeweise sein sollen: was wäre, wenn sie um so viel niedriger wären (mit --me AUSLAGE nicht tiefer, als ein weiterer Zug sie senken kann)
arg-me = Meine Punkte, wenn ich jetzt beende, oder meine Auslage (ihre offenen Karten zählen als gesehen)
arg-method = Wie die Ratings berechnet werden
arg-docs-name = Das Dokument [Standard: die Liste der Dokumente]
arg-new-name = Ein Name für die Partie ("Weihnachten 2026"), angezeigt von show und games
arg-names = Die Spieler in Sitzreihenfolge, 2 bis 8 (im Terminal wird nach ihnen gefragt, wenn sie fehlen)
arg-new = Der neue Name
arg-no-double-negative = 0 Punkte oder weniger nie verdoppeln (offiziell)
arg-no-input = Nie nachfragen: Fehlt ein Wert, ist das ein Fehler, der die zugehörige Option nennt
arg-no-rows = Keine Reihen entfernen (offiziell)
arg-old = Der jetzige Name
arg-opponents = Die Gegner in der Reihenfolge, in der sie spielen: NAME="3 ? ? 9 / ? 9 ? ? / 2 ? 0 9" (? verdeckt) oder NAME=OFFEN:VERDECKT
arg-other = Der Name, der wegfällt
arg-out = Die HTML-Datei, die geschrieben wird (eine vorhandene wird ersetzt); - für die Standardausgabe
arg-output = In diese Datei statt auf die Standardausgabe schreiben
arg-path = Die neue Datei [Standard: neben dem Verlauf, benannt nach Datum und Uhrzeit]
arg-restore-file = Die Sicherung, aus der wiederhergestellt wird: ein skyjo-Verlauf (skyjo backup legt Sicherungen an)
arg-player = Nur dieser Spieler
arg-round = Die Runde, die ersetzt wird
arg-rounds = Die Partie endet stattdessen nach so vielen Runden (Hausregel)
arg-rows = Auch Reihen aus vier gleichen Karten entfernen (Hausregel)
arg-star-lines = Skyjo Action: eine Spalte oder Reihe nur aus Sternen wird nach ihrem Bonus entfernt (removed) oder bleibt liegen (kept)
arg-save = Die Partie nach diesen Regeln speichern (jede geänderte Runde wird protokolliert)
arg-season = Nur die Partien eines Kalenderjahres (dasselbe wie --since JAHR --until JAHR)
arg-demo-seed = Der Startwert des Generators
arg-risk-seed = Startwert für Monte Carlo (derselbe Startwert ergibt dieselbe Antwort)
arg-odds-seen = Gesehene Karten außerhalb der Auslagen (der Ablagestapel unter der obersten Karte, entfernte Spalten): "3 5 -2 9*3", in Skyjo Action * für einen Stern [Standard: die Liste von skyjo seen]
arg-odds-open = Die offenen Karten aller Auslagen, getrennt von --seen gezählt: "3 5 -2 9*3"; x9 für eine Karte einer entfernten Spalte, einmal mit --seen gezählt; in Skyjo Action * für einen Stern
arg-odds-explain = Auch sagen, wie die Zahlen berechnet werden (der Durchschnitt, die Streuung, die Quartile)
arg-risk-seen = Gesehene Karten außerhalb der Auslagen (der Ablagestapel unter der obersten Karte, entfernte Spalten); die offenen Karten der Auslagen und --discard zählen getrennt [Standard: die Liste von skyjo seen]
arg-risk-explain = Auch sagen, wie die Zahlen berechnet werden (die Methode, die Stichproben, die 95-%-Intervalle)
arg-shell = Die Shell
arg-since = Nur Partien, die an oder nach diesem Datum gespielt wurden (JJJJ-MM-TT, JJJJ-MM oder JJJJ)
arg-starter = Wer die Runden nach der ersten beginnt: wer zuletzt beendet hat (offiziell) oder der Sieger der letzten Runde
arg-target = Die Partie endet nach der Runde, in der eine Summe diesen Wert erreicht (offiziell: 100)
arg-text = Die Notiz
arg-tie-break = Bei Gleichstand um die niedrigste Endsumme: den Sieg teilen (offiziell) oder eine Entscheidungsrunde spielen
arg-turned = Runde 1: die zwei aufgedeckten Karten jedes Spielers in Sitzreihenfolge: NAME="9 12"
arg-undo = Die zuletzt hinzugefügte Karte zurücknehmen
arg-until = Nur Partien, die an oder vor diesem Datum gespielt wurden (JJJJ-MM-TT, JJJJ-MM oder JJJJ, einschließlich)
arg-wide = Tabellen und Text nicht umbrechen, egal wie breit das Terminal ist
arg-yes = Nicht nach einer Bestätigung fragen
arg-new-yes = Ohne Nachfrage beginnen, auch wenn die aktuelle Partie nicht zu Ende ist
arg-round-yes = Ohne die letzte Bestätigung im Terminal eintragen
arg-round-discard-draft = Den Entwurf der Runde, die gerade eingegeben wird, verwerfen; mit Eingaben stattdessen diese eintragen
value-rival = GEGNER
value-card = KARTE
value-cards = KARTEN
value-date = DATUM
value-dir = ORDNER
value-file = DATEI
value-format = FORMAT
value-from = APP
value-game = PARTIE
value-id = PARTIE
value-k = K
value-keep = HAUPTNAME
value-lang = SPRACHE
value-list = LISTE
value-method = METHODE
value-model = MODELL
value-n = N
value-name = NAME
value-name-cards = NAME=KARTEN
value-name-entry = NAME=EINGABE
value-name-held = NAME=ANZAHL
value-name-grid = NAME=AUSLAGE
value-new = NEU
value-old = ALT
value-other = ZWEITNAME
value-path = PFAD
value-player = SPIELER
value-points = PUNKTE
value-round = RUNDE
value-rule = REGEL
value-edition = AUSGABE
value-score-grid = PUNKTE|AUSLAGE
value-seed = STARTWERT
value-sep = ZEICHEN
value-shell = SHELL
value-text = TEXT
value-when = WANN
value-year = JAHR

## Layout, Fragen, Namen wie getippt
sheet-names-in-full = Volle Namen: { $names }
menu-save = Speichern
input-no-player-nearest = es gibt keinen Spieler { $name }; meintest du { $nearest }?
name-as-stored = { $typed } → { $name }
input-same-player = { $player } ist schon in der Partie (eingegeben als '{ $name }'); nenne jeden Spieler nur einmal
input-several-players = { $name } könnte mehr als ein Spieler sein ({ $players }); schreib den Namen genau so, wie einer von ihnen geschrieben wird
## Die Siegchancen auf dem Wertungsblock (status, show; docs/chances.md)
chances-line = Siegchancen: { $list }
chances-player = { $name } { $chance }
chances-under-one = unter 1{ "\u00A0" }%
chances-over-99 = über 99{ "\u00A0" }%
chances-precision = (±{ $margin } Prozentpunkte; { $games } simulierte Partien)

## risk mit Blick auf die Partie (risk --as; docs/chances.md)
closing-if-close = Beendest du ({ $name }) jetzt, gewinnst du die Partie in { $p } der Fälle; in { $ends } der Fälle ist sie mit dieser Runde zu Ende.
closing-if-play-on = Wenn du weiterspielst, gewinnst du die Partie in { $p } der Fälle.
closing-policy = Beim Weiterspielen wird angenommen, dass alle, du eingeschlossen, so spielen wie die meisten: die oberste Karte vom Ablagestapel nehmen, wenn sie 2 Punkte oder mehr spart, eine gezogene Karte dorthin legen, wo sie am meisten spart, und nur beenden, wenn die eigene Auslage am niedrigsten aussieht (skyjo docs chances).
closing-verdict-close = Beenden: Du gewinnst die Partie in { $close } der Fälle (verdoppelt wirst du in { $doubled }); mit Weiterspielen in { $play_on }.
closing-verdict-play-on = Weiterspielen: Mit Beenden gewinnst du die Partie in { $close } der Fälle, mit Weiterspielen in { $play_on }.
closing-no-play-on-grid = Weiterspielen wird nur mit deiner Auslage berechnet: Gib sie, wie sie liegt, mit --grid an (? für verdeckt).
closing-no-play-on-shorthand = Weiterspielen wird nicht berechnet: Dafür braucht es die Auslage jedes Gegners, nicht OFFEN:VERDECKT.
closing-precision = Die Partie: ±{ $margin } Prozentpunkte ({ $close } Ziehungen für „jetzt beenden“{ $play_on ->
    [0] {""}
   *[other] , { $rounds_on } Runden weitergespielt
}, fester Startwert).
closing-precision-exact = Die Partie: „Jetzt beenden“ ist genau durchgerechnet, wo die Partie endet{ $play_on ->
    [0] {""}
   *[other] ; ±{ $margin } Prozentpunkte ({ $rounds_on } Runden weitergespielt, fester Startwert)
}.
input-risk-needs-as = --game, --totals und --grid gelten für risk mit einer Partie: Sag mit --as NAME, welcher Spieler du bist
input-not-a-player = { $name } spielt nicht in der Partie mit ({ $players }); prüf die Schreibweise
input-opponent-missing = { $name } spielt in der Partie mit: Gib die Auslage oder OFFEN:VERDECKT an, etwa { $name }=...
input-me-as-opponent = { $name } bist du (--as): Gib deine eigenen Karten mit --me und --grid an, nicht als Gegner
input-total-not-a-number = { $arg }: eine Summe ist eine ganze Zahl, etwa Anna=42
arg-risk-as-name = Welcher Spieler ich bin: risk bezieht dann die Partie mit ein (die aktuelle Partie, --game oder --totals)
arg-risk-game = Die Partie, zu der die Runde gehört [Standard: die aktuelle Partie] (mit --as)
arg-risk-totals = Eine Partie auf Papier: die Summe jedes Spielers, meine eingeschlossen, in Sitzreihenfolge (mit --as)
arg-risk-grid = Meine Auslage, wie sie jetzt liegt, ? verdeckt: Die Strategie spielt von dort aus weiter (mit --as)
value-name-n = NAME=N,...
value-grid = AUSLAGE

## skyjo serve: die Live-Seite für die Handys am Tisch
about-serve = Die aktuelle Partie (oder --game PARTIE) live auf den Handys am Tisch zeigen: eine Seite im lokalen Netz (mit --entry geben die Handys auch die Runde ein), bis Strg+C
arg-serve-game = Die Partie [Standard: die aktuelle Partie; wird eine andere aktuell, folgt die Seite ihr]
arg-port = Der Port, auf dem gelauscht wird (0: irgendein freier Port)
arg-bind = Die Adresse, auf der gelauscht wird [Standard: die Adresse dieses Computers im lokalen Netz und 127.0.0.1]
arg-no-qr = Den QR-Code nicht zeichnen
value-addr = ADRESSE
serve-listening = Die Partie ist im lokalen Netz zu sehen:
serve-listening-local = Die Partie ist nur auf diesem Computer zu sehen:
serve-scan = Scanne den Code, um die Partie auf deinem Handy zu verfolgen.
serve-scan-entry = Scanne den Code, um die Partie auf deinem Handy zu verfolgen und dort deine Auslage einzugeben.
serve-link-read = Fernseher, Gäste:
serve-link-entry = Handys:
serve-also = Auf diesem Computer: { $url }
serve-loopback-only = Kein lokales Netz gefunden: Nur dieser Computer kann die Seite öffnen (eine andere Adresse gibst du mit --bind an).
serve-stop-hint = Mit Strg+C stoppen.
serve-stopped = Gestoppt: Die Seite ist nicht mehr erreichbar.
serve-port-in-use = der Port ist auf { $addr } schon belegt: Schließ das Programm, das dort lauscht, oder wähle mit --port N einen anderen Port
serve-not-here = { $addr } ist keine Adresse dieses Computers: Lass --bind weg oder gib eine seiner Adressen an (127.0.0.1 nur für diesen Computer)
serve-listen-failed = auf { $addr } kann nicht gelauscht werden ({ $reason }): Wähle mit --bind eine andere Adresse oder mit --port N einen anderen Port
serve-no-random = die Zufallszahlen des Systems können nicht gelesen werden, also kann keine geheime Adresse erzeugt werden: Versuch es noch einmal
serve-title = Skyjo · Partie { $game }
serve-title-none = Skyjo
serve-standings = Stand
serve-sheet = Wertungsblock
serve-no-rounds = Noch keine Runden: Der Wertungsblock füllt sich, sobald Runden eingetragen werden.
serve-to-go = noch { $left }
serve-chance = { $percent } Siegchance
serve-live = Live
serve-offline = Verbinde neu…
serve-tv-link = Fernsehansicht
serve-sheet-link = Wertungsblock
serve-not-found = Nicht gefunden.
serve-busy = Zu viele Seiten sind offen: Versuch es gleich noch einmal.
serve-read-only = Diese Seite ist nur zum Lesen: Die Punkte werden am Computer eingetragen.

# serve --entry
arg-serve-entry = Die Handys die Runde eingeben lassen: die Auslage jedes Spielers von einem Handy aus, wer beendet hat, und das Eintragen
serve-not-allowed = Diese Adresse nimmt diese Methode nicht an.
serve-api-origin = nur die Seite selbst darf hier schreiben (der Origin muss diese Adresse sein)
serve-api-json-only = schick die Anfrage als application/json
serve-api-too-large = die Anfrage ist zu groß: höchstens 4 KiB
serve-api-slow = die Anfrage kam zu langsam: Schick sie noch einmal
serve-api-bad-json = die Anfrage kann nicht gelesen werden: Schick das JSON, das die Eingabe-API annimmt (docs/cli.md)
serve-api-grid-or-total = gib entweder eine Auslage oder eine Rundensumme an, nicht beides und nicht keins von beiden
serve-api-no-player = { $name } spielt nicht in Partie { $game } mit
serve-api-not-ready = die Runde ist nicht vollständig: Es fehlen noch Eingaben oder wer beendet hat
serve-api-store = der Verlauf kann nicht gelesen oder geschrieben werden
serve-api-other-game = das war für Partie { $asked }, aber jetzt wird Partie { $game } gespielt; hier ist ihr Entwurf
serve-api-busy = der Verlauf ist zu lange von einem anderen skyjo belegt; versuch es in ein paar Sekunden noch einmal
serve-api-read-only = der Verlauf ist auf dem Computer, der diese Seite bereitstellt, schreibgeschützt; mach ihn dort beschreibbar und versuch es dann noch einmal
serve-api-replaced = der Verlauf wurde auf dem Computer, der diese Seite bereitstellt, durch eine andere Datei ersetzt; nichts wurde geschrieben: Versuch es noch einmal
serve-api-damaged = der Verlauf ist auf dem Computer, der diese Seite bereitstellt, beschädigt; stell ihn dort aus einer Sicherung wieder her (skyjo restore)
serve-no-body = Eine Anfrage nach einer Seite hat keinen Inhalt: Schick sie ohne.
serve-bad-request = Die Anfrage kann nicht gelesen werden.
serve-head-too-large = Die Kopfzeilen der Anfrage sind zu groß: höchstens 8 KiB.
serve-api-copied-over = auf dem Computer, der diese Seite bereitstellt, wurde der Verlauf mit einer anderen Datei überschrieben oder beschädigt, während serve lief; nichts wurde geschrieben: Beende serve dort mit Strg+C, stell mit skyjo restore eine Sicherung wieder her, falls der Verlauf nicht stimmt, und starte serve dann neu
serve-copied-over = Der Verlauf wurde mit einer anderen Datei überschrieben oder beschädigt, während serve lief: Es wird nichts mehr geschrieben. Auf dem Computer, der diese Seite bereitstellt: serve mit Strg+C beenden, mit skyjo restore eine Sicherung wiederherstellen, falls der Verlauf nicht stimmt, und serve dann neu starten.
serve-copied-over-here = Der Verlauf wurde mit einer anderen Datei überschrieben oder beschädigt, während serve lief: Es wird nichts mehr geschrieben. Beende serve hier mit Strg+C, stell mit skyjo restore eine Sicherung wieder her, falls der Verlauf nicht stimmt, und starte serve dann neu.

# Die Eingabeseite
entry-round = Runde { $round }
entry-pick = Wer bist du? Tipp auf deinen Namen; dieses Handy merkt ihn sich für die Partie.
entry-you = Du bist { $name }
entry-not-me = Nicht ich
entry-use-total = Rundensumme statt Karten
entry-grid = Deine Auslage
entry-cell = Reihe { $row }, Spalte { $column }
entry-sum = Summe: { $sum }
entry-cards-left = { $left ->
    [one] noch 1 Karte
   *[other] noch { $left } Karten
}
entry-gone = Durchgestrichen: Karten, die nicht mehr zählen (eine Spalte aus drei gleichen Karten oder eine, die während der Runde entfernt wurde).
entry-removed = ✕ Spalte entfernt
entry-removed-row = ✕ Reihe entfernt
entry-erase = Leeren
entry-minus = Minus
entry-send-grid = Meine Auslage senden
entry-send-total = Meine Rundensumme senden
entry-sent = Gesendet: Alle Handys am Tisch sehen es.
entry-total-only = eine Rundensumme
entry-waiting = fehlt noch
entry-grids = Die Auslagen bisher
entry-review = Die Punkte der Runde
entry-review-wait = Die Punkte erscheinen hier, sobald alle Auslagen da sind und feststeht, wer beendet hat.
entry-record = Runde { $round } eintragen
entry-recorded = Runde { $round } ist eingetragen: Sie steht auf dem Wertungsblock.
entry-offline = Der Computer war nicht erreichbar: Versuch es noch einmal.
entry-stale = Das ist ein Entwurf für Runde { $round }, übrig von der Zeit, bevor eine Runde zurückgenommen wurde. Verwirf ihn am Computer mit skyjo round --discard-draft; dann wird hier Runde { $next } eingegeben.

# advise
advise-take-up = Nimm die { $card } vom Ablagestapel und leg sie in Reihe { $row }, Spalte { $column } (die { $old } wird abgelegt)
advise-take-down = Nimm die { $card } vom Ablagestapel und leg sie auf die verdeckte Karte in Reihe { $row }, Spalte { $column }
advise-draw = Zieh eine Karte (lass die { $card } liegen)
advise-keep-up = Leg die { $card } in Reihe { $row }, Spalte { $column } (die { $old } wird abgelegt)
advise-keep-down = Leg die { $card } auf die verdeckte Karte in Reihe { $row }, Spalte { $column }
advise-throw = Wirf die { $card } ab und deck die Karte in Reihe { $row }, Spalte { $column } auf
advise-closes = (damit beendest du die Runde)
advise-win = Du gewinnst die Partie in { $p } der Fälle
advise-round = Im Durchschnitt { $side ->
    [below] hast du am Ende der Runde { $lead } { $points } weniger als der Beste der anderen
    [above] hast du am Ende der Runde { $lead } { $points } mehr als der Beste der anderen
   *[level] liegst du am Ende der Runde gleichauf mit dem Besten der anderen
} (du bekommst { $score } Punkte, verdoppelt in { $doubled } der Fälle)
advise-best = { $choice }: { $outcome }.
advise-best-as = { $name }: { $choice }: { $outcome }.
advise-next = Die nächstbesten:
advise-item = { $choice }: { $p }
advise-item-round = { $choice }: { $side ->
    [below] { $lead } weniger als der Beste der anderen
    [above] { $lead } mehr als der Beste der anderen
   *[level] gleichauf mit dem Besten der anderen
} ({ $score } Punkte, verdoppelt in { $doubled })
advise-margin-win = Zwischen den ersten beiden: ±{ $margin } Prozentpunkte.
advise-margin-round = Zwischen den ersten beiden: ±{ $margin } { $points }.
advise-points = { $units ->
   *[other] Punkte
}
advise-nothing = Deine Auslage hat keine verdeckte Karte: Die Runde ist beendet, es gibt nichts zu wählen.
advise-method-game = So wird gerechnet: Jede Möglichkeit wird viele Male vom Tisch aus durchgespielt, wie er gerade liegt (die ungesehenen Karten gemischt, der Rest der Runde von allen so gespielt, wie die meisten spielen, dann der Rest der Partie nach den Runden von skyjo docs chances), jede Möglichkeit mit denselben Mischungen; die bessere Hälfte der Möglichkeiten bekommt doppelt so viele Runden, immer wieder (skyjo docs advise).
advise-method-round = So wird gerechnet: Jede Möglichkeit wird viele Male vom Tisch aus durchgespielt, wie er gerade liegt (die ungesehenen Karten gemischt, der Rest der Runde von allen so gespielt, wie die meisten spielen), jede Möglichkeit mit denselben Mischungen, und danach geordnet, wie weit meine Punkte über den wenigsten Punkten eines anderen Spielers in der Runde liegen (weniger ist besser); die bessere Hälfte der Möglichkeiten bekommt doppelt so viele Runden, immer wieder (skyjo docs advise).
advise-samples = Die zwei besten: je { $best } Runden; insgesamt { $rollouts } Runden durchgespielt für { $choices } Möglichkeiten, fester Startwert.
about-advise = Was tun in meinem Zug? Jede Möglichkeit, geordnet nach meiner Siegchance in der Partie
arg-advise-me = Meine Auslage, wie sie liegt, ? verdeckt, x entfernt: "5 ? ? 9 / ? 2 ? ? / 0 ? ? 11"
arg-advise-opponents = Die Gegner in der Reihenfolge, in der sie nach mir spielen: NAME="3 ? ? 9 / ? 9 ? ? / 2 ? 0 9"
arg-advise-drawn = Die Karte, die ich gezogen habe, sobald sie gezogen ist (dann: wohin damit, oder abwerfen und welche Karte aufdecken)
arg-advise-closed = Der Gegner, der die Runde beendet hat: Dann ist das mein letzter Zug
arg-advise-seen = Karten, die außerhalb der Auslagen gesehen wurden (der Ablagestapel unter der obersten Karte, entfernte Spalten) [Standard: die Liste von skyjo seen]
arg-advise-as-name = Welcher Spieler ich bin: Die Möglichkeiten werden dann nach meiner Siegchance für die Partie geordnet (die aktuelle Partie, --game oder --totals)
arg-advise-game = Die Partie, zu der die Runde gehört [Standard: die aktuelle Partie] (mit --as)
arg-advise-totals = Eine Partie auf Papier: die Summe jedes Spielers, meine eingeschlossen, in Sitzreihenfolge (mit --as)
arg-advise-samples = Durchgespielte Runden für jede der zwei besten Möglichkeiten (weniger für die anderen)
arg-advise-seed = Startwert der durchgespielten Runden (derselbe Startwert ergibt dieselbe Antwort)
arg-advise-explain = Auch sagen, wie die Zahlen berechnet werden (die Methode, die Stichproben, die 95-%-Intervalle)
docs-about-advise = wie advise die Möglichkeiten ordnet

## skyjo sync: der Verlauf, geteilt über einen Ordner, den die Familie synchronisiert
about-sync = Den Verlauf über einen synchronisierten Ordner mit den anderen Geräten der Familie teilen (Syncthing, Dropbox, OneDrive, ein USB-Stick)
arg-sync-dir = Der geteilte Ordner; beim ersten Mal wird er in der Einstellungsdatei gespeichert ([sync] folder) [Standard: aus der Einstellungsdatei]
arg-dry-run = Sagen, was sich ändern würde, und nichts ändern
docs-about-sync = der Verlauf auf allen Geräten der Familie
sync-done = Synchronisiert mit { $folder } (dieses Gerät: { $device }).
sync-nothing-new = Nichts Neues von { $devices ->
    [0] anderen Geräten (noch keines hat in den Ordner geschrieben)
    [one] dem anderen Gerät
   *[other] den { $devices } anderen Geräten
}.
sync-came-in = { $changes ->
    [one] 1 Änderung ist
   *[other] { $changes } Änderungen sind
} von { $devices ->
    [one] einem anderen Gerät
   *[other] { $devices } anderen Geräten
} angekommen.
sync-games = Partien: { $added } hinzugefügt, { $changed } geändert, { $deleted } gelöscht; { $log ->
    [0] kein Eintrag
    [one] 1 Eintrag
   *[other] { $log } Einträge
} im Protokoll hinzugekommen.
sync-renumbered = Partie { $from } ist jetzt Partie { $to }: { $why ->
    [imported] Sie wurde importiert, und ein Gerät, das vom Import noch nichts wusste, hat die Nummer { $from } an eine Partie vergeben, die am Tisch begonnen wurde
    [shifted] Die Nummer { $from } ging an eine Partie, die vorher selbst umnummeriert werden musste
   *[given] Ein anderes Gerät hat die Nummer { $from } zuerst an eine andere Partie vergeben
}.
sync-renumbered-run = { $games ->
    [2] Die Partien { $from } und { $from_end } sind jetzt die Partien { $to } und { $to_end }
   *[other] Die Partien { $from }–{ $from_end } sind jetzt die Partien { $to }–{ $to_end }
}: { $why ->
    [imported] Sie wurden importiert, und ein Gerät, das vom Import noch nichts wusste, hat diese Nummern an Partien vergeben, die am Tisch begonnen wurden
    [shifted] Diese Nummern gingen an Partien, die vorher selbst umnummeriert werden mussten
   *[given] Ein anderes Gerät hat diese Nummern zuerst an andere Partien vergeben
}.
sync-renumbered-more = { $games ->
    [one] 1 weitere Partie hat eine andere Nummer bekommen: skyjo games zeigt, welche Nummer sie jetzt hat.
   *[other] { $games } weitere Partien haben andere Nummern bekommen: skyjo games zeigt, welche Nummern sie jetzt haben.
}
sync-read-again = { $file } endet nicht mehr wie bei der letzten Synchronisierung (eine andere Kopie der Datei wurde an ihre Stelle gelegt): Die Datei wird von vorn neu gelesen; nichts wird doppelt gezählt.
sync-torn = { $file } endet mit einer Zeile, die noch kopiert wird: Sie wird bei der nächsten Synchronisierung gelesen.
sync-torn-own = { $file }, das Journal dieses Geräts, endet mit einer abgebrochenen Zeile, weil skyjo beim Schreiben gestoppt wurde: Die Zeile wird entfernt und ihre Änderung vollständig neu geschrieben.
sync-cut-own = { $file }, das Journal dieses Geräts, hatte { $lines ->
    [one] eine mittendrin abgeschnittene Zeile
   *[other] { $lines } mittendrin abgeschnittene Zeilen
}: { $changes ->
    [one] Die fehlende Änderung wird
   *[other] Die { $changes } fehlenden Änderungen werden
} vollständig neu geschrieben und { $lines ->
    [one] die abgeschnittene Zeile wird
   *[other] die abgeschnittenen Zeilen werden
} geleert.
sync-missing = { $changes ->
    [one] 1 Änderung des Geräts { $device } ist
   *[other] { $changes } Änderungen des Geräts { $device } sind
} hier nicht angekommen (sein Journal hat eine mittendrin abgeschnittene Zeile): Das Gerät schreibt { $changes ->
    [one] sie
   *[other] sie alle
} bei seiner nächsten Synchronisierung vollständig neu.
sync-written = { $changes ->
    [0] Dieses Gerät hat nichts Neues zu schreiben
    [one] 1 Änderung dieses Geräts geschrieben
   *[other] { $changes } Änderungen dieses Geräts geschrieben
} ({ $file }).
sync-kept = Der Ordner ist in { $file } gespeichert: Ab jetzt genügt `skyjo sync`, und jede Änderung wird gleich in den Ordner geschrieben.
sync-dry-run = Nichts wurde geändert (--dry-run).
sync-dry-done = Eine Synchronisierung mit { $folder } würde Folgendes tun (dieses Gerät: { $device }):
sync-dry-done-new = Eine Synchronisierung mit { $folder } würde Folgendes tun (dieses Gerät bekommt seine ID bei seiner ersten Synchronisierung):
sync-would-come-in = { $changes ->
    [one] 1 Änderung würde
   *[other] { $changes } Änderungen würden
} von { $devices ->
    [one] einem anderen Gerät
   *[other] { $devices } anderen Geräten
} ankommen.
sync-would-write = { $changes ->
    [0] Dieses Gerät hat nichts Neues zu schreiben
    [one] 1 Änderung dieses Geräts würde geschrieben
   *[other] { $changes } Änderungen dieses Geräts würden geschrieben
} ({ $file }).
sync-would-keep = Der Ordner würde in { $file } gespeichert, und von da an würde `skyjo sync` genügen.
sync-written-none-yet = Dieses Gerät hat noch keine Änderung zu schreiben; seine Datei { $file } entsteht mit der ersten Änderung.
sync-copy-here = Dieser Verlauf ist eine Kopie: Ein anderer Computer hat andere Änderungen als Gerät { $old } geschrieben. Dieses Gerät ist jetzt { $device }; die Änderungen beider bleiben erhalten, und wo beide dieselbe Runde geändert haben, gilt die spätere Änderung.
sync-copy-other = Für Gerät { $old } schreiben zwei Kopien seines Verlaufs: Die Änderungen beider bleiben erhalten (jede Kopie bekommt bei ihrer nächsten Synchronisierung eine neue Geräte-ID).
sync-late-rounds = Partie { $game } wurde auf einem anderen Gerät gelöscht, das { $rounds ->
    [one] die hier eingetragene Runde { $numbers } nicht hatte: Die Runde wurde mit der Partie gelöscht.
   *[other] die hier eingetragenen Runden { $numbers } nicht hatte: Die Runden wurden mit der Partie gelöscht.
}
sync-late-kept = Der Verlauf, wie er vor dieser Synchronisierung war, liegt in { $backup }.
sync-current = Partie { $game } ({ $players }) läuft und kam von einem anderen Gerät: Sie ist hier jetzt die aktuelle Partie.
status-unfinished = Laufende Partien: Wähle eine mit skyjo use PARTIE.
status-unfinished-game = skyjo use { $game }   ({ $players }, { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
})
sync-not-written = Hinweis: Diese Änderung ist im Verlauf, aber noch nicht im Sync-Ordner ({ $why }); das nächste skyjo sync schreibt sie
sync-no-folder = kein Sync-Ordner: Nenne den Ordner, den die Familie teilt, etwa skyjo sync ~/Sync/skyjo (er wird fürs nächste Mal gespeichert)
sync-folder-missing = der Sync-Ordner { $dir } ist nicht da (USB-Stick nicht eingesteckt?); der Verlauf wurde nicht geändert
sync-cannot-read = die Datei { $path } im Sync-Ordner kann nicht gelesen werden; der Verlauf wurde nicht geändert
sync-cannot-write = die Datei { $path } kann nicht geschrieben werden (ist der Sync-Ordner schreibgeschützt?); der Verlauf wurde nicht geändert
sync-cannot-keep = synchronisiert, aber der Ordner kann nicht in der Einstellungsdatei { $path } gespeichert werden; nenne den Ordner nächstes Mal wieder
sync-left-out = { $lines ->
    [one] 1 Zeile des Sync-Ordners wurde ausgelassen (siehe oben)
   *[other] { $lines } Zeilen des Sync-Ordners wurden ausgelassen (siehe oben)
}; alles andere ist im Verlauf
sync-left-out-journals = { $lines ->
    [0] { $journals ->
        [one] 1 Journal des Sync-Ordners wurde ausgelassen
       *[other] { $journals } Journale des Sync-Ordners wurden ausgelassen
    }
   *[other] { $journals ->
        [one] 1 Journal
       *[other] { $journals } Journale
    } und { $lines ->
        [one] 1 Zeile
       *[other] { $lines } Zeilen
    } des Sync-Ordners wurden ausgelassen
} (siehe oben); alles andere ist im Verlauf
sync-waits = Eine andere Synchronisierung (skyjo sync) dieses Verlaufs läuft gerade: Diese wartet, bis sie fertig ist.
sync-set-aside-round = Runde { $round } von Partie { $game } wurde auf zwei Geräten unabhängig voneinander geändert: { $side ->
    [here] Die Änderung des anderen Geräts gilt, die hier gemachte wurde beiseitegelegt
    [there] Die hier gemachte Änderung gilt, die des anderen Geräts wurde beiseitegelegt
   *[others] Die spätere Änderung gilt, die andere wurde beiseitegelegt
} ({ $what }); skyjo log { $game } zeigt sie.
sync-set-aside-game = Partie { $game } wurde auf zwei Geräten unabhängig voneinander geändert: { $side ->
    [here] Die Änderung des anderen Geräts gilt, die hier gemachte wurde beiseitegelegt
    [there] Die hier gemachte Änderung gilt, die des anderen Geräts wurde beiseitegelegt
   *[others] Die spätere Änderung gilt, die andere wurde beiseitegelegt
} ({ $what }); skyjo log { $game } zeigt sie.
sync-line-not-json = Datei { $file }, Zeile { $line }: keine Operation von skyjo ({ $detail }); diese Zeile wurde ausgelassen
sync-line-too-long = Datei { $file }, Zeile { $line }: länger als { $max } Byte; diese Zeile wurde ausgelassen
sync-line-other-device = Datei { $file }, Zeile { $line }: die Operation { $id } gehört zu einem anderen Gerät, nicht zu diesem Journal; diese Zeile wurde ausgelassen
sync-not-a-journal = die Datei { $file } ist kein skyjo-Journal (ihre erste Zeile sagt das nicht); sie wurde ausgelassen
sync-newer-format = die Datei { $file } ist ein Journal im Format { $found }, neuer, als diese skyjo-Version lesen kann ({ $known }); aktualisiere skyjo auf diesem Gerät; das Journal blieb unberührt
sync-header-device = die Datei { $file } gibt an, das Journal von Gerät { $device } zu sein, nicht von dem Gerät, das ihr Dateiname nennt; sie wurde ausgelassen
sync-op-refused = Datei { $file }, Zeile { $line }: { $problem }; diese Änderung wurde ausgelassen
sync-no-such-game = sie ändert die Partie { $game }, die kein Journal je begonnen hat
sync-unknown-log = ein Protokolleintrag einer Art, die diese skyjo-Version nicht kennt ({ $kind })
log-overridden-round = { $at } Runde { $round } von Partie { $game } wurde auf zwei Geräten unabhängig voneinander geändert; die spätere Änderung gilt, diese wurde beiseitegelegt: { $closer } hatte die Runde beendet; { $scores }.
log-overridden-game = { $at } Partie { $game } wurde auf zwei Geräten unabhängig voneinander geändert; die spätere Änderung gilt, diese wurde beiseitegelegt: { $what }.
log-aside-name = der Name „{ $name }“
log-aside-no-name = kein Name
log-aside-note = die Notiz „{ $note }“
log-aside-no-note = keine Notiz
log-aside-players = die Spieler { $players }
log-aside-abandoned = abgebrochen
log-aside-not-abandoned = nicht abgebrochen
log-overridden = { $at } Partie { $game } wurde auf zwei Geräten unabhängig voneinander geändert; die spätere Änderung gilt, diese wurde beiseitegelegt.
sync-status = Synchronisiert: Dieses Gerät hat den Sync-Ordner zuletzt { $at } gelesen ({ $changes ->
    [0] keine Änderung kam an
    [one] 1 Änderung kam an
   *[other] { $changes } Änderungen kamen an
}).
sync-status-pending = Hier gemachte Änderungen warten auf den Ordner: skyjo sync schreibt sie.
sync-name-fits = { $count ->
    [one] { $name }, ein Spieler aus der Partie eines anderen Geräts, könnte hier { $players } sein und bleibt vorerst ein eigener Spieler (ist es dieselbe Person: skyjo players merge { $players } { $name }).
   *[other] { $name }, ein Spieler aus der Partie eines anderen Geräts, passt hier zu { $players } und bleibt vorerst ein eigener Spieler (ist es eine dieser Personen: skyjo players merge NAME { $name }).
}
about-config-set = Eine Einstellung in der Einstellungsdatei speichern: `skyjo config set sync.folder ~/Sync/skyjo`
about-config-unset = Eine Einstellung aus der Einstellungsdatei nehmen: ihr Standardwert gilt wieder
arg-key = Die Einstellung, wie skyjo config sie auflistet (lang, color, db, doubling, target, sync.folder, ...)
arg-config-unset-key = Die Einstellung, wie skyjo config sie auflistet
arg-value = Ihr Wert
value-key = SCHLÜSSEL
value-value = WERT
config-set = { $key } = { $value } ist in { $file } gespeichert.
config-unset = { $key } ist aus { $file } entfernt: Der Standardwert gilt wieder.
input-no-such-setting = es gibt keine Einstellung { $key }; die Einstellungen sind { $keys }
sync-folder-away = Hinweis: Der Sync-Ordner { $dir } ist nicht da; diese Änderung ist im Verlauf, und das nächste skyjo sync schreibt sie, sobald der Ordner wieder da ist
rule-action-not-a-card = { $grid } enthält '{ $token }', wo eine Karte stehen sollte; schreib eine Zahl von -2 bis 12, * für einen Stern oder x für eine entfernte Karte
rule-action-stars-exceeded = { $found } Sterne eingegeben, aber der Kartensatz hat nur { $copies }: Prüf die Auslagen
rule-action-held-range = { $who }: { $held } nicht ausgespielte Aktionskarten ist keine gültige Anzahl; schreib eine Zahl von 0 bis { $max }
rule-action-held-exceeded = insgesamt { $found } nicht ausgespielte Aktionskarten, aber der Kartensatz hat nur { $copies }: Prüf die Anzahlen
rule-star-in-classic = { $grid } enthält einen Stern, aber diese Partie ist klassisch: Nur Skyjo Action hat Sterne (beginne eine solche Partie mit --edition action)
rule-held-in-classic = für { $who } sind nicht ausgespielte Aktionskarten angegeben, aber diese Partie ist klassisch: Nur Skyjo Action hat Aktionskarten
rule-held-with-total = für { $who } ist eine Rundensumme eingegeben, und sie enthält die nicht ausgespielten Aktionskarten schon: Gib stattdessen die Auslage ein oder zähl für jede nicht ausgespielte Aktionskarte 10 zur Rundensumme dazu

## Skyjo Action auf den Handys

entry-action = Skyjo Action: Ein Stern (★) ergänzt jede Reihe und Spalte gleicher Karten und zählt allein 0; eine Reihe aus vier und eine Spalte aus drei gleichen Karten fallen weg; +10 für jede nicht ausgespielte Aktionskarte.
entry-star = Stern
entry-gone-action = Durchgestrichen: Karten, die nicht mehr zählen (eine Reihe aus vier oder eine Spalte aus drei gleichen Karten, Sterne eingerechnet, oder eine Reihe oder Spalte, die während der Runde entfernt wurde).
entry-star-removed = Ein Stern in einer entfernten Reihe oder Spalte: Tipp auf sein Feld, dann auf ★ (✕★). Eine entfernte Reihe oder Spalte nur aus Sternen bringt ihren Bonus.
entry-held = Nicht ausgespielte Aktionskarten
entry-held-less = Eine Aktionskarte weniger
entry-held-more = Eine Aktionskarte mehr
entry-held-count = { $held ->
    [one] eine Aktionskarte nicht ausgespielt: +{ $points }
   *[other] { $held } Aktionskarten nicht ausgespielt: +{ $points }
}

## Skyjo Action und der Kartenassistent

arg-odds-edition = Der Kartensatz: classic (klassisch) oder die Spielkarten von Skyjo Action, mit angenommenen Anzahlen [Standard: wie in der aktuellen Partie]
cards-star-in-classic = ein Stern (*) ist keine Karte des klassischen Kartensatzes: Nur Skyjo Action hat Sterne
rule-seen-stars-exceeded = insgesamt { $found } Sterne gesehen (die Liste der gesehenen Karten, die offenen Karten in den Auslagen und die entfernten zusammen), aber der Kartensatz hat nur { $copies }: Prüf die Karten
odds-sum-with-stars = für Skyjo Action gibt es keine Summe verdeckter Karten: Ein verdeckter Stern zählt allein 0, steht aber für jede Karte einer Reihe oder Spalte, die er ergänzt
odds-action-deck = Skyjo Action, { $own ->
    [yes] eure Sterne, sonst angenommene Anzahlen
   *[other] angenommene Anzahlen
}: { $cards } Karten, davon { $stars } Sterne; Aktionskarten nicht mitgezählt.
odds-unknown-card-action = Eine verdeckte Karte: in { $p } der Fälle ein Stern, sonst im Durchschnitt { $mean } Punkte wert.
odds-explain-card-action = Die ungesehenen Zahlenkarten: Durchschnitt { $mean }, Standardabweichung { $sd }; ein Stern hat keinen eigenen Wert (skyjo docs odds).
seen-how-action = Gib die Karten außerhalb der Auslagen ein, sobald sie auftauchen (der Ablagestapel unter der obersten Karte, entfernte Reihen und Spalten), einen Stern als '*' in Anführungszeichen, sonst liest die Shell ihn als Dateinamen: skyjo seen 9 '*' -2; mit --undo nimmst du eine zurück. Die offenen Karten in den Auslagen und die oberste Karte des Ablagestapels werden getrennt gezählt: odds liest sie aus --open und --discard.
chances-not-for-action = Siegchancen: für Skyjo Action nicht berechnet (nur klassisches Skyjo wird simuliert).
input-action-game = Partie { $game } ist Skyjo Action, und { $command } kennt nur das klassische Spiel: Ein Stern steht für jede Karte seiner Reihe oder Spalte, und Aktionskarten verändern die Züge
input-action-current = Partie { $game } (die aktuelle Partie) ist Skyjo Action, und { $command } kennt nur das klassische Spiel: Ein Stern steht für jede Karte seiner Reihe oder Spalte, und Aktionskarten verändern die Züge (für eine Runde des klassischen Spiels füge --edition classic hinzu)
input-action-edition = der Befehl { $command } kennt nur das klassische Spiel, nicht Skyjo Action: Ein Stern steht für jede Karte seiner Reihe oder Spalte, und Aktionskarten verändern die Züge

## Skyjo Action im Verlauf

arg-only-edition = Nur die Partien einer Ausgabe, classic oder action (Skyjo Action) [Standard: beide; Siege zählen für beide zusammen, die Punkte getrennt]
history-edition-none = { $period ->
    [yes] In diesem Zeitraum
   *[no] Noch
} { $edition ->
    [action] keine Skyjo-Action-Partien.
   *[classic] keine klassischen Partien.
}
stats-editions-apart = Skyjo Action zählt anders (Sternbonus, nicht ausgespielte Aktionskarten, entfernte Reihen), deshalb gelten die Durchschnitte und die besten und schlechtesten Runden oben für die klassischen Partien; die von Skyjo Action stehen unten. Partien, Siege, Beenden und Serien zählen beide Ausgaben.
stats-action-heading = Skyjo Action:
rivalry-none-edition = { $a } und { $b } haben { $period ->
    [yes] in diesem Zeitraum
   *[no] noch
} keine { $edition ->
    [action] Skyjo-Action-Partie
   *[classic] klassische Partie
} zusammen zu Ende gespielt.
rivalry-margin-edition = Abstand im Durchschnitt { $edition ->
    [action] bei Skyjo Action
   *[classic] in klassischen Partien
}: { $name } liegt am Ende { $points } Punkte niedriger.
report-editions-apart = Skyjo Action zählt anders (Sternbonus, nicht ausgespielte Aktionskarten, entfernte Reihen), deshalb gelten der Durchschnitt und die beste Runde oben für die klassischen Partien; die von Skyjo Action stehen hier. Partien, Siege, Siegquote, Beenden und Serien zählen beide Ausgaben.
report-record-action-lowest-round = Niedrigste Runde in Skyjo Action: { $name } mit { $score } (Partie { $game }, Runde { $round }).
report-record-action-most-lines = Die meisten Reihen und Spalten in einer Skyjo-Action-Runde entfernt: { $name } mit { $count } (Partie { $game }, Runde { $round }).

## Ein Datum, wie man es schreibt (der Bericht): 3. Dezember 2026
date-long = { $day }. { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
} { $year }
