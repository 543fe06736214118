# skyjo, English. Every text a person reads, by message id.
# Another language is one more file like this one (i18n/<code>.ftl) with the
# same ids and variables; a message it lacks is shown in English. Every id has a
# hyphen (tests/catalogs.rs finds the ids in the code by that).
#
# Glossary: one word for each thing of the game, the words of docs/rules.md, the
# same everywhere: game (a whole game, to 100), round, score sheet, grid (3 rows
# of 4 cards), column, row, face-down card, seen card, deck (all 150 cards),
# draw pile, discard pile, dealer, close (a round only: the closer), doubled,
# finished game (one that is over), abandoned game, score (a round's), total
# (a game's), sum (a grid's), lowest total, a tie for lowest (a round's score),
# win, streak (wins in a row), rating, config file, correction, history, draft
# (the round being entered, kept until it is recorded).

## Numbers and small words

decimal-separator = .
group-separator = ,
number-percent = { $number }%
list-and = { $first } and { $last }
# Two items of a longer list, the list going on: "A, B" in "A, B or C".
list-comma = { $first }, { $last }
# A label before its value ("grid: 1 2 3 4 / ..."), where the code puts one.
label-colon = { $label }:
# A word as typed, quoted (a command or a value the user may have meant).
quote-typed = '{ $text }'
error-prefix = error:
# Whether an error after the prefix begins with a capital letter (German writes a whole sentence after a colon so): yes or no.
error-capital = no
# Between an error and its cause (cannot read x.json: no such file or folder).
error-joiner = {": "}
# The words a yes/no prompt takes; the first is shown.
answer-yes = y yes
answer-no = n no

## The rules of a game, as the score sheet heads them

rule-target = to { $target }
rule-rounds = { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}
rule-columns-in-play = columns only in play
rule-no-columns = no columns
rule-rows = rows of four
rule-ties-safe = ties safe
rule-no-doubling = no doubling
rule-negatives-doubled = negatives doubled
rule-deciding-round = deciding round on a tie
rule-round-winner-starts = round winner starts
rule-edition-action = Skyjo Action
rule-star-lines-kept = star lines stay
rule-own-deck = own deck counts

## The score sheet

sheet-heading = Game { $game } · { $played } · { $rules }
sheet-round = Round
sheet-total = Total
sheet-to-go = To { $target }
# The row of what is left, where a sheet is short of room (eight players at 80 columns): the
# target is in the heading above.
sheet-to-go-short = To { $target }
sheet-no-rounds = No rounds yet. Record one with: skyjo round --closer NAME NAME=ENTRY...
sheet-legend = Each cell: the round score over the running total. * closed the round; x2: doubled.
sheet-legend-no-doubling = Each cell: the round score over the running total. * closed the round.
sheet-game-over = Game over after { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}: { $count ->
    [one] { $names } won
   *[other] { $names } shared the win
} with { $total ->
    [one] { $total } point
   *[other] { $total } points
} in all.
sheet-totals-won = { $count ->
    [one] { $names } won
   *[other] { $names } shared the win
} with { $total ->
    [one] { $total } point
   *[other] { $total } points
} in all.
sheet-leader = { $count ->
    [one] Leader
   *[other] Leaders
}: { $names } with { $total }.
sheet-round-next = Round { $round } of { $of } is next.
sheet-deciding = The game reached its end with a tie for the lowest total: a deciding round is played.
sheet-next-starter = Next round: { $name } starts ({ $why }).
sheet-why-closed = closed round { $round }
sheet-why-lowest = lowest in round { $round }

## A round explained

explain-heading = Game { $game }, round { $round }
explain-closer = { $name } (closed the round)
explain-grid = grid
explain-removed = removed
explain-sum = sum
explain-total = total
explain-stars = stars
explain-held = action cards
explain-round-score = round score
explain-star-bonus = { $line } of stars: { $points }{ $kept ->
    [kept] {" "}(the stars stay in the grid)
   *[removed] {""}
}
explain-held-cards = { $held } still in hand: +{ $penalty }
explain-entered-total = { $raw } (entered as a total: no cards to check)
explain-doubling = Doubling: { $verdict }
explain-scores = Scores: { $scores }
line-column = column { $number }
line-row = row { $number }
card-many = { $value }s
card-one = { $value ->
    [8] an 8
    [11] an 11
    [-1] a -1
   *[other] a { $value }
}
removed-cards = { $count ->
    [1] { $noun }
    [2] two { $noun }
    [3] three { $noun }
   *[other] four { $noun }
}
removed-equal = { $count ->
    [3] three equal cards
   *[other] four equal cards
}
removed-stars = { $count ->
    [3] three stars
    [4] four stars
   *[other] { $count } stars
}
removed-with-stars = { $cards } and { $stars ->
    [1] a star
    [2] two stars
   *[other] three stars
}
removed-line = { $line } ({ $what }), { $when ->
    [in-play] during play
   *[at-reveal] at the final reveal
}
verdict-has = { $who } has { $raw }
verdict-also-has = { $who } also has { $raw }
verdict-line = { $reason ->
    [alone-lowest] { $closer } closed with { $raw }, lowest alone ({ $against }): not doubled, { $score }
    [tied-lowest] { $closer } closed with { $raw }; { $against }: a tie for lowest, doubled to { $score }
    [tied-safe] { $closer } closed with { $raw }; { $against }: a tie is safe in this game, not doubled, { $score }
    [not-lowest] { $closer } closed with { $raw }; { $against }: not lowest, doubled to { $score }
    [not-positive] { $closer } closed with { $raw }; { $against }: a score of 0 or below is never doubled, { $score }
   *[doubling-off] { $closer } closed with { $raw }: this game has no doubling, { $score }
}

## Commands of the score pad

new-started = Game { $game } started: { $players } ({ $rules }). It is the current game.
new-round-one = Round 1: everyone turns two cards; the highest sum starts.
new-leave-question = Game { $game } is not finished. Start a new game anyway?
new-left-behind = Game { $game } is not finished; it stays in the history (skyjo use { $game } goes back to it).
new-known-players = { $names } (spelt as in the history).
new-new-players = { $count ->
    [one] New player
   *[other] New players
}: { $names }.
status-heading = Game { $game } · { $rounds ->
    [0] no rounds yet
    [one] 1 round played
   *[other] { $rounds } rounds played
} · { $rules }
status-heading-totals-only = Game { $game } · final totals only · { $rules }
status-total-to-go = { $total } ({ $left } to go)
status-none = There is no current game. Start one with: skyjo new NAME NAME... or pick one with: skyjo use GAME
use-done = Game { $game } is now the current game.
note-done = The note of game { $game } is written.
note-cleared = The note of game { $game } is cleared.
abandon-done = Game { $game } is abandoned: it stays in the history and counts in no statistics.
delete-question = Delete game { $game } ({ $players }, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}) from the history? A backup is made first.
delete-done = Game { $game } is deleted; the history as it was is in { $backup }.
sheet-note = Note: { $note }
sheet-abandoned = Abandoned: this game counts in no statistics.
sheet-totals-only = Only the final totals of this game are known (imported from BG Stats): it has no rounds, and counts in no round statistics.
games-abandoned = abandoned
log-import-after = { $added ->
    [one] 1 game added
   *[other] { $added } games added
}, { $skipped } already there
docs-list = The manual (the documents of docs/ in the source):
docs-in-english = { $about } (in English)
docs-about-rules = how skyjo scores, and what the house rules do
docs-about-odds = what the deck assistant's numbers mean
docs-about-chances = the chances to win on the score sheet
docs-about-cli = commands, flags, settings and the JSON
docs-about-export = the export file, the CSV and BG Stats
docs-about-ratings = how the ratings are worked out
docs-about-reliability = how the history is kept safe
docs-about-generator = the histories of demo --games
docs-about-performance = speed and memory, measured
docs-about-engine = the rules engine's code, for developers
config-file-read = The settings in force (config file: { $file }):
config-file-missing = The settings in force (no config file at { $file }):
config-col-setting = Setting
config-col-value = Value
config-col-from = From
config-from-flag = flag
config-from-env = environment
config-from-file = config file
config-from-locale = system language
config-from-default = default
config-error = { $line ->
    [0] the value given to skyjo config set: { $problem }
   *[other] { $file }, line { $line }: { $problem }
}
config-not-toml = not TOML; write key = value, text in quotes ("sv", or 'C:\skyjo.db' for a path with backslashes), a number or true/false, the house rules at the top or under [rules]
config-unknown-key = there is no setting '{ $key }'; the settings are: { $keys }
config-unknown-key-nearest = there is no setting '{ $key }'; did you mean { $nearest }?
config-not-allowed = { $key } cannot be { $value }; it takes { $allowed }
config-takes-path = a path in quotes ("..." or '...')
# A number a house rule does not take, from a flag (--target 20000) or the config file (target = 0).
rule-out-of-range = { $rule } cannot be { $value }; it takes { $takes }
rule-takes-range = { $low } to { $high }
config-wrong-place = { $key } does not belong { $here }; write it { $there }
config-place-top = at the top of the file
config-place-top-or-rules = at the top of the file or under [rules]
config-place-table = under { $table }
config-twice = { $key } is set twice; keep one
config-target-and-rounds = target and rounds are both set; a game ends one way, keep one
config-unreadable = the config file { $file } cannot be read ({ $reason }); name another with --config or SKYJO_CONFIG
round-recorded = Round { $round } of game { $game } recorded.
round-record-question = Record round { $round } of game { $game }?
undo-question = Take back round { $round } of game { $game } ({ $scores })?
undo-done = Round { $round } of game { $game } taken back.
undo-draft-kept = The draft of round { $round } of game { $game } is kept, but it followed the round taken back and can no longer be recorded: skyjo round asks whether to throw it away.
nothing-changed = Nothing changed.
demo-intro = A sample game, recorded in a throwaway database (nothing of yours is touched).
demo-round-one = How round 1 was scored (skyjo show --explain 1 does this for any stored round):
demo-entered = { $rounds } rounds were entered with: skyjo round --closer NAME NAME="GRID" NAME=TOTAL ...

## The list of games

games-none = No games yet. Start one with: skyjo new NAME NAME...
games-col-game = Game
games-col-played = Played
games-col-players = Players (total)
games-col-rounds = Rounds
games-col-result = Result
games-not-started = not started
games-won-by = won by { $names }
games-leads = { $count ->
    [one] { $names } leads
   *[other] { $names } lead
}
games-current = { $game } (current)

## Prompts

prompt-player = Player { $seat }
prompt-player-or-start = Player { $seat } (empty to start)
prompt-which-player-named = Which player do you mean by { $name }?
prompt-first-row = { $name }, row 1 (4 cards, x for a removed card) or the round total
prompt-first-row-action = { $name }, row 1 (4 cards, * for a star, x for a removed card) or the round total
prompt-next-row = { $name }, row { $row } (sum so far { $sum })
prompt-grid-points = { $name }: { $grid } = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
prompt-grid-points-without = { $name }: { $grid } = { $points ->
    [one] { $points } point
   *[other] { $points } points
} (without { $lines })
prompt-grid-without-line = { $line }: { $what }
prompt-grid-again = { $problem }; enter { $name }'s grid again
prompt-row-length = a row has 4 cards, this has { $found }{ $over ->
    [yes] {""}
   *[no] ; write removed cards as x
}
prompt-whole-grid-later = this is a whole grid, which goes at row 1; type row { $row } alone here (4 cards)
prompt-closer = Who closed the round?
prompt-held = Action cards still in hand? ({ $example } for one card; Enter alone: none)
prompt-dealer = Who dealt? (a tie goes to the player nearest the dealer's left)
# Under a menu whose cursor starts on no item (Enter alone picks nothing).
menu-pick-hint = (pick with the arrow keys, then Enter)
menu-picked-none = (no one is picked yet: move to a name with the arrow keys, then Enter)
prompt-answer = answer { $yes } or { $no }
menu-record = Record it
menu-change-entry = Change one player's entry
menu-change-closer = Change the closer
menu-cancel = Cancel
menu-which-player = Whose entry?
menu-leave-draft = Leave it for later (saved as a draft)
menu-discard-draft = Throw the draft away

## The draft of a round being entered

draft-nothing-in = no one is in yet
draft-grids-in = { $count ->
    [one] the grid of { $names } is in
   *[other] the grids of { $names } are in
}
draft-totals-in = { $count ->
    [one] the total of { $names } is in
   *[other] the totals of { $names } are in
}
draft-grids-and-totals-in = the { $grid_count ->
    [one] grid
   *[other] grids
} of { $grids } and the { $total_count ->
    [one] total
   *[other] totals
} of { $totals } are in
draft-closer = { $name } closed the round
draft-holds = { $entered }; { $closer }
draft-status = Round { $round } is saved as a draft: { $holds }. skyjo round goes on from here.
draft-status-stale = A draft of round { $round } is kept, but it can no longer be recorded: the game has { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
} now. skyjo round --discard-draft throws it away.
draft-status-over = A draft of round { $round } is kept, but the game takes no more rounds. skyjo round --discard-draft throws it away.
draft-resumed = Going on from the draft of round { $round } of game { $game }: { $holds }.
draft-stale = The draft of round { $round } of game { $game } can no longer be recorded: the game has { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
} now.
draft-stale-question = Throw it away and start on round { $next }?
draft-discard-question = Throw away the draft of round { $round } of game { $game } ({ $holds })?
draft-discarded = The draft of round { $round } of game { $game } is thrown away.
draft-none = Game { $game } has no draft to throw away.
draft-kept = Round { $round } of game { $game } is saved as a draft; skyjo round goes on from here.

## Charts

chart-empty = (nothing to draw yet)
chart-axis = { $label } ({ $first } to { $last })
chart-axis-round = round
chart-axis-game = game
chart-legend = { $legend }; * where lines meet
chart-totals-heading = Game { $game }: running totals after each round (0 before the first), { $end }
chart-target = target { $target }
chart-rounds = { $rounds } rounds

## The deck assistant

odds-unseen = { $left ->
    [one] 1 card unseen
   *[other] { $left } cards unseen
}: { $parts }.
odds-unseen-all = { $left } cards unseen: the whole deck.
odds-unseen-seen = { $count } seen
odds-unseen-removed = { $count } in removed columns
odds-unseen-open = { $count } open on the grids
odds-unseen-discard = 1 on the discard pile
odds-col-card = Card
odds-col-left = Left
odds-col-next = Next card
odds-col-next-or-lower = Next or lower
odds-col-within = At least one in next { $draws }
odds-unknown-card = A face-down card is worth { $mean } on average.
odds-explain-card = The unseen cards: mean { $mean }, standard deviation { $sd } (skyjo docs odds).
odds-hidden-sum = { $count ->
    [one] 1 face-down card is worth { $mean } on average; in { $p } of cases between { $low } and { $high }.
   *[other] { $count } face-down cards add up to { $mean } on average; in { $p } of cases to between { $low } and { $high }.
}
odds-explain-sum = The sum: mean { $mean }, quartiles { $q1 } / { $q2 } / { $q3 } (skyjo docs odds).
odds-col-sum = Sum
odds-col-sum-is = Exactly
odds-col-sum-at-most = This or less
odds-sum-or-less = { $sum } or less
odds-sum-or-more = { $sum } or more
odds-percent-under = under { $p }
odds-percent-over = over { $p }
risk-interval = (95%: { $low } to { $high })
risk-col-score = Your score
risk-col-p = Risk of being doubled
risk-col-expected = Expected score
risk-row-now = { $score } (now)
risk-method = Method: { $method }.
risk-method-exact = exact (every joint draw enumerated)
risk-method-monte-carlo = Monte Carlo, { $samples } samples, fixed seed, 95% intervals
risk-turn-none = no last turn: the grids are revealed as they are
risk-turn-greedy = { $count ->
    [one] { $order } plays one last turn
   *[other] each opponent plays one last turn, in the order { $order }
}: takes the top of the discard pile or draws a card, and keeps it where it saves the most points
risk-columns-reveal = columns of three equal cards at the reveal are removed
risk-columns-none = no columns are removed at the reveal
risk-tie-doubles = a tie for lowest doubles
risk-tie-safe = a tie is safe
risk-negative-safe = a score of 0 or below is never doubled
risk-negative-doubled = a score of 0 or below is also doubled
risk-assumptions = Assumptions: { $hidden ->
    [one] the 1 face-down card comes
   *[other] the { $hidden } face-down cards come
} from the { $pool } unseen cards; { $turn }; { $columns }; { $doubling }; { $negative }. How it is worked out: skyjo risk --explain, skyjo docs odds.
risk-left-out = Lower scores are left out: one more turn can take your grid down to { $lowest } at most.
start-first-highest = { $starter } starts round 1 with the highest sum of two turned cards ({ $sum }).
start-first-tied = { $starter } starts round 1: { $tied } tie with { $sum }, and { $starter } sits nearest to the left of { $dealer }, who dealt.
start-next-closer = { $starter } starts round { $round } of game { $game }, having closed round { $last }.
start-next-winner = { $starter } starts round { $round } of game { $game }, having scored lowest in round { $last } (in this game, the round's winner starts).
start-highest-sum = the highest sum of two turned cards, { $sum }
start-nearest-dealer = { $tied } tie with { $sum }; { $starter } sits nearest the dealer's ({ $dealer }) left
start-closed-last = closed round { $round } (the closer starts)
start-lowest-last = lowest in round { $round } (this game: the round winner starts)
deck-complete = The deck is complete: { $count } cards.
deck-counted = Counted { $count ->
    [one] 1 card
   *[other] { $count } cards
}; the deck has { $deck }.
deck-missing = Missing: { $cards }.
deck-extra = Extra: { $cards }.
deck-cards-of = { $count } × { $value }
seen-heading = Game { $game }, round { $round }: { $count ->
    [one] 1 card seen
   *[other] { $count } cards seen
}.
seen-cards = Seen: { $cards }
seen-how = Add the cards off the grids as they show up (the discard pile below its top, removed columns): skyjo seen 9 9 -2; take one back with --undo. The open cards on the grids and the top of the discard pile are counted separately: risk reads them from its grids and --discard, odds from --open and --discard.
seen-used = Using the { $count ->
    [one] card
   *[other] { $count } cards
} seen in round { $round } of game { $game } (skyjo seen).
risk-verdict = { $band ->
    [safe] Safe to close: { $p } risk of being doubled.
    [some] Some risk: { $p } of being doubled; { $hint }.
    [risky] Risky: { $p } risk of being doubled; { $hint }.
   *[likely] Likely doubled: { $p } risk; { $hint }.
}
risk-hint-safe-at = closing at { $score } or lower would be safe (under 5%)
risk-hint-never = even at { $score } the risk is { $p }

## The rivalry commands

players-none = No players yet. Start a game with: skyjo new NAME NAME...
players-col-player = Player
players-col-games = Finished games
players-col-wins = Wins
players-col-in-progress = In progress
players-col-last = Last played
players-renamed = Renamed { $old } to { $new } in every game.
players-merged = Merged { $removed } into { $kept }: { $count ->
    [one] 1 game moved
   *[other] { $count } games moved
}.
period-none = No games in that period.
stats-col-player = Player
stats-col-games = Finished games
stats-col-wins = Wins
stats-col-win-rate = Win %
stats-col-avg-round = Avg round
stats-col-avg-total = Avg total
stats-col-closed = Closed
stats-col-doubled = Doubled
stats-col-close-ok = Close ok
stats-col-columns = { $rows ->
    [yes] Columns/rows
   *[other] Columns
}
stats-col-best = Best
stats-col-worst = Worst
stats-col-streak = Streak
stats-wins-shared = { $wins } ({ $shared } shared)
stats-streak = { $now } (longest { $best })
stats-legend = Every figure counts finished games and their rounds; a game in progress counts once it is over. A shared win counts as a win. Close ok: closed rounds not doubled. Streak: wins in a row now (and the longest).
stats-in-progress = A game in progress is not counted yet: { $names }.
rivalry-none = { $a } and { $b } have not finished a game together { $period ->
    [yes] in that period
   *[no] yet
}.
rivalry-games = { $a } vs { $b }: { $count ->
    [one] 1 finished game
   *[other] { $count } finished games
} together.
rivalry-ahead = Finished ahead: { $a } { $a_ahead }, { $b } { $b_ahead }, level { $level }.
rivalry-rounds = Rounds with the lower score: { $a } { $a_lower }, { $b } { $b_lower }, equal { $equal }.
rivalry-margin = Average margin: { $name } ends { $points } points lower.
rivalry-last = { $count ->
    [one] The last meeting:
   *[other] The last { $count } meetings:
}
rivalry-col-played = Played
rivalry-col-game = Game
ratings-none = No finished games yet: ratings start after the first one.
ratings-col-rank = Rank
ratings-col-player = Player
ratings-col-rating = Rating
ratings-col-games = Finished games
ratings-col-uncertainty = Uncertainty
ratings-method = Multiplayer Elo (start { $start }, K { $k }): every pair in a finished game is a match; see skyjo docs ratings.
ratings-method-weng-lin = Weng-Lin (start 25 ± 8.3): each finished game ranks its players by total; the uncertainty shrinks with every game, so a new player moves fast; see skyjo docs ratings.
edit-done = Round { $round } of game { $game } corrected; the old round is kept (skyjo log { $game }).
edit-unchanged = Round { $round } of game { $game } is as it was: nothing changed, so nothing was written.
edit-question = Store the corrected round { $round } of game { $game }?
log-none = No corrections and no other changes.
log-corrected = { $at } Round { $round } of game { $game } was corrected: { $changes }.
log-rescored = { $at } Round { $round } of game { $game } was re-scored under other rules ({ $rules }; before: { $was }): { $changes }.
log-corrected-note = { $at } Round { $round } of game { $game } was changed ({ $note }): { $changes }.
log-before = before: { $round }
log-after = after: { $round }
log-round = { $closer } closed; { $scores }
log-score = { $kind ->
    [doubled] { $name } { $score } ({ $raw } doubled)
   *[plain] { $name } { $score }
}
log-no-score = no score
log-score-changed = { $name } { $before } → { $after }
log-entry-changed = { $kind ->
    [entered] { $name }'s cards were entered (still { $score } points)
   *[changed] { $name }'s cards were corrected (still { $score } points)
}
log-closer-changed = { $after } closed instead of { $before }
log-unchanged = no score changed
log-undone = { $at } Round { $round } of game { $game } was taken back: { $closer } closed; { $scores }.
log-undone-unread = { $at } A round of game { $game } was taken back.
log-renamed = { $at } { $old } was renamed { $new }.
log-merged = { $at } { $removed } was merged into { $kept }: { $count ->
    [one] 1 game moved
   *[other] { $count } games moved
}.
log-note-set = { $at } Game { $game } got the note “{ $note }”.
log-note-changed = { $at } The note on game { $game } was changed to “{ $note }” (before: “{ $was }”).
log-note-removed = { $at } The note on game { $game } was removed (it was “{ $was }”).
log-note-cleared = { $at } The note on game { $game } was cleared.
log-abandoned = { $at } Game { $game } was abandoned: it counts in no statistics.
log-deleted = { $at } Game { $game } was deleted ({ $players }, { $rounds ->
    [0] no rounds
    [one] 1 round
   *[other] { $rounds } rounds
}, started { $played }); a backup of the history was made first.
log-imported = { $at } { $file } was imported: { $result }.
edit-no-longer-over = Game { $game } is no longer over: another round is played ({ $count ->
    [one] { $names } leads
   *[other] { $names } share the lead
} with { $total }).
edit-new-winner = { $count ->
    [one] The winner of game { $game } is now { $names }
   *[other] Game { $game } is now won by { $names } together
} (before: { $was }).
log-kind-edit = edit
log-kind-rescore = rescore: { $rules } (was: { $was })
rescore-heading = Game { $game } rescored { $rules } (played { $was }).
rescore-ends-early = Under these rules the game would have ended after round { $round }.
rescore-saved = Saved: the game now scores under these rules; { $changed ->
    [one] the round whose scores changed is in skyjo log.
   *[other] the { $changed } rounds whose scores changed are in skyjo log.
}
rescore-saved-unchanged = Saved: the game now scores under these rules; no round's scores changed.
rescore-not-saved = Nothing was changed; add --save to store the game under these rules.
import-done = Imported { $added ->
    [one] 1 game
   *[other] { $added } games
}; { $skipped ->
    [one] 1 was
   *[other] { $skipped } were
} already in the history.
import-progress = importing { $done } games
bgstats-done = Imported { $added ->
    [one] 1 Skyjo play
   *[other] { $added } Skyjo plays
} from BG Stats; { $skipped ->
    [one] 1 was
   *[other] { $skipped } were
} already in the history.
bgstats-other-games = { $plays ->
    [one] 1 play of another game skipped.
   *[other] { $plays } plays of other games skipped.
}
bgstats-skipped = { $plays ->
    [one] 1 play skipped: { $why }.
   *[other] { $plays } plays skipped: { $why }.
}
bgstats-skip-no-scores = no scores
bgstats-skip-players = not 2 to 8 players
bgstats-skip-names = a player without a usable name
bgstats-skip-date = no readable date
bgstats-skip-no-id = no uuid
bgstats-skip-ignored = marked in BG Stats to be left out of its statistics
bgstats-skip-teams = played in teams
backup-done = Backed up { $source } to { $target }.
restore-done = Put { $file } back as { $db }; the history as it was is in { $backup }.
restore-done-new = Put { $file } back as { $db }.
restore-question = Replace the history { $db } with { $file }? A copy of the history as it is now is made first.
generate-done = Wrote { $games } generated games ({ $rounds } rounds) to { $db }.


## The HTML report

report-title = Skyjo: the family's games
report-period = { $from } to { $to } · { $games ->
    [one] 1 finished game
   *[other] { $games } finished games
}
report-period-day = { $date } · { $games ->
    [one] 1 finished game
   *[other] { $games } finished games
}
report-no-games = No finished games yet: the report starts after the first one.
report-in-progress = { $games ->
    [one] 1 game in progress is not counted yet.
   *[other] { $games } games in progress are not counted yet.
}
report-made = Made by skyjo on { $date }.
report-nothing = Nothing to show for this period.
report-only-totals = The games of this period hold only final totals (imported from BG Stats): there are no rounds to show.
report-written = Wrote the report of { $games ->
    [one] 1 finished game
   *[other] { $games } finished games
} to { $path }.
report-standings = Standings
report-standings-note = Every figure counts finished games and their rounds (a game in progress counts once it is over); a shared win counts as a win. Round figures leave out games imported with totals only.
report-col-best-round = Best round
report-col-longest-streak = Longest streak
report-ratings = Ratings over time
report-ratings-note = Multiplayer Elo after the games of the period; each line ends at the player's rating now.
report-head-to-head = Head to head
report-head-to-head-note = How often the row's player finished ahead of the column's player, of the finished games both played.
report-head-to-head-cell = { $a } finished ahead of { $b } in { $ahead } of { $games ->
    [one] 1 game
   *[other] { $games } games
}
report-closest = The closest games
report-closest-note = The finished games with the smallest gap between the winner and the runner-up: the running totals after each round; the dashed line is the target.
report-close-won = Game { $game } · { $date } · { $names } won by { $margin ->
    [one] 1 point
   *[other] { $margin } points
}
report-close-shared = Game { $game } · { $date } · { $names } shared the win
report-records = Records
report-record-lowest-round = Lowest round: { $score } by { $name } (game { $game }, round { $round }).
report-record-comeback = Biggest comeback: { $name } won game { $game } from a chance of { $chance } after round { $round }.
## The winner's chances under the closest games (docs/chances.md)
report-chances-note = Under each game: the winner's chance to win after each round, as the forecast would have said at the table ({ $games } simulated games a forecast, within ±{ $margin } percentage points; skyjo docs chances).
report-chances = { $name } to win: { $list }
report-chance-after = { $chance } after round { $round }
report-record-most-doubled = Most doubled closer: { $name }, doubled { $doubled ->
    [one] once
   *[other] { $doubled } times
} in { $closed ->
    [one] 1 closed round
   *[other] { $closed } closed rounds
}.
report-record-most-columns = Most columns removed in one round: { $count } by { $name } (game { $game }, round { $round }).

## Errors of the rules

grid-of = { $who }'s grid
grid-yours = your grid
rule-empty-entry = no entry for { $grid }; give 12 cards (3 rows of 4) or the round total
rule-cell-count = { $grid } has { $found ->
    [one] 1 card
   *[other] { $found } cards
}; a grid has 12 (3 rows of 4){ $over ->
    [yes] {""}
   *[no] ; write removed cards as x
}
rule-row-count = { $grid } has { $found } rows; a grid has 3 rows of 4, with / between rows
rule-row-length = row { $row } of { $grid } has { $found ->
    [one] 1 card
   *[other] { $found } cards
}; a row has 4{ $over ->
    [yes] {""}
   *[no] {" "}(write removed cards as x)
}
rule-not-a-card = { $grid } has '{ $token }' where a card should be; write a number from -2 to 12, or x for a removed card
rule-card-out-of-range = { $grid } has { $value }, which is not a card; cards go from -2 to 12
rule-face-down = { $grid } has a face-down card (?); turn every card over before scoring
rule-partial-column = column { $column } of { $grid } has { $removed ->
    [one] 1 removed card
   *[other] { $removed } removed cards
} (x); a removed column is x in all three rows{ $rows ->
    [yes] {" "}(or a removed row, x in all four cells)
   *[no] {""}
}
rule-no-lines-removed = { $grid } has removed cards (x), but this game has no column rule; enter the cards as they lie
rule-removed-mismatch = { $line } of { $grid } was removed as x{ $a } and x{ $b }; a removed line is equal cards, write one value or plain x
rule-impossible-total = { $who }'s total { $total } is impossible; a 3x4 grid scores from { $min } to { $max }
rule-deck-exceeded = { $found } cards with the value { $value } entered, but the deck has only { $copies } of them: check the grids
rule-seen-exceeded = { $found } cards with the value { $value } seen in all (the seen list, the open cards on the grids and the discard together), but the deck has only { $copies } of them: check the cards
rule-pool-too-small = { $asked ->
    [one] 1 card asked for
   *[other] { $asked } cards asked for
}, but only { $left } are left unseen; ask for fewer or see fewer cards
rule-opponent = { $who }: { $problem }
rule-player-count = { $found } players; Skyjo is for 2 to 8 players
rule-dealer-seat = the dealer sits at seat { $seat }, but the table has { $players } seats; the dealer is one of the players
opponent-not-open-sum = '{ $text }' is not VISIBLE:HIDDEN; write the open sum and the face-down count, as 14:3
opponent-too-many-hidden = { $hidden } face-down cards; a grid has 12 cards
opponent-impossible-open = an open sum of { $visible } is impossible for a grid
opponent-cells = the grid has { $found ->
    [one] 1 cell
   *[other] { $found } cells
}; write 12 (3 rows of 4): a card, ? for a face-down card, x for a removed one; or VISIBLE:HIDDEN
opponent-partial-column = column { $column } has { $removed ->
    [one] 1 removed card
   *[other] { $removed } removed cards
} (x); a removed column is x in all three rows
cards-not-a-count = '{ $token }' is not a card count; write V*N, as 9*3 for three 9s
cards-not-a-card = '{ $token }' is not a card; write numbers from -2 to 12 separated by spaces, and V*N for N cards of value V (-2*5)
cards-not-in-deck = { $value } is not a card; cards go from -2 to 12
cards-count-too-large = '{ $token }' counts { $times } cards; the deck has 150

## Errors of the input

input-no-players = no players given; name 2 to 8 players: skyjo new Anna Bertil Cecilia
input-player-count = { $found ->
    [one] 1 player given
   *[other] { $found } players given
}; Skyjo is for 2 to 8 players
input-empty-name = player { $seat } has an empty name; give every player a name
input-name-with-equals = the name '{ $name }' contains '='; a name cannot, since rounds are entered as NAME=ENTRY
input-name-too-long = the name '{ $name }' is too long; a name has at most { $max } characters
input-name-control = player { $seat }'s name holds a control character (a newline or an escape sequence); type the name with letters
input-name-invisible = player { $seat }'s name holds an invisible character (a zero-width space or a text direction mark) that would make it look like another name; type the name again with letters only
input-same-name = '{ $name }' and '{ $other }' are the same name; give every player their own name
input-name-mixed-scripts = '{ $name }' mixes letters of different alphabets that look alike (a Cyrillic or Greek letter among Latin ones); type the name again in one alphabet
input-look-alike-names = '{ $name }' and '{ $other }' look alike; give every player a name that can be told apart
input-not-name-entry = '{ $arg }' is not NAME=ENTRY; write Anna="1 0 3 4 / -2 2 5 0 / 1 3 0 2" or Anna=14
input-not-in-game = { $name } is not in game { $game } ({ $players }); { $hint }
input-closer-not-in-game = the closer { $name } is not in game { $game } ({ $players }); { $hint }
input-closer-not-among = the closer { $name } is not among the players ({ $players }); { $hint }
# The end of a name not found: the nearest name, else the advice to check the spelling
name-check-spelling = check the spelling
name-did-you-mean = did you mean { $nearest }?
input-given-twice = { $name } is given twice; give each player once
input-not-name-held = '{ $arg }' is not a name and a count; write { $name ->
    [none] NAME=1
   *[other] { $name }=1
} for one action card still in hand
input-held-without-entry = { $name } has held action cards but no grid; give { $name }'s grid too
input-held-not-among = { $name } is not a player of this game ({ $players }); { $hint }
input-rule-of-other-edition = { $flag } is { $edition ->
    [classic] a rule of the classic game: Skyjo Action removes rows of four and columns of three alike; leave { $flag } out
   *[action] a setting of Skyjo Action; add --edition action, or leave { $flag } out
}
input-missing-entry = no entry for { $name }; add { $name }="GRID" (12 cards) or { $name }=TOTAL
input-missing-closer = who closed the round? add --closer NAME
input-missing-arguments = { $args } { $count ->
    [one] is
   *[other] are
} missing; add { $count ->
    [one] it
   *[other] them
} (skyjo { $command } --help lists every option)
input-no-current-game = there is no current game in { $db }; start one with: skyjo new NAMES... (or pass --game ID)
input-no-home = found no home folder to keep the history in; pass --db PATH or set SKYJO_DB
input-create-folder = cannot create the folder { $dir } for the history; pass --db PATH
input-undo-needs-yes = undo asks for confirmation, and cannot ask here; add --yes to take back round { $round }
input-restore-needs-yes = restore asks for confirmation, and cannot ask here; add --yes to replace { $db } with { $file }
input-date = { $flag } '{ $text }' is not a date; write YYYY-MM-DD (2024-06-01), a month YYYY-MM (2024-06), a year YYYY (2024) or an RFC 3339 time (2024-06-01T18:00:00Z)
input-season = --season '{ $text }' is not a year; write the calendar year, for example --season 2025
input-season-with-dates = --season is a whole year and cannot be given with --since or --until; give one or the other
input-since-after-until = --since { $since } is after --until { $until }; give the earlier date to --since
input-draw-count = --draws { $value } is not a count; give how many cards are drawn, 1 or more
input-hidden-count = --hidden { $value } is not a count; give how many cards are face down, 0 or more
input-draws-too-many = --draws { $draws } is more than { $left ->
    [one] the one unseen card
   *[other] the { $left } unseen cards
}; ask for fewer
input-seen = --seen: { $problem }
input-open = --open: { $problem }
input-turned-cards = { $name }: { $problem }
input-turned = { $name } turned { $count ->
    [one] 1 card
   *[other] { $count } cards
}; give the two turned cards, as { $name }="9 12"
input-no-dealer = who dealt? add --dealer NAME (a tie goes to the player nearest the dealer's left)
input-dealer-not-among = the dealer { $name } is not among the players ({ $players })
input-no-rounds-yet = game { $game } has no rounds yet: for round 1 give the dealer and everyone's two turned cards, as skyjo start --dealer { $example } { $example }="9 12" ...
input-rows-not-modelled = risk does not model the row variant; leave out --rows
input-too-many-opponents = { $found } opponents given; Skyjo is for 2 to 8 players, so 1 to 7 opponents
input-discard-not-a-card = --discard { $value } is not a card; cards go from -2 to 12
input-negative-margin = --margins { $value } is negative; a margin is how much lower than now, 0 or more
input-generate-needs-db = demo --games writes a generated history to a new file; name it with --db FILE
input-generate-exists = { $path } exists already; the generator writes a new history, so name a new file
input-rescore-unreadable = round { $round } cannot be scored under these rules: { $problem }
input-rescore-ends-early = under these rules game { $game } would be over after round { $end }, but it has { $rounds } rounds; nothing saved
input-nothing-to-back-up = there is no history at { $path } to back up
input-cannot-read = cannot read { $path }
input-bgstats-file = { $path } is a BG Stats backup, not a skyjo export; import it with: skyjo import --from bgstats { $path }
input-delimiter-needs-csv = --delimiter is for a CSV export: add --format csv
input-cannot-create = cannot create { $path }
io-not-found = no such file or folder
io-permission-denied = permission denied
io-already-exists = it exists already; name a new file
io-is-a-directory = it is a folder, not a file
io-not-a-directory = a part of the path is a file, not a folder
io-read-only = the file system is read-only
io-storage-full = the disk is full
input-nothing-seen = no card to take back: no card is seen yet in round { $round } of game { $game }
input-no-game-to-repeat = there is no game to play again; start one with: skyjo new NAME NAME...
input-cancelled = Stopped; nothing was saved.
input-cancelled-draft = Stopped: round { $round } of game { $game } is kept as a draft; skyjo round goes on from it.
input-note-control = a note cannot hold a control character (a newline or an escape sequence)
input-star-in-score = { $grid } has a star, but the round is scored as classic: only Skyjo Action has stars (add --edition action)
input-delete-needs-yes = delete asks for confirmation, and cannot ask here; add --yes to delete game { $game }
input-nothing-to-change = nothing to change in round { $round } of game { $game }; give NAME=ENTRY for the players to change, or --closer NAME
input-no-such-doc = there is no document '{ $name }'; there are: { $names }

## Errors of the history

store-folder-missing = the folder { $dir } does not exist; create it, or pass another path with --db
store-newer-schema = { $path } was written by a newer skyjo (schema { $found }; this one knows { $known }): install the newer skyjo to open it
store-not-skyjo = { $path } is a SQLite database but not a skyjo history; pass another file with --db
store-not-a-database = { $path } is not a SQLite database; pass the path of a skyjo history with --db or SKYJO_DB
store-read-only = { $path } is read-only, or its folder is (SQLite keeps -wal and -shm files beside it); make both writable or pass another file with --db
store-cannot-open = cannot open { $path }; check that the folder exists and is writable, or pass another file with --db
store-replaced = { $path } was replaced by another file while skyjo was running; nothing was written: run the command again (skyjo restore puts a backup back safely)
store-corrupt = { $path } is damaged; restore it from a backup (skyjo backup makes them)
store-corrupt-unnamed = the history is damaged; put a backup back with skyjo restore FILE (skyjo backup makes them)
store-busy = { $path } is busy in another skyjo for too long; try again
store-open-failed = cannot open { $path }
store-no-wal = { $path } cannot use write-ahead logging (journal mode { $mode })
store-upgrade-backup = cannot back up { $path } before upgrading it to schema { $schema }; nothing was changed
store-no-game = there is no game { $game }; list the games with: skyjo games
store-no-round = game { $game } has no round { $round }; { $rounds ->
    [0] it has no rounds yet
    [one] it has 1 round
   *[other] it has { $rounds } rounds
}
store-game-over = game { $game } is over; start a new one with: skyjo new NAMES...
store-abandoned = game { $game } was abandoned; start a new one with: skyjo new NAMES...
store-totals-only = game { $game } holds only final totals (imported from BG Stats); it has no rounds to add or change
store-no-rounds = game { $game } has no rounds to take back
store-bad-rules = game { $game } has rules this skyjo cannot read
store-damaged-round = round { $round } of game { $game } is damaged (its seats do not match the game's { $players } players)
store-unreadable-round = round { $round } of game { $game } is stored in a form this skyjo cannot read: { $problem }
store-damaged-game = game { $game } is damaged: it has { $players } players
store-unknown-change = the change log holds a change of a kind this skyjo does not know ({ $kind }): install the skyjo that wrote it to read the log
store-round-size = game { $game } has { $players } players, the round has { $given }
store-ends-early = with this correction game { $game } would be over after round { $end }, but it has { $rounds } rounds; nothing changed
store-changed-meanwhile = game { $game } changed while it was re-scored; try again
store-no-seat = game { $game } has no seat { $seat }; it has { $players } players
store-draft-stale = the draft of round { $round } of game { $game } can no longer be recorded: the game has { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
} now; throw it away with skyjo round --discard-draft
store-round-moved-on = round { $round } of game { $game } can no longer be entered: the game has { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
} now (a round was recorded or taken back meanwhile)
store-draft-in-the-way = game { $game } has a draft of round { $round } ({ $entered }): go on from it with skyjo round at a terminal, or throw it away with skyjo round --discard-draft
store-draft-changed = the draft of round { $round } of game { $game } was changed meanwhile (at another terminal or a phone); here it is as it stands now
store-backup-exists = { $path } exists already; name a new file for the backup
store-backup-folder-missing = the folder { $dir } does not exist; create it or name another file
store-backup-create = cannot create { $path }
store-backup-write = cannot write the backup { $path }
store-restore-missing = there is no file { $path } to restore; name a backup of the history (skyjo backup makes them)
store-restore-folder = { $path } is a folder, not a file; name a backup of the history (skyjo backup makes them)
store-restore-not-a-backup = { $path } is not a skyjo history; name a backup made by skyjo backup
store-restore-same = { $path } is the history itself; name a backup to put back in its place
store-no-player = there is no player { $name }; list them with: skyjo players
store-name-taken = { $taken } is already a player; if { $stored } and { $taken } are one person, use: skyjo players merge "{ $taken }" "{ $stored }"
store-same-player = { $a } and { $b } are the same player already; name two different players
store-played-together = { $a } and { $b } both played game { $game }, so they are two people; nothing merged
store-rival-self = { $name } against { $name }: name two different players
export-not-json = { $file } is not a skyjo export ({ $why }); export one with: skyjo export
export-no-format = { $file } is not a skyjo export (no "format": "skyjo"); export one with: skyjo export
export-no-version = { $file } has no export version; it is not a skyjo export
export-newer = { $file } was written by a newer skyjo (export version { $version }; this one reads { $known }): install the newer skyjo
export-invalid = { $file } is not a valid skyjo export: { $detail }
bgstats-not-json = { $file } is not a BG Stats export ({ $why }); write one in the BG Stats app as a backup to a file (BGStatsExport.json)
not-json-syntax = not JSON at line { $line }, column { $column }
not-json-empty = the file is empty
not-json-cut-short = its JSON stops short at line { $line }, column { $column }
not-json-not-object = JSON, but not a JSON object
not-json-unreadable = unreadable: { $detail }
bgstats-not-export = { $file } is not a BG Stats export (it has no "players", "games" and "plays" lists); write one in the BG Stats app as a backup to a file (BGStatsExport.json)
bgstats-invalid = { $file } is not a valid BG Stats export: { $detail }

## The CSV score sheets (export --format csv; docs/export.md). English keeps
## the field names, true/false and the comma that scripts read; a language
## whose decimal separator is a comma gets ; between fields, a byte-order
## mark and these words, as its spreadsheets open a file.

csv-game = game
csv-played = played
csv-game-uid = game_uid
csv-round = round
csv-closer = closer
csv-player = player
csv-entry = entry
csv-held = held
csv-raw = raw
csv-doubled = doubled
csv-score = score
csv-total = total
csv-yes = true
csv-no = false
import-game = game { $uid } of the file: { $problem }
record-player-count = it has { $found } players; Skyjo is for 2 to 8
record-names = its players are not distinct names of 1 to 24 characters without control characters, invisible characters or '='
record-empty-uid = it has an empty uid
record-time = { $field } '{ $text }' is not an RFC 3339 time
record-ends-early = it was over after round { $end } but has { $rounds } rounds
record-numbering = rounds must be numbered 1, 2, 3...; found { $found } in place { $place }
record-lengths = round { $round }: it needs one entry, raw score, doubled flag and score per player ({ $players })
record-closer = round { $round }: the closer { $name } is not a player of the game
record-entry = round { $round }: { $problem }
record-score = round { $round }: the file says { $name } scored { $score } (raw { $raw }), the game's rules give { $expected } (raw { $expected_raw })
record-final-totals = it has final totals and rounds, or not one final total for each of its { $players } players

# The one-line descriptions of the commands in --help (the rest of --help is English).
about-skyjo = A score pad, dispute checker and history for the card game Skyjo played with a real deck
about-new = Start a game; it becomes the current game
about-round = Record the next round of the current game (or --game ID)
about-status = The current game in short: totals, the leader, what is left to the target, who starts, each player's chance to win
about-use = Make a stored game the current game
about-note = Write a note on a game (an empty note removes it)
about-abandon = Mark a game abandoned: kept and shown, counted in no statistics
about-delete = Remove a game from the history (a backup is made first)
about-show = Print a game's score sheet (the protocol)
about-games = List the games in the history, newest first
about-undo = Take back the last round of the current game (or --game ID)
about-score = Check a disputed round, card by card; stores nothing
about-demo = Play a sample game in a throwaway database and print its score sheet
about-odds = What is left in the deck, and the odds of the next cards
about-risk = Should I close now? The chance of being doubled, from the cards seen
about-start = Who starts a round
about-seen = The cards seen off the grids in the round in progress (the discard pile below its top, removed columns): add, show, take back; odds and risk add the grids' open cards to them
about-deck = Count a physical deck against the 150-card deck
about-deck-check = Count a physical deck: what is missing, what is extra
about-players = Everyone in the history; rename or merge players
about-players-rename = Give a player another name (in every game)
about-players-merge = One person entered under two names: KEEP takes over every game of OTHER
about-stats = Statistics per player: wins, averages, closing, streaks
about-rivalry = Head-to-head of two players over the games both played
about-ratings = A rating per player (multiplayer Elo), as a table and a chart over time
about-report = Write the history of a period as one HTML page: standings, ratings, head to head, closest games, records
about-edit = Correct a stored round; later totals follow, the old round is kept
about-log = Every change made to the history after the fact (corrections, undone rounds, renames, deletions, imports), and when
about-rescore = A game's score sheet under other house rules (--save stores it)
about-export = Write games as JSON (the full format) or CSV (the score sheet)
about-import = Read games from a JSON export (or a BG Stats backup with --from bgstats); games already present are skipped
about-config = The settings in force (flags, environment, config file, defaults) and where each comes from
about-backup = Copy the history to a new file (SQLite's online backup)
about-restore = Put a backup back in place of the history, safely while skyjo runs (the history as it was is copied first)
about-docs = Read a document of the manual: { $names }
about-completions = Print a shell completion script: bash, zsh, fish, powershell or elvish
about-man = Print the manual page (roff), or write every page to a folder

## The command line: headings, placeholders, usage errors and every option's help

list-or = { $first } or { $last }
help-usage = Usage:
help-commands = Commands:
help-arguments = Arguments:
help-options = Options:
value-options = OPTIONS
value-command = COMMAND
about-help = Print this message or the help of the given subcommand(s)
arg-help = Print help
arg-version = Print version
help-values = possible values
help-default = default
help-env = environment variable
help-round-grids = Examples:
      skyjo round --closer Anna Anna="1 0 3 4 / -2 2 5 0 / 1 3 0 2" Bo=14
      skyjo round --closer Bo Anna=22 Bo="x9 1 2 3 / x9 2 1 1 / x9 1 2 1"
    {""}
    A grid is its 12 cards row by row, 3 rows of 4 (the / between rows may be
    left out). A cell is:
      -2 to 12  a card, face up at the end of the round
      x         a card of a column removed during play
      x9        the same, with the removed card's value (here a 9)
    {"  *         "}Skyjo Action: a star (x* one removed in play)
      ?         a face-down card: not taken here, turn every card over first
    A round total (Bo=14) is the sum of the cards left in the grid.
usage-missing-command = { $command } needs a command; { $command } --help lists them
usage-unknown-command = '{ $given }' is not a command; skyjo --help lists them
usage-unknown-command-suggest = '{ $given }' is not a command; did you mean { $suggestion }? (skyjo --help lists them)
usage-unknown-argument = { $command } has no '{ $given }'; { $command } --help lists what it takes
usage-unknown-argument-suggest = { $command } has no '{ $given }'; did you mean '{ $suggestion }'?
usage-invalid-value = '{ $value }' is not a value { $arg } takes; { $command } --help says what it takes
usage-invalid-value-choose = '{ $value }' is not a value { $arg } takes; choose { $values }
usage-value-required = { $arg } needs a value; write it after the flag
usage-conflict = { $arg } cannot be given with { $other }; give one of them
usage-other = { $arg } is not written as { $command } reads it; { $command } --help shows how
arg-a = One player
arg-again = A rematch: the players and house rules of the current game (rule flags still apply)
arg-all = List everyone, also the players left with no game (by a delete)
arg-b = The other
arg-deck-check-cards = The cards counted: --cards "-2 -2 0 0 ... 12", with V*N for N cards of value V (may be repeated)
arg-seen-cards = Cards just seen off the grids (the discard pile below its top, removed columns), added to the list: 9 9 -2, V*N for N cards of value V (after --, as -- -2*3, when V is negative); in Skyjo Action '*' for a star
arg-chart = Draw the running totals as a chart instead of the table
arg-clear = Empty the list
arg-closer = Who closed the round
arg-edit-closer = Who closed the round [default: as stored]
arg-color = When to use color: auto (on a terminal, unless NO_COLOR is set), always, never [default: the config file's, else auto]
arg-columns = Which columns of three equal cards are removed: at the reveal too (official), only in play, or none
arg-config = The config file [default: config.toml in the user's config folder]
arg-db = The history database [default: the config file's, else skyjo.db in the user's data folder]
arg-dealer = Round 1: the dealer
arg-dir = Write skyjo.1 and a page per subcommand (skyjo-round.1, ...) into this folder
arg-discard = The top card of the discard pile
arg-double-negative = Double a closer's score of 0 or below too (house variant)
arg-deck-actions = Skyjo Action: how many action cards your deck has, as you counted them (otherwise 27 is assumed)
arg-deck-stars = Skyjo Action: how many star cards your deck has, as you counted them (otherwise 15 is assumed)
arg-edition = The edition of the cards: classic, or Skyjo Action (stars, rows and columns removed, action cards)
arg-doubling = When the closer is doubled: a tie for lowest doubles (official), ties are safe, or never
arg-draws = Also give the chance of at least one card of each value among the next K cards
arg-edit-entries = The entries to change, as for `round`: NAME="GRID" or NAME=TOTAL; the others stay as stored
arg-round-entries = Each player's final grid or round total: NAME="GRID" or NAME=14 (examples at the end)
arg-score-entries = Each player's final grid or round total, 2 to 8: NAME="1 0 3 4 / ..." or NAME=14
arg-explain = Explain one stored round card by card, as `score` does
arg-file = The file: a skyjo export, or with --from bgstats the BG Stats app's backup (BGStatsExport.json)
arg-format = json: the full format that import reads; csv: the score sheets for a spreadsheet, headed in the language of --lang (in every language but English the file starts with a byte-order mark, so that Excel reads å, ä, æ, é, ö, ø and ü)
arg-delimiter = The CSV's separator [default: a semicolon, as spreadsheets read it in languages that write a decimal comma; a comma in English]
arg-from = Which app wrote the file
arg-game = The game [default: the current game]
arg-held = Skyjo Action: the action cards a player still held at the end of the round, NAME=N (+10 each)
arg-delete-game = The game
arg-edit-game = The game
arg-log-game = Only this game
arg-note-game = The game
arg-start-game = A stored game: who starts its next round [default: the current game]
arg-use-game = The game
arg-demo-games = Instead of the sample game, write a generated history of N games to --db (a new file)
arg-export-games = The games [default: all]
arg-hidden = Also give the chance of each sum of N face-down cards
arg-json = Print JSON (the contract in `skyjo docs cli`) instead of tables
arg-keep = The name that stays
arg-lang = Language of everything printed for people [default: the config file's, else from LC_ALL/LANG, else en]
arg-last-turn = The opponents' last turn: none, or the greedy policy of `skyjo docs odds`
arg-margins = The margins to try: what if my score were this much lower (with --me GRID, no lower than one more turn can take it)
arg-me = My final score if I close now, or my grid (its open cards count as seen)
arg-method = How ratings are computed
arg-docs-name = The document [default: the list of them]
arg-new-name = A name for the game ("Jul 2026"), shown by show and games
arg-names = The players in seating order, 2 to 8 (asked for on a terminal when left out)
arg-new = The new name
arg-no-double-negative = Never double a score of 0 or below (official)
arg-no-input = Never prompt: a missing value is an error that names its flag
arg-no-rows = Do not remove rows (official)
arg-old = The name now
arg-opponents = Each opponent, in the order they play: NAME="3 ? ? 9 / ? 9 ? ? / 2 ? 0 9" (? face down) or NAME=VISIBLE:HIDDEN
arg-other = The name that goes
arg-out = The HTML file to write (replaced if it exists); - for standard output
arg-output = Write to this file instead of standard output
arg-path = The new file [default: beside the history, named with the date and time]
arg-restore-file = The backup to put back: a skyjo history (skyjo backup makes them)
arg-player = Only this player
arg-round = The round to replace
arg-rounds = The game ends after this many rounds instead (house variant)
arg-rows = Also remove rows of four equal cards (house variant)
arg-star-lines = Skyjo Action: a line of only stars is removed after its bonus (removed), or stays (kept)
arg-save = Store the game under these rules (every changed round is logged)
arg-season = Only the games of one calendar year (the same as --since YEAR --until YEAR)
arg-demo-seed = The generator's seed
arg-risk-seed = Monte Carlo seed (the same seed gives the same answer)
arg-odds-seen = Cards seen off the grids (the discard pile below its top, removed columns): "3 5 -2 9*3", in Skyjo Action * for a star [default: the list of skyjo seen]
arg-odds-open = The open cards on all grids, counted separately from --seen: "3 5 -2 9*3"; x9 for a card of a removed column, counted once with --seen; in Skyjo Action * for a star
arg-odds-explain = Also say how the numbers are worked out (the mean, the spread, the quartiles)
arg-risk-seen = Cards seen off the grids (the discard pile below its top, removed columns); the grids' open cards and --discard count apart [default: the list of skyjo seen]
arg-risk-explain = Also say how the numbers are worked out (the method, the samples, the 95% intervals)
arg-shell = The shell
arg-since = Only games played on or after this date (YYYY-MM-DD, YYYY-MM or YYYY)
arg-starter = Who starts the rounds after the first: the last closer (official) or the last round's winner
arg-target = The game ends after the round in which a total reaches this (official: 100)
arg-text = The note
arg-tie-break = On a tie for the lowest final total: share the win (official), or play a deciding round
arg-turned = Round 1: each player's two turned cards in seating order: NAME="9 12"
arg-undo = Take the last card added back
arg-until = Only games played on or before this date (YYYY-MM-DD, YYYY-MM or YYYY: inclusive)
arg-wide = Print tables and text on full lines, whatever the width of the terminal
arg-yes = Do not ask for confirmation
arg-new-yes = Start without asking, even when the current game is not finished
arg-round-yes = Record without the last confirmation on a terminal
arg-round-discard-draft = Throw away the draft of the round being entered; with entries, record them instead
value-rival = RIVAL
value-card = CARD
value-cards = CARDS
value-date = DATE
value-dir = DIR
value-file = FILE
value-format = FORMAT
value-from = FROM
value-game = GAME
value-id = ID
value-k = K
value-keep = KEEP
value-lang = LANG
value-list = LIST
value-method = METHOD
value-model = MODEL
value-n = N
value-name = NAME
value-name-cards = NAME=CARDS
value-name-entry = NAME=ENTRY
value-name-held = NAME=HELD
value-name-grid = NAME=GRID
value-new = NEW
value-old = OLD
value-other = OTHER
value-path = PATH
value-player = PLAYER
value-points = POINTS
value-round = ROUND
value-rule = RULE
value-edition = EDITION
value-score-grid = SCORE|GRID
value-seed = SEED
value-sep = SEP
value-shell = SHELL
value-text = TEXT
value-when = WHEN
value-year = YEAR

## Issue 17a: layout, prompts, names as typed
sheet-names-in-full = In full: { $names }
menu-save = Store it
input-no-player-nearest = there is no player { $name }; did you mean { $nearest }?
name-as-stored = { $typed } → { $name }
input-same-player = '{ $name }' is { $player }, who is already in the game; name each player once
input-several-players = { $name } could be more than one player ({ $players }); write the name exactly as one of them is spelt
## The chances to win on the score sheet (status, show; docs/chances.md)
chances-line = Chances to win: { $list }
chances-player = { $name } { $chance }
chances-under-one = under 1%
chances-over-99 = over 99%
chances-precision = (±{ $margin } percentage points; { $games } simulated games)

## risk that knows the game (risk --as; docs/chances.md)
closing-if-close = If you ({ $name }) close now, your chance to win the game is { $p }; the game ends with this round in { $ends } of the games played out.
closing-if-play-on = If you play on, your chance to win the game is { $p }.
closing-policy = Playing on assumes everyone, you included, plays as most players do: takes the top of the discard pile when it saves 2 points or more, keeps a drawn card where it saves the most, and closes only when their own grid looks lowest (skyjo docs chances).
closing-verdict-close = Close: your chance to win the game is { $close } (doubled in { $doubled }); playing on, { $play_on }.
closing-verdict-play-on = Play on: your chance to win the game is { $play_on } playing on, { $close } closing now.
closing-no-play-on-grid = Playing on is not computed: give your grid as it lies with --grid (? face down).
closing-no-play-on-shorthand = Playing on is not computed: it needs every opponent's grid, not VISIBLE:HIDDEN.
closing-precision = The game: ±{ $margin } percentage points ({ $close } draws of closing now{ $play_on ->
    [0] {""}
   *[other] , { $rounds_on } rounds played on
}, fixed seed).
closing-precision-exact = The game: closing now enumerated exactly where the game ends{ $play_on ->
    [0] {""}
   *[other] ; ±{ $margin } percentage points ({ $rounds_on } rounds played on, fixed seed)
}.
input-risk-needs-as = --game, --totals and --grid are for risk with a game: say which player you are with --as NAME
input-not-a-player = { $name } is not a player of the game ({ $players }); check the spelling
input-opponent-missing = { $name } plays in the game: give their grid or VISIBLE:HIDDEN as { $name }=...
input-me-as-opponent = { $name } is you (--as): give your own cards with --me and --grid, not as an opponent
input-total-not-a-number = { $arg }: a total is a whole number, as Anna=42
arg-risk-as-name = Which player I am: risk then adds the game (the current game, --game, or --totals)
arg-risk-game = The game the round belongs to [default: the current game] (with --as)
arg-risk-totals = A game kept on paper: every player's total, mine included, in seating order (with --as)
arg-risk-grid = My grid as it lies now, ? face down: the policy plays on from it (with --as)
value-name-n = NAME=N,...
value-grid = GRID

## skyjo serve: the live page for the phones at the table
about-serve = Show the current game (or --game ID) live on the phones at the table: a page on the local network, read-only unless --entry, until Ctrl-C
arg-serve-game = The game [default: the current game, followed when another becomes current]
arg-port = The port to listen on (0: any free port)
arg-bind = The address to listen on [default: this computer's address on the local network, and 127.0.0.1]
arg-no-qr = Do not draw the QR code
value-addr = ADDR
serve-listening = The game is served on the local network:
serve-listening-local = The game is served to this computer only:
serve-scan = Scan to follow the game on your phone.
serve-scan-entry = Scan to follow the game on your phone and enter your grid there.
serve-link-read = TV, guests:
serve-link-entry = Phones:
serve-also = On this computer: { $url }
serve-loopback-only = No local network was found: only this computer can open the page (give another address with --bind).
serve-stop-hint = Press Ctrl-C to stop.
serve-stopped = Stopped: the page is no longer served.
serve-port-in-use = the port is in use on { $addr }: stop the program that listens there, or choose another port with --port N
serve-not-here = { $addr } is not an address of this computer: leave out --bind, or give one of its addresses (127.0.0.1 for this computer only)
serve-listen-failed = cannot listen on { $addr } ({ $reason }): choose another address with --bind or another port with --port N
serve-no-random = the system's random numbers cannot be read, so no secret address can be made: try again
serve-title = Skyjo · game { $game }
serve-title-none = Skyjo
serve-standings = Standings
serve-sheet = Score sheet
serve-no-rounds = No rounds yet: the sheet fills in as the rounds are recorded.
serve-to-go = { $left } to go
serve-chance = { $percent } to win
serve-live = Live
serve-offline = Reconnecting…
serve-tv-link = TV view
serve-sheet-link = Score sheet
serve-not-found = Not found.
serve-busy = Too many pages are open: try again in a moment.
serve-read-only = This page is read-only: the score is kept at the computer.

# serve --entry
arg-serve-entry = Let the phones enter the round: each player's grid on a phone, who closed, and recording the round
serve-not-allowed = This address does not take that method.
serve-api-origin = only the page itself may write here (the Origin must be this address)
serve-api-json-only = send the request as application/json
serve-api-too-large = the request is too large: at most 4 KiB
serve-api-slow = the request came too slowly: send it again
serve-api-bad-json = the request cannot be read: send the JSON the entry API takes (docs/cli.md)
serve-api-grid-or-total = give either a grid or a total, not both and not neither
serve-api-no-player = { $name } is not a player of game { $game }
serve-api-not-ready = the round is not complete: every player's entry and the closer are needed
serve-api-store = the history cannot be read or written
serve-api-other-game = this was for game { $asked }, but game { $game } is being played now; here is its draft
serve-api-busy = the history is busy in another skyjo for too long; try again in a few seconds
serve-api-read-only = the history is read-only on the computer that serves this page; make it writable there, then try again
serve-api-replaced = the history was replaced by another file on the computer that serves this page; nothing was written: try again
serve-api-damaged = the history is damaged on the computer that serves this page; restore it there from a backup (skyjo restore)
serve-no-body = A request for a page takes no body: send it without one.
serve-bad-request = This request cannot be read.
serve-head-too-large = The request's headers are too large: at most 8 KiB.
serve-api-copied-over = another file was copied over the history on the computer that serves this page, or the history was damaged, while serve was running; nothing was written: stop serve there with Ctrl-C, put a backup back with skyjo restore if the history is not as it should be, then start serve again
serve-copied-over = Another file was copied over the history, or it was damaged, while serve was running: nothing more is written. On the computer that serves this page: stop serve with Ctrl-C, put a backup back with skyjo restore if the history is not as it should be, then start serve again.
serve-copied-over-here = Another file was copied over the history, or it was damaged, while serve was running: nothing more is written. Stop serve here with Ctrl-C, put a backup back with skyjo restore if the history is not as it should be, then start serve again.

# entry page
entry-round = Round { $round }
entry-pick = Who are you? Tap your name; this phone remembers it for the game.
entry-you = You are { $name }
entry-not-me = Not me
entry-use-total = A round total instead of the cards
entry-grid = Your grid
entry-cell = Row { $row }, column { $column }
entry-sum = Sum: { $sum }
entry-cards-left = { $left ->
    [one] 1 card to go
   *[other] { $left } cards to go
}
entry-gone = Struck out: cards that no longer count (a column of three equal cards, or one removed during play).
entry-removed = ✕ Column removed
entry-removed-row = ✕ Row removed
entry-erase = Erase
entry-minus = Minus
entry-send-grid = Send my grid
entry-send-total = Send my total
entry-sent = Sent: every phone at the table sees it.
entry-total-only = a round total
entry-waiting = not in yet
entry-grids = The grids so far
entry-review = The round's scores
entry-review-wait = The scores show here once every grid is in and the closer is named.
entry-record = Record round { $round }
entry-recorded = Round { $round } is recorded: the sheet has it.
entry-offline = The computer could not be reached: try again.
entry-stale = This is a draft of round { $round }, left from before a round was taken back. Throw it away at the computer with skyjo round --discard-draft; then round { $next } is entered here.

# advise
advise-take-up = Take the { $card } from the discard pile and put it on row { $row }, column { $column } (the { $old } goes)
advise-take-down = Take the { $card } from the discard pile and put it on the face-down card of row { $row }, column { $column }
advise-draw = Draw a card (leave the { $card })
advise-keep-up = Put the { $card } on row { $row }, column { $column } (the { $old } goes)
advise-keep-down = Put the { $card } on the face-down card of row { $row }, column { $column }
advise-throw = Throw the { $card } away and turn the card on row { $row }, column { $column }
advise-closes = (this closes the round)
advise-win = your chance to win the game is { $p }
advise-round = you end the round { $side ->
    [below] { $lead } { $points } below the lowest other score
    [above] { $lead } { $points } above the lowest other score
   *[level] level with the lowest other score
} on average (you score { $score }, doubled in { $doubled })
advise-best = { $choice }: { $outcome }.
advise-best-as = { $name }: { $choice }: { $outcome }.
advise-next = Next best:
advise-item = { $choice }: { $p }
advise-item-round = { $choice }: { $side ->
    [below] { $lead } below the lowest other score
    [above] { $lead } above the lowest other score
   *[level] level with the lowest other score
} (you score { $score }, doubled in { $doubled })
advise-margin-win = Between the first two: ±{ $margin } percentage points.
advise-margin-round = Between the first two: ±{ $margin } { $points }.
advise-points = { $units ->
   *[other] points
}
advise-nothing = Your grid has no face-down card: the round is closed, there is nothing to choose.
advise-method-game = How: each choice is played out many times from the table as it lies (the unseen cards shuffled, the rest of the round played by everyone as most players do, then the rest of the game from the rounds of skyjo docs chances), every choice with the same shuffles; the better half of the choices gets twice the rounds, again and again (skyjo docs advise).
advise-method-round = How: each choice is played out many times from the table as it lies (the unseen cards shuffled, the rest of the round played by everyone as most players do), every choice with the same shuffles, and ranked by my score less the lowest other score of the round (lower is better); the better half of the choices gets twice the rounds, again and again (skyjo docs advise).
advise-samples = The two best: { $best } rounds each; { $rollouts } rounds played out in all for { $choices } choices, fixed seed.
about-advise = What to do with my turn: every choice ranked by my chance to win the game
arg-advise-me = My grid as it lies, ? face down, x removed: "5 ? ? 9 / ? 2 ? ? / 0 ? ? 11"
arg-advise-opponents = Each opponent, in the order they play after me: NAME="3 ? ? 9 / ? 9 ? ? / 2 ? 0 9"
arg-advise-drawn = The card I drew, once drawn (then: keep it where, or throw it and turn which card)
arg-advise-closed = The opponent who has closed the round: this is my last turn
arg-advise-seen = Cards seen off the grids (the discard pile below its top, removed columns) [default: the list of skyjo seen]
arg-advise-as-name = Which player I am: the choices are then ranked by my chance to win the game (the current game, --game, or --totals)
arg-advise-game = The game the round belongs to [default: the current game] (with --as)
arg-advise-totals = A game kept on paper: every player's total, mine included, in seating order (with --as)
arg-advise-samples = Rounds played out for each of the two best choices (fewer for the others)
arg-advise-seed = Seed of the rounds played out (the same seed gives the same answer)
arg-advise-explain = Also say how the numbers are worked out (the method, the samples, the 95% intervals)
docs-about-advise = how advise ranks the choices of a turn

## skyjo sync: the history shared through a folder the family syncs
about-sync = Share the history with the family's other devices through a folder they sync (Syncthing, Dropbox, OneDrive, a USB stick)
arg-sync-dir = The shared folder; the first use keeps it in the config file ([sync] folder) [default: the config file's]
arg-dry-run = Say what would change, and change nothing
docs-about-sync = the history on every device of the family
sync-done = Synced with { $folder } (this device: { $device }).
sync-nothing-new = Nothing new from { $devices ->
    [0] other devices (none has written to the folder yet)
    [one] the other device
   *[other] the { $devices } other devices
}.
sync-came-in = { $changes ->
    [one] 1 change
   *[other] { $changes } changes
} came in from { $devices ->
    [one] 1 other device
   *[other] { $devices } other devices
}.
sync-games = Games: { $added } added, { $changed } changed, { $deleted } deleted; { $log ->
    [one] 1 entry
   *[other] { $log } entries
} added to the log.
sync-renumbered = Game { $from } is now game { $to }: { $why ->
    [imported] it was imported, and a device that had not heard of the import gave number { $from } to a game started at the table
    [shifted] number { $from } went to a game that had to move first
   *[given] another device gave number { $from } to another game first
}.
sync-renumbered-run = { $games ->
    [2] Games { $from } and { $from_end } are now games { $to } and { $to_end }
   *[other] Games { $from }–{ $from_end } are now games { $to }–{ $to_end }
}: { $why ->
    [imported] they were imported, and a device that had not heard of the import gave these numbers to games started at the table
    [shifted] these numbers went to games that had to move first
   *[given] another device gave these numbers to other games first
}.
sync-renumbered-more = { $games ->
    [one] 1 more game took another number: skyjo games shows the number it has now.
   *[other] { $games } more games took other numbers: skyjo games shows the numbers they have now.
}
sync-read-again = { $file } no longer ends as at the last sync (another copy of it was put in its place): read again from its start; nothing is counted twice.
sync-torn = { $file } ends in a line still being copied: it is read at the next sync.
sync-torn-own = { $file }, this device's journal, ends in a line cut short when skyjo was stopped while writing it: the line is cut off, and its change written again whole.
sync-cut-own = { $file }, this device's journal, had { $lines ->
    [one] a line
   *[other] { $lines } lines
} cut in the middle: { $changes ->
    [one] the change missing from it is
   *[other] the { $changes } changes missing from it are
} written again whole, and the cut { $lines ->
    [one] line is
   *[other] lines are
} blanked.
sync-missing = { $changes ->
    [one] 1 change
   *[other] { $changes } changes
} of device { $device } did not reach this device (its journal has a line cut in the middle): that device writes { $changes ->
    [one] it
   *[other] them
} again whole at its next sync.
sync-written = { $changes ->
    [0] This device has nothing new to write
    [one] Wrote 1 change of this device
   *[other] Wrote { $changes } changes of this device
} ({ $file }).
sync-kept = The folder is kept in { $file }: from now on `skyjo sync` is enough, and every change is written to the folder as it is made.
sync-dry-run = Nothing was changed (--dry-run).
sync-dry-done = What a sync with { $folder } would do (this device: { $device }):
sync-dry-done-new = What a sync with { $folder } would do (this device takes its id at its first sync):
sync-would-come-in = { $changes ->
    [one] 1 change
   *[other] { $changes } changes
} would come in from { $devices ->
    [one] 1 other device
   *[other] { $devices } other devices
}.
sync-would-write = { $changes ->
    [0] This device has nothing new to write
    [one] 1 change of this device would be written
   *[other] { $changes } changes of this device would be written
} ({ $file }).
sync-would-keep = The folder would be kept in { $file }, so that from then on `skyjo sync` is enough.
sync-written-none-yet = This device has no change to write yet; its file { $file } is made with its first change.
sync-copy-here = This history is a copy: another computer wrote other changes as device { $old }. This device is now { $device }; the changes of both are kept, and where they changed the same round the later counts.
sync-copy-other = Device { $old } has two copies of its history writing: the changes of both are kept (each copy takes a new device id at its next sync).
sync-late-rounds = Game { $game } was deleted on another device, which did not have { $rounds ->
    [one] round { $numbers } entered here: the round went with the game.
   *[other] rounds { $numbers } entered here: the rounds went with the game.
}
sync-late-kept = The history as it was before this sync is kept in { $backup }.
sync-current = Game { $game } ({ $players }) is in progress and came in from another device: it is now the current game here.
status-unfinished = Games in progress: pick one with skyjo use GAME.
status-unfinished-game = skyjo use { $game }   ({ $players }, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
})
sync-not-written = note: this change is in the history but not yet in the sync folder ({ $why }); the next skyjo sync writes it
sync-no-folder = no sync folder: name the folder the family shares, as in skyjo sync ~/Sync/skyjo (it is kept for next time)
sync-folder-missing = the sync folder { $dir } is not there (a USB stick not plugged in?); the history was not changed
sync-cannot-read = cannot read { $path } in the sync folder; the history was not changed
sync-cannot-write = cannot write { $path } (is the sync folder read-only?); the history was not changed
sync-cannot-keep = synced, but cannot keep the folder in the config file { $path }; name the folder again next time
sync-left-out = { $lines ->
    [one] 1 line of the sync folder was left out (said above)
   *[other] { $lines } lines of the sync folder were left out (said above)
}; everything else is in the history
sync-left-out-journals = { $lines ->
    [0] { $journals ->
        [one] 1 journal of the sync folder was left out
       *[other] { $journals } journals of the sync folder were left out
    }
   *[other] { $journals ->
        [one] 1 journal
       *[other] { $journals } journals
    } and { $lines ->
        [one] 1 line
       *[other] { $lines } lines
    } of the sync folder were left out
} (said above); everything else is in the history
sync-waits = Another skyjo sync of this history is under way: this one waits for it to finish.
sync-set-aside-round = Round { $round } of game { $game } was changed on two devices meanwhile: { $side ->
    [here] the other device's change counts, and the one made here was set aside
    [there] the change made here counts, and the other device's was set aside
   *[others] the later change counts, and the other was set aside
} ({ $what }); skyjo log { $game } shows it.
sync-set-aside-game = Game { $game } was changed on two devices meanwhile: { $side ->
    [here] the other device's change counts, and the one made here was set aside
    [there] the change made here counts, and the other device's was set aside
   *[others] the later change counts, and the other was set aside
} ({ $what }); skyjo log { $game } shows it.
sync-line-not-json = { $file } line { $line }: not an operation of skyjo ({ $detail }); that line was left out
sync-line-too-long = { $file } line { $line }: longer than { $max } bytes; that line was left out
sync-line-other-device = { $file } line { $line }: the operation { $id } is another device's, not this journal's; that line was left out
sync-not-a-journal = { $file } is not a skyjo journal (its first line does not say so); it was left out
sync-newer-format = { $file } is a journal of format { $found }, newer than this skyjo reads ({ $known }); update skyjo on this device; the journal was left untouched
sync-header-device = { $file } says it is the journal of device { $device }, not of the device its name says; it was left out
sync-op-refused = { $file } line { $line }: { $problem }; that change was left out
sync-no-such-game = it changes the game { $game }, which no journal ever started
sync-unknown-log = a log entry of a kind this skyjo does not know ({ $kind })
log-overridden-round = { $at } Round { $round } of game { $game } was changed on two devices meanwhile; the later change counts, and this one was set aside: { $closer } closed; { $scores }.
log-overridden-game = { $at } Game { $game } was changed on two devices meanwhile; the later change counts, and this one was set aside: { $what }.
log-aside-name = the name “{ $name }”
log-aside-no-name = no name
log-aside-note = the note “{ $note }”
log-aside-no-note = no note
log-aside-players = the players { $players }
log-aside-abandoned = abandoned
log-aside-not-abandoned = not abandoned
log-overridden = { $at } Game { $game } was changed on two devices meanwhile; the later change counts, and this one was set aside.
sync-status = Synced: this device last read the sync folder { $at } ({ $changes ->
    [one] 1 change came in
   *[other] { $changes } changes came in
}).
sync-status-pending = Changes made here wait for the folder: skyjo sync writes them.
sync-name-fits = { $count ->
    [one] { $name }, a player of another device's game, may be { $players } here: kept as a player of their own (if it is the same player: skyjo players merge { $players } { $name }).
   *[other] { $name }, a player of another device's game, fits { $players } here: kept as a player of their own (if it is one of them: skyjo players merge NAME { $name }).
}
about-config-set = Keep a setting in the config file: `skyjo config set sync.folder ~/Sync/skyjo`
about-config-unset = Take a setting out of the config file: its default holds again
arg-key = The setting, as skyjo config lists it (lang, color, db, doubling, target, sync.folder, ...)
arg-config-unset-key = The setting, as skyjo config lists it
arg-value = Its value
value-key = KEY
value-value = VALUE
config-set = { $key } = { $value } is kept in { $file }.
config-unset = { $key } is taken out of { $file }: its default holds again.
input-no-such-setting = there is no setting { $key }; the settings are { $keys }
sync-folder-away = note: the sync folder { $dir } is not there; this change is in the history, and the next skyjo sync with the folder there writes it
rule-action-not-a-card = { $grid } has '{ $token }' where a card should be; write a number from -2 to 12, * for a star, or x for a removed card
rule-action-stars-exceeded = { $found } stars entered; the deck has { $copies }: check the grids
rule-action-held-range = { $who } holds { $held } action cards; write a number from 0 to { $max }
rule-action-held-exceeded = { $found } action cards held in all; the deck has { $copies }: check the counts
rule-star-in-classic = { $grid } has a star, but this game is classic: only Skyjo Action has stars (start its game with --edition action)
rule-held-in-classic = { $who } is given held action cards, but this game is classic: only Skyjo Action has action cards
rule-held-with-total = { $who } is entered as a total, which already counts the held action cards: enter the grid instead, or add 10 to the total for each

## Skyjo Action on the phones

entry-action = Skyjo Action: a star (★) fills any line of equal cards, and counts 0 alone; a row of four and a column of three go; +10 for each action card still in hand.
entry-star = Star
entry-gone-action = Struck out: cards that no longer count (a row of four or a column of three equal cards, stars filling in, or a line removed during play).
entry-star-removed = A star in a removed line: tap its cell, then ★ (✕★). A removed line of only stars scores its bonus.
entry-held = Action cards still in hand
entry-held-less = One action card fewer
entry-held-more = One action card more
entry-held-count = { $held ->
    [one] one action card in hand: +{ $points }
   *[other] { $held } action cards in hand: +{ $points }
}

## Skyjo Action and the deck assistant

arg-odds-edition = The deck: classic, or the playing cards of Skyjo Action, their counts assumed [default: the current game's]
cards-star-in-classic = a star (*) is no card of the classic deck: only Skyjo Action has stars
rule-seen-stars-exceeded = { $found } stars seen in all (the seen list, the open cards on the grids and the removed ones together); the deck has { $copies }: check the cards
odds-sum-with-stars = a sum of face-down cards is not given for Skyjo Action: a face-down star counts 0 alone, but stands in for any card of a line it completes
odds-action-deck = Skyjo Action, { $own ->
    [yes] your stars, other counts assumed
   *[other] assumed counts
}: { $cards } cards, { $stars } of them stars; action cards left out.
odds-unknown-card-action = A face-down card: a star in { $p } of cases, else worth { $mean } on average.
odds-explain-card-action = The unseen number cards: mean { $mean }, standard deviation { $sd }; a star has no value of its own (skyjo docs odds).
seen-how-action = Add the cards off the grids as they show up (the discard pile below its top, removed lines), a star as '*' in quotes, or the shell reads it as file names: skyjo seen 9 '*' -2; take one back with --undo. The open cards on the grids and the top of the discard pile are counted separately: odds reads them from --open and --discard.
chances-not-for-action = Chances to win: not worked out for Skyjo Action (only classic Skyjo is simulated).
input-action-game = game { $game } is Skyjo Action, and { $command } knows only the classic game: a star stands in for any card of its line, and action cards change the turns
input-action-current = game { $game } (the current game) is Skyjo Action, and { $command } knows only the classic game: a star stands in for any card of its line, and action cards change the turns (for a round of the classic game, add --edition classic)
input-action-edition = { $command } knows only the classic game, not Skyjo Action: a star stands in for any card of its line, and action cards change the turns

## Skyjo Action in the history

arg-only-edition = Only the games of one edition, classic or action (Skyjo Action) [default: both; who won counts both, the points each apart]
history-edition-none = { $edition ->
    [action] No Skyjo Action games
   *[classic] No classic games
} { $period ->
    [yes] in that period.
   *[no] yet.
}
stats-editions-apart = Skyjo Action scores otherwise (star bonuses, held action cards, rows removed), so the averages and the best and worst rounds above are the classic games', and Skyjo Action's are below. Games, wins, closing and streaks count both.
stats-action-heading = Skyjo Action:
rivalry-none-edition = { $a } and { $b } have not finished { $edition ->
    [action] a Skyjo Action game
   *[classic] a classic game
} together { $period ->
    [yes] in that period
   *[no] yet
}.
rivalry-margin-edition = Average margin in { $edition ->
    [action] Skyjo Action
   *[classic] classic games
}: { $name } ends { $points } points lower.
report-editions-apart = Skyjo Action scores otherwise (star bonuses, held action cards, rows removed), so the average and best round above are the classic games', and Skyjo Action's are here. Games, wins, win rate, closing and streaks count both.
report-record-action-lowest-round = Lowest round of Skyjo Action: { $score } by { $name } (game { $game }, round { $round }).
report-record-action-most-lines = Most rows and columns removed in one round of Skyjo Action: { $count } by { $name } (game { $game }, round { $round }).

## A date as the reader writes it (the report): 3 December 2026
date-long = { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }
