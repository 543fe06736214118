# skyjo, français. Glossaire :
#   partie (une partie entière, jusqu’à 100), manche (jamais « tour » : le tour
#   est celui d’un joueur), feuille de score, grille (3 lignes de 4 cartes),
#   colonne, ligne (jamais « rangée »), carte face cachée, carte vue (cartes
#   vues, cartes non vues), paquet (les 150 cartes), pioche, défausse, donneur,
#   finir la manche (seulement une manche : celui qui a fini la manche),
#   doublé, partie terminée (jamais « partie finie » : finir, c’est la manche),
#   partie abandonnée (jamais « interrompue »), points, score (d’une manche),
#   total (d’une partie), plus petit total, égalité pour le plus petit score,
#   somme (d’une grille), victoire,
#   série (victoires d’affilée), écart, cote (jamais « classement Elo »),
#   fichier de réglages (jamais « fichier de configuration »), règles maison,
#   correction, historique, partie active, brouillon (la manche en cours de
#   saisie, gardée jusqu’à ce qu’elle soit inscrite), cartes saisies pour NOM,
#   inscrire une manche (jamais « enregistrer »), retirer la manche (undo ;
#   jamais « reprendre » ni « annuler »), supprimer une partie, tour (celui
#   d’un joueur), étoile, cartes action encore en main, moyenne, graine,
#   Entrée (la touche), un 1, un -1 (les nombres ne prennent pas de s : trois 9).
# On vouvoie le lecteur. Pas de « de NOM » (de Anna) : « pour NOM », « sa grille ».
# Espace insécable (U+00A0) avant : ; ? ! % et à l’intérieur de « ».

## Nombres et petits mots

decimal-separator = ,
group-separator = { "\u202F" }
number-percent = { $number }{ "\u00A0" }%
list-and = { $first } et { $last }
# Two items of a longer list, the list going on: "A, B" in "A, B or C".
list-comma = { $first }, { $last }
label-colon = { $label } :
quote-typed = « { $text } »
error-prefix = erreur :
# Whether an error after the prefix begins with a capital letter (German writes a whole sentence after a colon so): yes or no.
error-capital = no
# Between an error and its cause (cannot read x.json: no such file or folder).
error-joiner = {"\u00A0: "}
# Les mots d’une question oui/non ; le premier est affiché.
answer-yes = o oui
answer-no = n non

## Les règles d’une partie, en tête de la feuille de score

rule-target = jusqu’à { $target } points
rule-rounds = { $rounds ->
    [one] en { $rounds } manche
   *[other] en { $rounds } manches
}
rule-columns-in-play = colonnes seulement en cours de jeu
rule-no-columns = pas de colonnes
rule-rows = lignes de quatre
rule-ties-safe = pas de doublement en cas d’égalité
rule-no-doubling = sans doublement
rule-negatives-doubled = scores négatifs doublés
rule-deciding-round = manche décisive en cas d’égalité
rule-round-winner-starts = le gagnant de la manche commence
rule-edition-action = Skyjo Action
rule-star-lines-kept = les lignes d’étoiles restent
rule-own-deck = décompte de votre paquet

## La feuille de score

sheet-heading = Partie { $game } · { $played } · { $rules }
sheet-round = Manche
sheet-total = Total
# Le nombre visé est déjà dans l’en-tête (« jusqu’à 100 points ») : « Reste » seul garde la colonne étroite ; le sélecteur garde la variable.
sheet-to-go = { $target ->
   *[other] Reste
}
# The row of what is left, where a sheet is short of room (eight players at 80 columns): the
# target is in the heading above.
sheet-to-go-short = { $target ->
   *[other] Reste
}
sheet-no-rounds = Pas encore de manche. Inscrivez-en une avec : skyjo round --closer NOM NOM=GRILLE...
sheet-legend = Dans chaque case : les points de la manche, et en dessous le total cumulé. * : a fini la manche ; x2 : points doublés.
sheet-legend-no-doubling = Dans chaque case : les points de la manche, et en dessous le total cumulé. * : a fini la manche.
sheet-game-over = Partie terminée après { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
} : { $count ->
    [one] { $names } a gagné
   *[other] { $names } se sont partagé la victoire
} avec { $total ->
    [one] { $total } point
   *[other] { $total } points
} au total.
sheet-totals-won = { $count ->
    [one] { $names } a gagné
   *[other] { $names } se sont partagé la victoire
} avec { $total ->
    [one] { $total } point
   *[other] { $total } points
} au total.
sheet-leader = { $count ->
    [one] En tête
   *[other] À égalité en tête
} : { $names } avec { $total }.
sheet-round-next = À suivre : manche { $round } sur { $of }.
sheet-deciding = La partie est arrivée à son terme avec une égalité pour le plus petit total : on joue une manche décisive.
sheet-next-starter = Prochaine manche : { $name } commence ({ $why }).
sheet-why-closed = a fini la manche { $round }
sheet-why-lowest = plus petit score de la manche { $round }

## Une manche expliquée

explain-heading = Partie { $game }, manche { $round }
explain-closer = { $name } (a fini la manche)
explain-grid = grille
explain-removed = retirée
explain-sum = somme
explain-total = total
explain-stars = étoiles
explain-held = cartes action
explain-round-score = score
explain-star-bonus = { $line }, que des étoiles : { $points }{ $kept ->
    [kept] {" "}(les étoiles restent dans la grille)
   *[removed] {""}
}
explain-held-cards = { $held } encore en main : +{ $penalty }
explain-entered-total = { $raw } (saisi comme total : pas de cartes à vérifier)
explain-doubling = Doublement : { $verdict }
explain-scores = Points : { $scores }
line-column = colonne { $number }
line-row = ligne { $number }
# « trois 9 », « deux -2 » : les nombres ne prennent pas de s.
card-many = { $value }
card-one = { $value ->
    [-2] un -2
    [-1] un -1
   *[other] un { $value }
}
removed-cards = { $count ->
    [1] { $noun }
    [2] deux { $noun }
    [3] trois { $noun }
   *[other] quatre { $noun }
}
removed-equal = { $count ->
    [3] trois cartes identiques
   *[other] quatre cartes identiques
}
removed-stars = { $count ->
    [3] trois étoiles
    [4] quatre étoiles
   *[other] { $count } étoiles
}
removed-with-stars = { $cards } et { $stars ->
    [1] une étoile
    [2] deux étoiles
   *[other] trois étoiles
}
removed-line = { $line } ({ $what }), { $when ->
    [in-play] en cours de jeu
   *[at-reveal] en fin de manche
}
verdict-has = { $who } a { $raw }
verdict-also-has = { $who } a aussi { $raw }
verdict-line = { $reason ->
    [alone-lowest] { $closer } a fini avec { $raw }, le plus petit score, sans égalité ({ $against }) : pas de doublement, { $score }
    [tied-lowest] { $closer } a fini avec { $raw } ; { $against } : égalité pour le plus petit score, doublé à { $score }
    [tied-safe] { $closer } a fini avec { $raw } ; { $against } : dans cette partie, une égalité ne fait pas doubler, { $score }
    [not-lowest] { $closer } a fini avec { $raw } ; { $against } : { $raw } n’est pas le plus petit score, doublé à { $score }
    [not-positive] { $closer } a fini avec { $raw } ; { $against } : un score de 0 ou moins n’est jamais doublé, { $score }
   *[doubling-off] { $closer } a fini avec { $raw } : pas de doublement dans cette partie, { $score }
}

## Les commandes de la feuille de score

new-started = Partie { $game } commencée : { $players } ({ $rules }). C’est la partie active.
new-round-one = Manche 1 : chacun retourne deux cartes ; celui qui a la plus grosse somme commence.
new-leave-question = La partie { $game } n’est pas terminée. Commencer quand même une nouvelle partie ?
new-left-behind = La partie { $game } n’est pas terminée ; elle reste dans l’historique (skyjo use { $game } pour y revenir).
new-known-players = { $names } (avec l’orthographe de l’historique).
new-new-players = { $count ->
    [one] Nouveau joueur
   *[other] Nouveaux joueurs
} : { $names }.
status-heading = Partie { $game } · { $rounds ->
    [0] pas encore de manche
    [one] { $rounds } manche jouée
   *[other] { $rounds } manches jouées
} · { $rules }
status-heading-totals-only = Partie { $game } · totaux finaux seulement · { $rules }
status-total-to-go = { $total } (reste { $left })
status-none = Aucune partie active. Commencez-en une avec : skyjo new NOM NOM... ou choisissez-en une avec : skyjo use PARTIE
use-done = La partie { $game } est maintenant la partie active.
note-done = La note de la partie { $game } est enregistrée.
note-cleared = La note de la partie { $game } est effacée.
abandon-done = La partie { $game } est abandonnée : elle reste dans l’historique et ne compte dans aucune statistique.
delete-question = Supprimer la partie { $game } ({ $players }, { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}) de l’historique ? Une sauvegarde sera faite avant.
delete-done = La partie { $game } est supprimée ; l’historique tel qu’il était se trouve dans { $backup }.
sheet-note = Note : { $note }
sheet-abandoned = Abandonnée : cette partie ne compte dans aucune statistique.
sheet-totals-only = Seuls les totaux finaux de cette partie sont connus (importés de BG Stats) : elle n’a pas de manches et ne compte dans aucune statistique de manches.
games-abandoned = abandonnée
log-import-after = { $added ->
    [one] { $added } partie ajoutée
   *[other] { $added } parties ajoutées
}, { $skipped ->
    [one] { $skipped } déjà présente
   *[other] { $skipped } déjà présentes
}
docs-list = Le manuel (les documents de docs/ dans les sources) :
docs-in-english = { $about } (en anglais)
docs-about-rules = comment skyjo compte les points, et ce que font les règles maison
docs-about-odds = ce que veulent dire les chiffres de l’assistant de cartes
docs-about-chances = les chances de gagner sur la feuille de score
docs-about-cli = commandes, options, réglages et le JSON
docs-about-export = le fichier d’export, le CSV et BG Stats
docs-about-ratings = comment les cotes sont calculées
docs-about-reliability = comment l’historique est gardé en sûreté
docs-about-generator = les historiques de demo --games
docs-about-performance = vitesse et mémoire, mesurées
docs-about-engine = le code du moteur de règles, pour les développeurs
config-file-read = Les réglages en vigueur (fichier de réglages : { $file }) :
config-file-missing = Les réglages en vigueur (aucun fichier de réglages : { $file } n’existe pas) :
config-col-setting = Réglage
config-col-value = Valeur
config-col-from = Source
config-from-flag = option
config-from-env = environnement
config-from-file = fichier de réglages
config-from-locale = langue du système
config-from-default = par défaut
config-error = { $line ->
    [0] dans skyjo config set, { $problem }
   *[other] { $file }, ligne { $line } : { $problem }
}
config-not-toml = ce n’est pas du TOML ; écrivez clé = valeur, le texte entre guillemets ("sv", ou 'C:\skyjo.db' pour un chemin avec des barres obliques inverses), un nombre ou true/false, les règles maison en haut ou sous [rules]
config-unknown-key = il n’y a pas de réglage « { $key } » ; les réglages sont : { $keys }
config-unknown-key-nearest = il n’y a pas de réglage « { $key } » ; vouliez-vous dire { $nearest } ?
config-not-allowed = { $key } ne peut pas valoir « { $value } » ; valeurs possibles : { $allowed }
config-takes-path = un chemin entre guillemets ("..." ou '...')
# Un nombre qu’une règle maison n’accepte pas, venu d’une option (--target 20000) ou du fichier de réglages (target = 0).
rule-out-of-range = { $rule } ne peut pas valoir { $value } ; valeurs possibles : { $takes }
rule-takes-range = de { $low } à { $high }
config-wrong-place = { $key } n’a pas sa place { $here } ; écrivez-le { $there }
config-place-top = en haut du fichier
config-place-top-or-rules = en haut du fichier ou sous [rules]
config-place-table = sous { $table }
config-twice = { $key } est réglé deux fois ; n’en gardez qu’un
config-target-and-rounds = target et rounds sont réglés tous les deux ; une partie ne se termine que d’une façon, n’en gardez qu’un
config-unreadable = impossible de lire le fichier de réglages { $file } ({ $reason }) ; indiquez-en un autre avec --config ou SKYJO_CONFIG
round-recorded = Manche { $round } de la partie { $game } inscrite.
round-record-question = Inscrire la manche { $round } de la partie { $game } ?
undo-question = Retirer la manche { $round } de la partie { $game } ({ $scores }) ?
undo-done = Manche { $round } de la partie { $game } retirée.
undo-draft-kept = Le brouillon de la manche { $round } de la partie { $game } est gardé, mais il suivait la manche retirée et ne peut plus être inscrit : skyjo round demande s’il faut le jeter.
nothing-changed = Rien n’a changé.
demo-intro = Une partie d’exemple, inscrite dans une base de données jetable (vos propres parties ne sont pas touchées).
demo-round-one = Comment la manche 1 a été comptée (skyjo show --explain 1 fait de même pour toute manche de l’historique) :
demo-entered = { $rounds } manches ont été saisies avec : skyjo round --closer NOM NOM="GRILLE" NOM=TOTAL ...

## La liste des parties

games-none = Pas encore de partie. Commencez-en une avec : skyjo new NOM NOM...
games-col-game = Partie
games-col-played = Date
games-col-players = Joueurs (total)
games-col-rounds = Manches
games-col-result = Résultat
games-not-started = pas commencée
games-won-by = gagnée par { $names }
games-leads = { $count ->
    [one] { $names } mène
   *[other] { $names } mènent
}
games-current = { $game } (active)

## Les questions

prompt-player = Joueur { $seat }
prompt-player-or-start = Joueur { $seat } (Entrée seule pour commencer)
prompt-which-player-named = Quel joueur voulez-vous dire par { $name } ?
prompt-first-row = { $name }, ligne 1 (4 cartes, x si retirée) ou total de la manche
prompt-first-row-action = { $name }, ligne 1 (4 cartes, * étoile, x retirée) ou total de la manche
prompt-next-row = { $name }, ligne { $row } (somme pour l’instant : { $sum })
prompt-grid-points = { $name } : { $grid } = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
prompt-grid-points-without = { $name } : { $grid } = { $points ->
    [one] { $points } point
   *[other] { $points } points
}, sans { $lines }
prompt-grid-without-line = { $line } ({ $what })
prompt-grid-again = { $problem } ; saisissez à nouveau la grille pour { $name }
prompt-row-length = une ligne a 4 cartes, celle-ci en a { $found }{ $over ->
    [yes] {""}
   *[no]  ; écrivez x pour les cartes retirées
}
prompt-whole-grid-later = c’est une grille entière, qui se saisit à la ligne 1 ; saisissez ici la ligne { $row } seule (4 cartes)
prompt-closer = Qui a fini la manche ?
prompt-held = Des cartes action encore en main ({ $example } pour une carte ; Entrée seule : aucune) ?
prompt-dealer = Qui a distribué (en cas d’égalité, le joueur le plus proche à gauche du donneur commence) ?
# Sous un menu dont le curseur ne part d’aucun choix (Entrée seule ne choisit rien).
menu-pick-hint = (choisissez avec les flèches, puis Entrée)
menu-picked-none = (personne n’est choisi : allez sur un nom avec les flèches, puis Entrée)
prompt-answer = répondez { $yes } ou { $no }
menu-record = L’inscrire
menu-change-entry = Modifier la saisie d’un joueur
menu-change-closer = Changer qui a fini la manche
menu-cancel = Annuler
menu-which-player = Quel joueur ?
menu-leave-draft = La garder pour plus tard (en brouillon)
menu-discard-draft = Jeter le brouillon

## Le brouillon d’une manche en cours de saisie

draft-nothing-in = rien n’est saisi pour l’instant
draft-grids-in = { $count ->
    [one] grille saisie pour { $names }
   *[other] grilles saisies pour { $names }
}
draft-totals-in = { $count ->
    [one] total saisi pour { $names }
   *[other] totaux saisis pour { $names }
}
draft-grids-and-totals-in = { $grid_count ->
    [one] grille saisie
   *[other] grilles saisies
} pour { $grids }, { $total_count ->
    [one] total saisi
   *[other] totaux saisis
} pour { $totals }
draft-closer = { $name } a fini la manche
draft-holds = { $entered } ; { $closer }
draft-status = La manche { $round } est gardée en brouillon : { $holds }. skyjo round reprendra à partir de là.
draft-status-stale = Un brouillon de la manche { $round } est gardé, mais il ne peut plus être inscrit : la partie a maintenant { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}. skyjo round --discard-draft le jette.
draft-status-over = Un brouillon de la manche { $round } est gardé, mais la partie n’aura plus d’autre manche. skyjo round --discard-draft le jette.
draft-resumed = Reprise du brouillon de la manche { $round } de la partie { $game } : { $holds }.
draft-stale = Le brouillon de la manche { $round } de la partie { $game } ne peut plus être inscrit : la partie a maintenant { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}.
draft-stale-question = Le jeter et commencer la manche { $next } ?
draft-discard-question = Jeter le brouillon de la manche { $round } de la partie { $game } ({ $holds }) ?
draft-discarded = Le brouillon de la manche { $round } de la partie { $game } est jeté.
draft-none = La partie { $game } n’a pas de brouillon à jeter.
draft-kept = La manche { $round } de la partie { $game } est gardée en brouillon ; skyjo round reprendra à partir de là.

## Les courbes

chart-empty = (rien à tracer pour l’instant)
chart-axis = { $label } ({ $first } à { $last })
chart-axis-round = manche
chart-axis-game = partie
chart-legend = { $legend } ; * là où des courbes se croisent
chart-totals-heading = Partie { $game } : totaux cumulés après chaque manche (0 avant la première), { $end }
chart-target = objectif { $target }
chart-rounds = { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}

## L’assistant de cartes

odds-unseen = { $left ->
    [one] 1 carte non vue
   *[other] { $left } cartes non vues
} : { $parts }.
odds-unseen-all = { $left } cartes non vues : tout le paquet.
odds-unseen-seen = { $count ->
    [one] { $count } vue
   *[other] { $count } vues
}
odds-unseen-removed = { $count } dans des colonnes retirées
odds-unseen-open = { $count ->
    [one] { $count } visible sur les grilles
   *[other] { $count } visibles sur les grilles
}
odds-unseen-discard = 1 sur la défausse
odds-col-card = Carte
odds-col-left = Reste
odds-col-next = Suivante
odds-col-next-or-lower = Suivante ou moins
odds-col-within = Au moins 1 en { $draws } tirages
odds-unknown-card = Une carte face cachée vaut { $mean } en moyenne.
odds-explain-card = Les cartes non vues : moyenne { $mean }, écart-type { $sd } (skyjo docs odds).
odds-hidden-sum = { $count ->
    [one] { $count } carte face cachée vaut { $mean } en moyenne ; dans { $p } des cas, entre { $low } et { $high }.
   *[other] { $count } cartes face cachée valent { $mean } en moyenne ; dans { $p } des cas, entre { $low } et { $high }.
}
odds-explain-sum = La somme : moyenne { $mean }, quartiles { $q1 } / { $q2 } / { $q3 } (skyjo docs odds).
odds-col-sum = Somme
odds-col-sum-is = Exactement
odds-col-sum-at-most = Au plus
odds-sum-or-less = { $sum } ou moins
odds-sum-or-more = { $sum } ou plus
odds-percent-under = moins de { $p }
odds-percent-over = plus de { $p }
risk-interval = (95 % : de { $low } à { $high })
risk-col-score = Votre score
risk-col-p = Risque de doublement
risk-col-expected = Score attendu
risk-row-now = { $score } (maintenant)
risk-method = Méthode : { $method }.
risk-method-exact = exacte (tous les tirages possibles passés en revue)
risk-method-monte-carlo = Monte-Carlo, { $samples } tirages, graine fixe, intervalles à 95 %
risk-turn-none = pas de dernier tour : les grilles sont retournées telles quelles
risk-turn-greedy = { $count ->
    [one] { $order } joue un dernier tour
   *[other] chaque adversaire joue un dernier tour, dans l’ordre { $order }
} : il prend la carte du dessus de la défausse ou pioche une carte, et la garde là où elle fait le plus baisser son score
risk-columns-reveal = les colonnes de trois cartes identiques sont retirées en fin de manche
risk-columns-none = aucune colonne n’est retirée en fin de manche
risk-tie-doubles = une égalité pour le plus petit score fait doubler
risk-tie-safe = une égalité ne fait pas doubler
risk-negative-safe = un score de 0 ou moins n’est jamais doublé
risk-negative-doubled = un score de 0 ou moins est doublé aussi
risk-assumptions = Hypothèses : { $hidden ->
    [one] la carte face cachée vient
   *[other] les { $hidden } cartes face cachée viennent
} des { $pool } cartes non vues ; { $turn } ; { $columns } ; { $doubling } ; { $negative }. Le détail du calcul : skyjo risk --explain, skyjo docs odds.
risk-left-out = Les scores plus bas ne sont pas montrés : un tour de plus peut faire descendre votre grille à { $lowest } au mieux.
start-first-highest = { $starter } commence la manche 1 avec la plus grosse somme de deux cartes retournées ({ $sum }).
start-first-tied = { $starter } commence la manche 1 : { $tied } sont à égalité avec { $sum } ; en partant de la gauche de { $dealer }, qui a donné, { $starter } vient en premier.
start-next-closer = { $starter } commence la manche { $round } de la partie { $game }, après avoir fini la manche { $last }.
start-next-winner = { $starter } commence la manche { $round } de la partie { $game }, après avoir eu le plus petit score de la manche { $last } (dans cette partie, le gagnant de la manche commence).
start-highest-sum = la plus grosse somme de deux cartes retournées, { $sum }
start-nearest-dealer = { $tied } à égalité avec { $sum } ; à gauche du donneur ({ $dealer }), { $starter } vient en premier
start-closed-last = a fini la manche { $round } (celui qui a fini commence)
start-lowest-last = plus petit score de la manche { $round } (dans cette partie, le gagnant de la manche commence)
deck-complete = Le paquet est complet : { $count } cartes.
deck-counted = { $count ->
    [one] 1 carte comptée
   *[other] { $count } cartes comptées
} ; le paquet en a { $deck }.
deck-missing = Il manque : { $cards }.
deck-extra = En trop : { $cards }.
deck-cards-of = { $count } × { $value }
seen-heading = Partie { $game }, manche { $round } : { $count ->
    [one] { $count } carte vue
   *[other] { $count } cartes vues
}.
seen-cards = Vues : { $cards }
seen-how = Ajoutez les cartes hors des grilles à mesure qu’elles apparaissent (la défausse sous la carte du dessus, les colonnes retirées) : skyjo seen 9 9 -2 ; retirez-en une avec --undo. Les cartes visibles sur les grilles et la carte du dessus de la défausse sont comptées à part : risk les lit dans ses grilles et --discard, odds dans --open et --discard.
seen-used = D’après { $count ->
    [1] la carte vue
    [one] { $count } carte vue
   *[other] les { $count } cartes vues
} dans la manche { $round } de la partie { $game } (skyjo seen).
risk-verdict = { $band ->
    [safe] Vous pouvez finir sans crainte : { $p } de risque de doublement.
    [some] Un peu de risque : { $p } de risque de doublement ; { $hint }.
    [risky] Risqué : { $p } de risque de doublement ; { $hint }.
   *[likely] Doublement probable : { $p } de risque ; { $hint }.
}
risk-hint-safe-at = finir à { $score } ou moins serait sans danger (moins de 5 %)
risk-hint-never = même à { $score }, le risque est de { $p }

## Les joueurs face à face

players-none = Pas encore de joueurs. Commencez une partie avec : skyjo new NOM NOM...
players-col-player = Joueur
players-col-games = Parties terminées
players-col-wins = Victoires
players-col-in-progress = En cours
players-col-last = Dernière partie
players-renamed = { $old } s’appelle maintenant { $new } dans toutes les parties.
players-merged = { $removed } ne fait plus qu’un avec { $kept } : { $count ->
    [one] { $count } partie déplacée
   *[other] { $count } parties déplacées
}.
period-none = Aucune partie sur cette période.
stats-col-player = Joueur
stats-col-games = Parties terminées
stats-col-wins = Victoires
stats-col-win-rate = Taux de victoire
stats-col-avg-round = Moyenne par manche
stats-col-avg-total = Total moyen
stats-col-closed = Fins de manche
stats-col-doubled = Doublements
stats-col-close-ok = Fins réussies
stats-col-columns = { $rows ->
    [yes] Colonnes/lignes retirées
   *[other] Colonnes retirées
}
stats-col-best = Meilleure manche
stats-col-worst = Pire manche
stats-col-streak = Série
stats-wins-shared = { $wins } (dont { $shared ->
    [one] { $shared } partagée
   *[other] { $shared } partagées
})
stats-streak = { $now } (plus longue : { $best })
stats-legend = Tous les chiffres portent sur les parties terminées et leurs manches ; une partie en cours compte une fois terminée. Une victoire partagée compte comme une victoire. Fins réussies : fins de manche sans doublement. Série : victoires d’affilée en ce moment (et la plus longue).
stats-in-progress = Une partie en cours n’est pas encore comptée : { $names }.
rivalry-none = { $a } et { $b } n’ont terminé aucune partie ensemble { $period ->
    [yes] sur cette période
   *[no] pour l’instant
}.
rivalry-games = { $a } contre { $b } : { $count ->
    [one] { $count } partie terminée
   *[other] { $count } parties terminées
} ensemble.
rivalry-ahead = Devant en fin de partie : { $a } { $a_ahead }, { $b } { $b_ahead }, à égalité { $level }.
rivalry-rounds = Manches avec le plus petit score : { $a } { $a_lower }, { $b } { $b_lower }, à égalité { $equal }.
rivalry-margin = Écart moyen : { $name } termine avec { $points } de moins.
rivalry-last = { $count ->
    [one] La dernière rencontre :
   *[other] Les { $count } dernières rencontres :
}
rivalry-col-played = Date
rivalry-col-game = Partie
ratings-none = Pas encore de partie terminée : les cotes commencent après la première.
ratings-col-rank = Rang
ratings-col-player = Joueur
ratings-col-rating = Cote
ratings-col-games = Parties terminées
ratings-col-uncertainty = Incertitude
ratings-method = Elo multijoueur (départ { $start }, K { $k }) : dans une partie terminée, chaque paire de joueurs compte comme un duel. Le détail : skyjo docs ratings.
ratings-method-weng-lin = Weng-Lin (départ 25 ± 8,3) : chaque partie terminée classe ses joueurs par total ; l’incertitude diminue à chaque partie, si bien que la cote d’un nouveau joueur bouge vite. Le détail : skyjo docs ratings.
edit-done = Manche { $round } de la partie { $game } corrigée ; l’ancienne version reste dans le journal (skyjo log { $game }).
edit-unchanged = Rien à corriger : la manche { $round } de la partie { $game } a déjà ces valeurs ; rien n’est écrit.
edit-question = Enregistrer la correction de la manche { $round } de la partie { $game } ?
log-none = Aucune correction ni aucun autre changement.
log-corrected = { $at } Manche { $round } de la partie { $game } corrigée : { $changes }.
log-rescored = { $at } Manche { $round } de la partie { $game } recomptée avec d’autres règles ({ $rules } ; avant : { $was }) : { $changes }.
log-corrected-note = { $at } Manche { $round } de la partie { $game } modifiée ({ $note }) : { $changes }.
log-before = avant : { $round }
log-after = après : { $round }
log-round = { $closer } a fini ; { $scores }
log-score = { $kind ->
    [doubled] { $name } { $score } ({ $raw } doublé)
   *[plain] { $name } { $score }
}
log-no-score = pas de score
log-score-changed = { $name } { $before } → { $after }
log-entry-changed = { $kind ->
    [entered] cartes saisies pour { $name } (toujours { $score } points)
   *[changed] cartes corrigées pour { $name } (toujours { $score } points)
}
log-closer-changed = { $after } a fini au lieu de { $before }
log-unchanged = aucun score n’a changé
log-undone = { $at } Manche { $round } de la partie { $game } retirée : { $closer } avait fini ; { $scores }.
log-undone-unread = { $at } Une manche de la partie { $game } a été retirée.
log-renamed = { $at } { $old } s’appelle désormais { $new }.
log-merged = { $at } { $removed } ne fait plus qu’un avec { $kept } : { $count ->
    [one] { $count } partie déplacée
   *[other] { $count } parties déplacées
}.
log-note-set = { $at } La partie { $game } a reçu la note « { $note } ».
log-note-changed = { $at } La note de la partie { $game } est devenue « { $note } » (avant : « { $was } »).
log-note-removed = { $at } La note de la partie { $game } a été effacée (c’était « { $was } »).
log-note-cleared = { $at } La note de la partie { $game } a été vidée.
log-abandoned = { $at } Partie { $game } abandonnée : elle ne compte dans aucune statistique.
log-deleted = { $at } Partie { $game } supprimée ({ $players }, { $rounds ->
    [0] aucune manche
    [one] { $rounds } manche
   *[other] { $rounds } manches
}, commencée le { $played }) ; une sauvegarde de l’historique a été faite avant.
log-imported = { $at } Import de { $file } : { $result }.
edit-no-longer-over = La partie { $game } n’est plus terminée : une autre manche se joue ({ $count ->
    [one] { $names } mène
   *[other] { $names } sont à égalité en tête
} avec { $total }).
edit-new-winner = { $count ->
    [one] La partie { $game } est maintenant gagnée par { $names }
   *[other] { $names } se partagent maintenant la victoire de la partie { $game }
} (avant : { $was }).
log-kind-edit = correction
log-kind-rescore = recompte : { $rules } (avant : { $was })
rescore-heading = Partie { $game } recomptée { $rules } (jouée { $was }).
rescore-ends-early = Avec ces règles, la partie se serait terminée après la manche { $round }.
rescore-saved = Enregistré : la partie se compte désormais avec ces règles ; { $changed ->
    [one] la manche dont les points ont changé est dans skyjo log.
   *[other] les { $changed } manches dont les points ont changé sont dans skyjo log.
}
rescore-saved-unchanged = Enregistré : la partie se compte désormais avec ces règles ; aucune manche n’a changé de points.
rescore-not-saved = Rien n’est enregistré ; ajoutez --save pour que la partie se compte désormais avec ces règles.
import-done = { $added ->
    [0] Aucune partie importée
    [one] { $added } partie importée
   *[other] { $added } parties importées
} ; { $skipped ->
    [0] aucune n’était
    [one] { $skipped } était
   *[other] { $skipped } étaient
} déjà dans l’historique.
import-progress = import de { $done } parties
bgstats-done = { $added ->
    [0] Aucune partie de Skyjo importée
    [one] { $added } partie de Skyjo importée
   *[other] { $added } parties de Skyjo importées
} depuis BG Stats ; { $skipped ->
    [0] aucune n’était
    [one] { $skipped } était
   *[other] { $skipped } étaient
} déjà dans l’historique.
bgstats-other-games = { $plays ->
    [one] { $plays } partie d’un autre jeu laissée de côté.
   *[other] { $plays } parties d’autres jeux laissées de côté.
}
bgstats-skipped = { $plays ->
    [one] { $plays } partie laissée de côté : { $why }.
   *[other] { $plays } parties laissées de côté : { $why }.
}
bgstats-skip-no-scores = pas de scores
bgstats-skip-players = pas entre 2 et 8 joueurs
bgstats-skip-names = un joueur sans nom utilisable
bgstats-skip-date = pas de date lisible
bgstats-skip-no-id = pas d’uuid
bgstats-skip-ignored = marquée dans BG Stats pour être exclue de ses statistiques
bgstats-skip-teams = jouée en équipes
backup-done = { $source } sauvegardé dans { $target }.
restore-done = { $file } remis en place comme { $db } ; l’historique tel qu’il était est dans { $backup }.
restore-done-new = { $file } remis en place comme { $db }.
restore-question = Remplacer l’historique { $db } par { $file } ? L’historique actuel sera d’abord copié.
generate-done = { $games } parties générées ({ $rounds } manches) écrites dans { $db }.


## Le rapport HTML

report-title = Skyjo : les parties de la famille
report-period = Du { $from } au { $to } · { $games ->
    [one] { $games } partie terminée
   *[other] { $games } parties terminées
}
report-period-day = { $date } · { $games ->
    [one] { $games } partie terminée
   *[other] { $games } parties terminées
}
report-no-games = Pas encore de partie terminée : le rapport commence après la première.
report-in-progress = { $games ->
    [one] { $games } partie en cours n’est pas encore comptée.
   *[other] { $games } parties en cours ne sont pas encore comptées.
}
report-made = Fait par skyjo le { $date }.
report-nothing = Rien à montrer pour cette période.
report-only-totals = Les parties de cette période n’ont que des totaux finaux (importés de BG Stats) : il n’y a pas de manches à montrer.
report-written = Rapport sur { $games ->
    [one] { $games } partie terminée
   *[other] { $games } parties terminées
} écrit dans { $path }.
report-standings = Classement
report-standings-note = Tous les chiffres portent sur les parties terminées et leurs manches (une partie en cours compte une fois terminée) ; une victoire partagée compte comme une victoire. Les chiffres par manche laissent de côté les parties importées avec leurs seuls totaux.
report-col-best-round = Meilleure manche
report-col-longest-streak = Plus longue série
report-ratings = Les cotes au fil du temps
report-ratings-note = Elo multijoueur après les parties de la période ; chaque courbe s’arrête à la cote actuelle du joueur.
report-head-to-head = Face-à-face
report-head-to-head-note = Combien de fois le joueur de la ligne a terminé devant celui de la colonne, sur les parties terminées qu’ils ont jouées tous les deux.
report-head-to-head-cell = { $a } a terminé devant { $b } { $ahead } fois sur { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
report-closest = Les parties les plus serrées
report-closest-note = Les parties terminées avec le plus petit écart entre le gagnant et le deuxième : les totaux cumulés après chaque manche ; la ligne en pointillés est l’objectif.
report-close-won = Partie { $game } · { $date } · { $names } a gagné avec { $margin ->
    [one] { $margin } point
   *[other] { $margin } points
} d’avance
report-close-shared = Partie { $game } · { $date } · { $names } se sont partagé la victoire
report-records = Records
report-record-lowest-round = Plus petit score en une manche : { $score }, par { $name } (partie { $game }, manche { $round }).
report-record-comeback = Plus belle remontée : { $name } a gagné la partie { $game } avec seulement { $chance } de chances après la manche { $round }.
## Les chances du gagnant sous les parties les plus serrées (docs/chances.md)
report-chances-note = Sous chaque partie : les chances de gagner du futur gagnant après chaque manche, telles que la prévision les aurait données à table ({ $games } parties simulées par prévision, à ±{ $margin } près, en points de pourcentage ; skyjo docs chances).
report-chances = { $name }, chances de gagner : { $list }
report-chance-after = { $chance } après la manche { $round }
report-record-most-doubled = Record de doublements : { $name }, { $doubled ->
    [1] une fois
   *[other] { $doubled } fois
} sur { $closed ->
    [one] { $closed } fin de manche
   *[other] { $closed } fins de manche
}.
report-record-most-columns = Le plus de colonnes retirées en une manche : { $count }, par { $name } (partie { $game }, manche { $round }).

## Les erreurs de règles

grid-of = la grille saisie pour { $who }
grid-yours = votre grille
rule-empty-entry = { $grid } est vide ; donnez 12 cartes (3 lignes de 4) ou le total de la manche
rule-cell-count = { $grid } a { $found ->
    [one] 1 carte
   *[other] { $found } cartes
} ; une grille en a 12 (3 lignes de 4{ $over ->
    [yes] {""}
   *[no] {" ; "}écrivez x pour les cartes retirées
})
rule-row-count = { $grid } a { $found } lignes ; une grille a 3 lignes de 4, avec / entre les lignes
rule-row-length = la ligne { $row } de { $grid } a { $found ->
    [one] 1 carte
   *[other] { $found } cartes
} ; une ligne en a 4{ $over ->
    [yes] {""}
   *[no] {" "}(écrivez x pour les cartes retirées)
}
rule-not-a-card = { $grid } contient « { $token } » à la place d’une carte ; écrivez un nombre de -2 à 12, ou x pour une carte retirée
rule-card-out-of-range = { $grid } contient { $value }, qui n’est pas une carte ; les cartes vont de -2 à 12
rule-face-down = { $grid } contient une carte face cachée (?) ; retournez toutes les cartes avant de compter
rule-partial-column = la colonne { $column } de { $grid } a { $removed ->
    [one] { $removed } carte retirée
   *[other] { $removed } cartes retirées
} (x) ; une colonne retirée, c’est x sur ses trois lignes{ $rows ->
    [yes] {" "}(ou une ligne retirée, x dans ses quatre cases)
   *[no] {""}
}
rule-no-lines-removed = { $grid } a des cartes retirées (x), mais cette partie se joue sans colonnes retirées ; saisissez les cartes telles qu’elles sont posées
rule-removed-mismatch = la { $line } de { $grid } a été retirée comme x{ $a } et x{ $b } ; des cartes retirées ensemble sont identiques, écrivez une seule valeur ou juste x
rule-impossible-total = le total { $total } saisi pour { $who } est impossible ; une grille de 3 × 4 vaut de { $min } à { $max }
rule-deck-exceeded = { $found } cartes de valeur { $value } saisies ; le paquet n’en a que { $copies } : vérifiez les grilles
rule-seen-exceeded = { $found } cartes de valeur { $value } vues en tout (la liste des cartes vues, les cartes visibles sur les grilles et la défausse ensemble) ; le paquet n’en a que { $copies } : vérifiez les cartes
rule-pool-too-small = { $asked ->
    [one] 1 carte demandée
   *[other] { $asked } cartes demandées
}, mais il n’en reste que { $left } non vues ; demandez-en moins ou indiquez moins de cartes vues
rule-opponent = { $who } : { $problem }
rule-player-count = { $found } joueurs ; Skyjo se joue de 2 à 8 joueurs
rule-dealer-seat = le donneur est à la place { $seat }, mais la table a { $players } places ; le donneur est l’un des joueurs
opponent-not-open-sum = « { $text } » n’est pas de la forme VISIBLE:CACHÉ ; écrivez la somme des cartes visibles et le nombre de cartes face cachée, par exemple 14:3
opponent-too-many-hidden = { $hidden } cartes face cachée ; une grille a 12 cartes
opponent-impossible-open = une somme visible de { $visible } est impossible pour une grille
opponent-cells = la grille a { $found ->
    [one] { $found } case
   *[other] { $found } cases
} ; écrivez-en 12 (3 lignes de 4) : une carte, « ? » pour une carte face cachée, « x » pour une carte retirée ; ou VISIBLE:CACHÉ
opponent-partial-column = la colonne { $column } a { $removed ->
    [one] { $removed } carte retirée
   *[other] { $removed } cartes retirées
} (x) ; une colonne retirée, c’est x sur ses trois lignes
cards-not-a-count = « { $token } » n’est pas un nombre de cartes ; écrivez V*N, par exemple 9*3 pour trois 9
cards-not-a-card = « { $token } » n’est pas une carte ; écrivez des nombres de -2 à 12 séparés par des espaces, et V*N pour N cartes de valeur V (-2*5)
cards-not-in-deck = { $value } n’est pas une carte ; les cartes vont de -2 à 12
cards-count-too-large = « { $token } » compte { $times } cartes ; le paquet en a 150

## Les erreurs de saisie

input-no-players = aucun joueur donné ; nommez de 2 à 8 joueurs : skyjo new Anna Bertil Cecilia
input-player-count = { $found ->
    [one] { $found } joueur donné
   *[other] { $found } joueurs donnés
} ; Skyjo se joue de 2 à 8 joueurs
input-empty-name = le joueur { $seat } a un nom vide ; donnez un nom à chaque joueur
input-name-with-equals = le nom « { $name } » contient « = » ; c’est impossible, car les manches se saisissent sous la forme NOM=GRILLE
input-name-too-long = le nom « { $name } » est trop long ; un nom a au plus { $max } caractères
input-name-control = le nom du joueur { $seat } contient un caractère de contrôle (un saut de ligne ou une séquence d’échappement) ; tapez le nom avec des lettres
input-name-invisible = le nom du joueur { $seat } contient un caractère invisible (une espace sans largeur ou une marque de sens d’écriture) qui le ferait ressembler à un autre nom ; tapez le nom à nouveau, avec des lettres seulement
input-same-name = « { $name } » et « { $other } » sont le même nom ; donnez à chaque joueur son propre nom
input-name-mixed-scripts = « { $name } » mélange des lettres d’alphabets différents qui se ressemblent (une lettre cyrillique ou grecque parmi des lettres latines) ; tapez le nom à nouveau dans un seul alphabet
input-look-alike-names = « { $name } » et « { $other } » se ressemblent ; donnez à chaque joueur un nom qu’on puisse distinguer des autres
input-not-name-entry = « { $arg } » n’est pas de la forme NOM=GRILLE ; écrivez Anna="1 0 3 4 / -2 2 5 0 / 1 3 0 2" ou Anna=14
input-not-in-game = { $name } ne joue pas dans la partie { $game } ({ $players }) ; { $hint }
input-closer-not-in-game = { $name } (qui a fini la manche) ne joue pas dans la partie { $game } ({ $players }) ; { $hint }
input-closer-not-among = { $name } (qui a fini la manche) n’est pas parmi les joueurs ({ $players }) ; { $hint }
# La fin d’un nom introuvable : le nom le plus proche, sinon le conseil de vérifier l’orthographe
name-check-spelling = vérifiez l’orthographe
name-did-you-mean = vouliez-vous dire { $nearest } ?
input-given-twice = { $name } apparaît deux fois ; ne donnez chaque joueur qu’une fois
input-not-name-held = « { $arg } » n’est pas un nom suivi d’un nombre ; écrivez { $name ->
    [none] NOM=1
   *[other] { $name }=1
} pour une carte action encore en main
input-held-without-entry = { $name } a des cartes action en main, mais pas de grille ; donnez aussi sa grille
input-held-not-among = { $name } ne joue pas dans cette partie ({ $players }) ; { $hint }
input-rule-of-other-edition = { $flag } est { $edition ->
    [classic] une règle du jeu classique : Skyjo Action retire aussi bien les lignes de quatre que les colonnes de trois ; enlevez { $flag }
   *[action] un réglage de Skyjo Action ; ajoutez --edition action, ou enlevez { $flag }
}
input-missing-entry = rien n’est saisi pour { $name } ; ajoutez { $name }="GRILLE" (12 cartes) ou { $name }=TOTAL
input-missing-closer = qui a fini la manche ? Ajoutez --closer NOM
input-missing-arguments = { $args } { $count ->
    [one] manque
   *[other] manquent
} ; { $count ->
    [one] ajoutez-le
   *[other] ajoutez-les
} (skyjo { $command } --help donne toutes les options)
input-no-current-game = aucune partie active dans { $db } ; commencez-en une avec : skyjo new NOM NOM... (ou passez --game NUMÉRO)
input-no-home = aucun dossier personnel trouvé pour y garder l’historique ; passez --db CHEMIN ou définissez SKYJO_DB
input-create-folder = impossible de créer le dossier { $dir } pour l’historique ; passez --db CHEMIN
input-undo-needs-yes = undo demande une confirmation et ne peut pas la demander ici ; ajoutez --yes pour retirer la manche { $round }
input-restore-needs-yes = restore demande une confirmation et ne peut pas la demander ici ; ajoutez --yes pour remplacer { $db } par { $file }
input-date = { $flag } « { $text } » n’est pas une date ; écrivez AAAA-MM-JJ (2024-06-01), un mois AAAA-MM (2024-06), une année AAAA (2024) ou un horodatage RFC 3339 (2024-06-01T18:00:00Z)
input-season = --season « { $text } » n’est pas une année ; écrivez l’année civile, par exemple --season 2025
input-season-with-dates = --season est une année entière et ne se combine pas avec --since ou --until ; donnez l’un ou l’autre
input-since-after-until = --since { $since } est après --until { $until } ; donnez la date la plus ancienne à --since
input-draw-count = --draws { $value } n’est pas un nombre ; indiquez combien de cartes sont piochées, 1 ou plus
input-hidden-count = --hidden { $value } n’est pas un nombre ; indiquez combien de cartes sont face cachée, 0 ou plus
input-draws-too-many = --draws { $draws } dépasse { $left ->
    [one] la seule carte non vue
   *[other] les { $left } cartes non vues
} ; demandez-en moins
input-seen = --seen : { $problem }
input-open = --open : { $problem }
input-turned-cards = { $name } : { $problem }
input-turned = { $name } a retourné { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} ; donnez les deux cartes retournées, par exemple { $name }="9 12"
input-no-dealer = qui a distribué ? Ajoutez --dealer NOM (en cas d’égalité, le joueur le plus proche à gauche du donneur commence)
input-dealer-not-among = le donneur { $name } n’est pas parmi les joueurs ({ $players })
input-no-rounds-yet = la partie { $game } n’a pas encore de manche ; pour la manche 1, donnez le donneur et les deux cartes retournées de chacun, par exemple skyjo start --dealer { $example } { $example }="9 12" ...
input-rows-not-modelled = risk ne sait pas calculer la variante des lignes ; enlevez --rows
input-too-many-opponents = { $found } adversaires donnés ; Skyjo se joue de 2 à 8 joueurs, donc avec 1 à 7 adversaires
input-discard-not-a-card = --discard { $value } n’est pas une carte ; les cartes vont de -2 à 12
input-negative-margin = --margins { $value } est négatif ; indiquez de combien votre score serait plus bas que maintenant : 0 ou plus
input-generate-needs-db = demo --games écrit un historique généré dans un nouveau fichier ; nommez-le avec --db FICHIER
input-generate-exists = { $path } existe déjà ; le générateur écrit un nouvel historique, donnez donc un nouveau nom de fichier
input-rescore-unreadable = la manche { $round } ne peut pas être comptée avec ces règles : { $problem }
input-rescore-ends-early = avec ces règles, la partie { $game } serait terminée après la manche { $end }, mais elle a { $rounds } manches ; rien n’est enregistré
input-nothing-to-back-up = il n’y a pas d’historique à sauvegarder dans { $path }
input-cannot-read = impossible de lire { $path }
input-bgstats-file = { $path } est une sauvegarde de BG Stats, pas un export de skyjo ; importez-la avec : skyjo import --from bgstats { $path }
input-delimiter-needs-csv = --delimiter sert à l’export CSV : ajoutez --format csv
input-cannot-create = impossible de créer { $path }
io-not-found = fichier ou dossier introuvable
io-permission-denied = accès refusé
io-already-exists = il existe déjà ; donnez un nouveau nom de fichier
io-is-a-directory = c’est un dossier, pas un fichier
io-not-a-directory = un élément du chemin est un fichier, pas un dossier
io-read-only = le système de fichiers est en lecture seule
io-storage-full = le disque est plein
input-nothing-seen = aucune carte à retirer : aucune carte n’a encore été vue dans la manche { $round } de la partie { $game }
input-no-game-to-repeat = il n’y a pas de partie à rejouer ; commencez-en une avec : skyjo new NOM NOM...
input-cancelled = Arrêté ; rien n’a été enregistré.
input-cancelled-draft = Arrêté : la manche { $round } de la partie { $game } est gardée en brouillon ; skyjo round reprendra à partir de là.
input-note-control = une note ne peut pas contenir de caractère de contrôle (un saut de ligne ou une séquence d’échappement)
input-star-in-score = { $grid } contient une étoile, mais la manche est comptée en classique : seul Skyjo Action a des étoiles (ajoutez --edition action)
input-delete-needs-yes = delete demande une confirmation et ne peut pas la demander ici ; ajoutez --yes pour supprimer la partie { $game }
input-nothing-to-change = rien à changer dans la manche { $round } de la partie { $game } ; donnez NOM=GRILLE pour les joueurs à corriger, ou --closer NOM
input-no-such-doc = il n’y a pas de document « { $name } » ; il y a : { $names }

## Les erreurs de l’historique

store-folder-missing = le dossier { $dir } n’existe pas ; créez-le, ou indiquez un autre chemin avec --db
store-newer-schema = { $path } a été écrit par un skyjo plus récent (schéma { $found } ; celui-ci connaît le schéma { $known }) : mettez skyjo à jour pour l’ouvrir
store-not-skyjo = { $path } est une base SQLite, mais pas un historique skyjo ; indiquez un autre fichier avec --db
store-not-a-database = { $path } n’est pas une base SQLite ; indiquez le chemin d’un historique skyjo avec --db ou SKYJO_DB
store-read-only = { $path } est en lecture seule, ou son dossier l’est (SQLite garde à côté des fichiers -wal et -shm) ; rendez les deux modifiables ou indiquez un autre fichier avec --db
store-cannot-open = impossible d’ouvrir { $path } ; vérifiez que le dossier existe et qu’on peut y écrire, ou indiquez un autre fichier avec --db
store-replaced = { $path } a été remplacé par un autre fichier pendant que skyjo tournait ; rien n’a été écrit : relancez la commande (skyjo restore remet une sauvegarde en place sans risque)
store-corrupt = { $path } est endommagé ; restaurez-le à partir d’une sauvegarde faite par skyjo backup
store-corrupt-unnamed = l’historique est endommagé ; remettez en place une sauvegarde faite par skyjo backup, avec skyjo restore FICHIER
store-busy = { $path } est occupé par un autre skyjo depuis trop longtemps ; réessayez
store-open-failed = impossible d’ouvrir { $path }
store-no-wal = { $path } ne peut pas utiliser la journalisation anticipée (mode de journal { $mode })
store-upgrade-backup = impossible de sauvegarder { $path } avant de le passer au schéma { $schema } ; rien n’a changé
store-no-game = il n’y a pas de partie { $game } ; listez les parties avec : skyjo games
store-no-round = la partie { $game } n’a pas de manche { $round } ; { $rounds ->
    [0] elle n’a encore aucune manche
    [one] elle a { $rounds } manche
   *[other] elle a { $rounds } manches
}
store-game-over = la partie { $game } est terminée ; commencez-en une nouvelle avec : skyjo new NOM NOM...
store-abandoned = la partie { $game } a été abandonnée ; commencez-en une nouvelle avec : skyjo new NOM NOM...
store-totals-only = la partie { $game } n’a que des totaux finaux (importés de BG Stats) ; elle n’a pas de manches à ajouter ou à modifier
store-no-rounds = la partie { $game } n’a aucune manche à retirer
store-bad-rules = la partie { $game } a des règles que ce skyjo ne sait pas lire
store-damaged-round = la manche { $round } de la partie { $game } est endommagée (ses places ne correspondent pas aux { $players } joueurs de la partie)
store-unreadable-round = la manche { $round } de la partie { $game } est stockée sous une forme que ce skyjo ne sait pas lire : { $problem }
store-damaged-game = la partie { $game } est endommagée : elle a { $players } joueurs
store-unknown-change = le journal des changements contient un changement d’un type que ce skyjo ne connaît pas ({ $kind }) : mettez skyjo à jour pour lire le journal
store-round-size = la partie { $game } a { $players } joueurs, la manche en a { $given }
store-ends-early = avec cette correction, la partie { $game } serait terminée après la manche { $end }, mais elle a { $rounds } manches ; rien n’a changé
store-changed-meanwhile = la partie { $game } a changé pendant le recompte ; réessayez
store-no-seat = la partie { $game } n’a pas de place { $seat } ; elle a { $players } joueurs
store-draft-stale = le brouillon de la manche { $round } de la partie { $game } ne peut plus être inscrit : la partie a maintenant { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
} ; jetez-le avec skyjo round --discard-draft
store-round-moved-on = la manche { $round } de la partie { $game } ne peut plus être saisie : la partie a maintenant { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
} (une manche a été inscrite ou retirée entre-temps)
store-draft-in-the-way = la partie { $game } a un brouillon de la manche { $round } ({ $entered }) : reprenez-le avec skyjo round dans un terminal, ou jetez-le avec skyjo round --discard-draft
store-draft-changed = le brouillon de la manche { $round } de la partie { $game } a été modifié entre-temps (dans un autre terminal ou sur un téléphone) ; le voici tel qu’il est maintenant
store-backup-exists = { $path } existe déjà ; donnez un nouveau nom de fichier pour la sauvegarde
store-backup-folder-missing = le dossier { $dir } n’existe pas ; créez-le ou donnez un autre fichier
store-backup-create = impossible de créer { $path }
store-backup-write = impossible d’écrire la sauvegarde { $path }
store-restore-missing = il n’y a pas de fichier { $path } à remettre en place ; indiquez une sauvegarde de l’historique faite par skyjo backup
store-restore-folder = { $path } est un dossier, pas un fichier ; indiquez une sauvegarde de l’historique faite par skyjo backup
store-restore-not-a-backup = { $path } n’est pas un historique skyjo ; indiquez une sauvegarde faite par skyjo backup
store-restore-same = { $path } est l’historique lui-même ; indiquez une sauvegarde à remettre à sa place
store-no-player = il n’y a pas de joueur { $name } ; listez-les avec : skyjo players
store-name-taken = { $taken } est déjà un joueur ; si { $stored } et { $taken } sont une seule et même personne, utilisez : skyjo players merge "{ $taken }" "{ $stored }"
store-same-player = { $a } et { $b } sont déjà le même joueur ; nommez deux joueurs différents
store-played-together = { $a } et { $b } ont tous deux joué la partie { $game } : ce sont donc deux personnes ; rien n’a été fusionné
store-rival-self = { $name } contre { $name } : nommez deux joueurs différents
export-not-json = { $file } n’est pas un export skyjo ({ $why }) ; faites-en un avec : skyjo export
export-no-format = { $file } n’est pas un export skyjo (pas de "format": "skyjo") ; faites-en un avec : skyjo export
export-no-version = { $file } n’a pas de version d’export ; ce n’est pas un export skyjo
export-newer = { $file } a été écrit par un skyjo plus récent (version d’export { $version } ; celui-ci lit la version { $known }) : mettez skyjo à jour
export-invalid = { $file } n’est pas un export skyjo valide : { $detail }
bgstats-not-json = { $file } n’est pas un export BG Stats ({ $why }) ; dans l’appli BG Stats, faites une sauvegarde dans un fichier (BGStatsExport.json)
not-json-syntax = pas du JSON à la ligne { $line }, colonne { $column }
not-json-empty = le fichier est vide
not-json-cut-short = le JSON s’arrête trop tôt, à la ligne { $line }, colonne { $column }
not-json-not-object = du JSON, mais pas un objet JSON
not-json-unreadable = illisible : { $detail }
bgstats-not-export = { $file } n’est pas un export BG Stats (il n’a pas les listes "players", "games" et "plays") ; dans l’appli BG Stats, faites une sauvegarde dans un fichier (BGStatsExport.json)
bgstats-invalid = { $file } n’est pas un export BG Stats valide : { $detail }

## Les feuilles de score en CSV (export --format csv ; docs/export.md) : les
## en-têtes et oui/non tels qu’un tableur français les montre (le fichier a
## des points-virgules entre les champs et une marque d’ordre des octets).

csv-game = Partie
csv-played = Commencée
csv-game-uid = Id de partie
csv-round = Manche
csv-closer = Finie par
csv-player = Joueur
csv-entry = Saisie
csv-held = Cartes action encore en main
csv-raw = Points avant doublement
csv-doubled = Doublé
csv-score = Points
csv-total = Total
csv-yes = oui
csv-no = non
import-game = partie { $uid } du fichier : { $problem }
record-player-count = elle a { $found } joueurs ; Skyjo se joue de 2 à 8
record-names = ses joueurs n’ont pas des noms distincts de 1 à 24 caractères, sans caractère de contrôle, caractère invisible ni « = »
record-empty-uid = son uid est vide
record-time = { $field } « { $text } » n’est pas un horodatage RFC 3339
record-ends-early = elle était terminée après la manche { $end }, mais a { $rounds } manches
record-numbering = les manches doivent être numérotées 1, 2, 3... ; trouvé { $found } en position { $place }
record-lengths = manche { $round } : il faut une saisie, des points avant doublement, une marque de doublement et un score par joueur ({ $players })
record-closer = manche { $round } : { $name }, qui a fini la manche, ne joue pas dans la partie
record-entry = manche { $round } : { $problem }
record-score = manche { $round } : d’après le fichier, { $name } a marqué { $score } (avant doublement { $raw }), les règles de la partie donnent { $expected } (avant doublement { $expected_raw })
record-final-totals = elle a à la fois des totaux finaux et des manches, ou pas un total final pour chacun de ses { $players } joueurs

# La description en une ligne de chaque commande dans --help (le reste de --help est en anglais).
about-skyjo = Feuille de score, arbitre des litiges et historique pour le jeu de cartes Skyjo, joué avec de vraies cartes
about-new = Commencer une partie ; elle devient la partie active
about-round = Inscrire la manche suivante de la partie active (ou --game NUMÉRO)
about-status = La partie active en bref : totaux, qui mène, ce qui reste avant l’objectif, qui commence, les chances de gagner de chacun
about-use = Faire d’une partie de l’historique la partie active
about-note = Écrire une note sur une partie (une note vide l’efface)
about-abandon = Marquer une partie comme abandonnée : elle est gardée et affichée, mais ne compte dans aucune statistique
about-delete = Supprimer une partie de l’historique (une sauvegarde est faite avant)
about-show = Afficher la feuille de score d’une partie
about-games = Lister les parties de l’historique, la plus récente d’abord
about-undo = Retirer la dernière manche de la partie active (ou --game NUMÉRO)
about-score = Vérifier une manche contestée, carte par carte ; n’enregistre rien
about-demo = Jouer une partie d’exemple dans une base jetable et afficher sa feuille de score
about-odds = Ce qui reste dans le paquet, et les chances pour les prochaines cartes
about-risk = Dois-je finir la manche maintenant ? Le risque de doublement, d’après les cartes vues
about-start = Qui commence une manche
about-seen = Les cartes vues hors des grilles dans la manche en cours (la défausse sous la carte du dessus, les colonnes retirées) : ajouter, afficher, retirer ; odds et risk y ajoutent les cartes visibles des grilles
about-deck = Compter un vrai paquet et le comparer au paquet de 150 cartes
about-deck-check = Compter un vrai paquet : ce qui manque, ce qui est en trop
about-players = Tous les joueurs de l’historique ; renommer ou fusionner des joueurs
about-players-rename = Donner un autre nom à un joueur (dans toutes les parties)
about-players-merge = Une personne saisie sous deux noms : GARDÉ reprend toutes les parties d’AUTRE
about-stats = Statistiques par joueur : victoires, moyennes, fins de manche, séries
about-rivalry = Le face-à-face de deux joueurs, sur les parties qu’ils ont jouées ensemble
about-ratings = Une cote par joueur (Elo multijoueur), en tableau et en courbe au fil du temps
about-report = Écrire l’historique d’une période en une page HTML : classement, cotes, face-à-face, parties les plus serrées, records
about-edit = Corriger une manche de l’historique ; les totaux suivants sont recalculés, l’ancienne version reste dans le journal
about-log = Chaque changement fait après coup dans l’historique (corrections, manches retirées, changements de nom, suppressions, imports), et quand
about-rescore = La feuille de score d’une partie avec d’autres règles maison (--save l’enregistre)
about-export = Écrire des parties en JSON (le format complet) ou en CSV (la feuille de score)
about-import = Lire des parties depuis un export JSON (ou une sauvegarde BG Stats avec --from bgstats) ; les parties déjà présentes sont laissées de côté
about-config = Les réglages en vigueur (options, environnement, fichier de réglages, valeurs par défaut) et d’où vient chacun
about-backup = Copier l’historique dans un nouveau fichier (la sauvegarde à chaud de SQLite)
about-restore = Remettre une sauvegarde à la place de l’historique, sans risque même pendant que skyjo tourne (l’historique tel qu’il était est copié d’abord)
about-docs = Lire un document du manuel : { $names }
about-completions = Afficher un script de complétion pour le shell : bash, zsh, fish, powershell ou elvish
about-man = Afficher la page de manuel (roff), ou écrire toutes les pages dans un dossier

## La ligne de commande : titres, noms de valeurs, erreurs d’utilisation et l’aide de chaque option

list-or = { $first } ou { $last }
help-usage = Utilisation :
help-commands = Commandes :
help-arguments = Arguments :
help-options = Options :
value-options = OPTIONS
value-command = COMMANDE
about-help = Afficher ce message ou l’aide des sous-commandes données
arg-help = Afficher l’aide
arg-version = Afficher la version
help-values = valeurs possibles
help-default = par défaut
help-env = variable d’environnement
help-round-grids = Exemples :
      skyjo round --closer Anna Anna="1 0 3 4 / -2 2 5 0 / 1 3 0 2" Bo=14
      skyjo round --closer Bo Anna=22 Bo="x9 1 2 3 / x9 2 1 1 / x9 1 2 1"
    {""}
    Une grille, ce sont ses 12 cartes ligne par ligne, 3 lignes de 4 (le /
    entre les lignes peut être omis). Une case, c’est :
      -2 à 12   une carte, face visible à la fin de la manche
      x         une carte d’une colonne retirée en cours de jeu
      x9        pareil, avec la valeur de la carte retirée (ici un 9)
    {"  *         "}Skyjo Action : une étoile (x* : retirée en cours de jeu)
      ?         une carte face cachée : refusée ici, tout doit être retourné
    Le total d’une manche (Bo=14) est la somme des cartes restées dans la grille.
usage-missing-command = { $command } demande une commande ; { $command } --help les donne toutes
usage-unknown-command = « { $given } » n’est pas une commande ; skyjo --help les donne toutes
usage-unknown-command-suggest = « { $given } » n’est pas une commande ; vouliez-vous dire { $suggestion } ? (skyjo --help les donne toutes)
usage-unknown-argument = { $command } n’accepte pas « { $given } » ; { $command } --help donne la liste des options
usage-unknown-argument-suggest = { $command } n’accepte pas « { $given } » ; vouliez-vous dire « { $suggestion } » ?
usage-invalid-value = « { $value } » n’est pas une valeur acceptée par { $arg } ; { $command } --help dit lesquelles le sont
usage-invalid-value-choose = « { $value } » n’est pas une valeur acceptée par { $arg } ; choisissez { $values }
usage-value-required = { $arg } demande une valeur ; écrivez-la après l’option
usage-conflict = { $arg } ne peut pas être donné avec { $other } ; donnez l’un ou l’autre
usage-other = { $arg } n’est pas écrit comme { $command } le lit ; { $command } --help montre comment
arg-a = Un joueur
arg-again = Une revanche : les joueurs et les règles maison de la partie active (les options de règles s’appliquent quand même)
arg-all = Lister tout le monde, y compris les joueurs restés sans partie (après une suppression)
arg-b = L’autre
arg-deck-check-cards = Les cartes comptées : --cards "-2 -2 0 0 ... 12", avec V*N pour N cartes de valeur V (peut être répété)
arg-seen-cards = Les cartes qui viennent d’être vues hors des grilles (la défausse sous la carte du dessus, les colonnes retirées), ajoutées à la liste : 9 9 -2, V*N pour N cartes de valeur V (après --, comme -- -2*3, quand V est négatif) ; dans Skyjo Action, '*' pour une étoile
arg-chart = Tracer les totaux cumulés en courbes plutôt qu’en tableau
arg-clear = Vider la liste
arg-closer = Qui a fini la manche
arg-edit-closer = Qui a fini la manche [par défaut : comme dans l’historique]
arg-color = Quand utiliser la couleur : auto (dans un terminal, sauf si NO_COLOR est défini), always, never [par défaut : celle du fichier de réglages, sinon auto]
arg-columns = Quelles colonnes de trois cartes identiques sont retirées : aussi en fin de manche (officiel), seulement en cours de jeu, ou aucune
arg-config = Le fichier de réglages [par défaut : config.toml dans le dossier de réglages de l’utilisateur]
arg-db = La base de données de l’historique [par défaut : celle du fichier de réglages, sinon skyjo.db dans le dossier de données de l’utilisateur]
arg-dealer = Manche 1 : le donneur
arg-dir = Écrire skyjo.1 et une page par sous-commande (skyjo-round.1, ...) dans ce dossier
arg-discard = La carte du dessus de la défausse
arg-double-negative = Doubler aussi un score de 0 ou moins chez celui qui a fini la manche (variante maison)
arg-deck-actions = Skyjo Action : le nombre de cartes action de votre paquet, si vous les avez comptées (supposé : 27)
arg-deck-stars = Skyjo Action : le nombre de cartes étoile de votre paquet, si vous les avez comptées (supposé : 15)
arg-edition = L’édition des cartes : le jeu classique, ou Skyjo Action (étoiles, lignes et colonnes retirées, cartes action)
arg-doubling = Quand celui qui a fini la manche est doublé : dès une égalité pour le plus petit score (officiel), seulement si quelqu’un a moins (l’égalité ne fait pas doubler), ou jamais
arg-draws = Donner aussi, pour chaque valeur, la chance d’en avoir au moins une parmi les K prochaines cartes
arg-edit-entries = Les saisies à changer, comme pour `round` : NOM="GRILLE" ou NOM=TOTAL ; les autres restent comme dans l’historique
arg-round-entries = La grille finale ou le total de la manche de chaque joueur : NOM="GRILLE" ou NOM=14 (exemples à la fin)
arg-score-entries = La grille finale ou le total de la manche de chaque joueur, de 2 à 8 : NOM="1 0 3 4 / ..." ou NOM=14
arg-explain = Expliquer une manche de l’historique carte par carte, comme le fait `score`
arg-file = Le fichier : un export skyjo, ou avec --from bgstats la sauvegarde de l’appli BG Stats (BGStatsExport.json)
arg-format = json : le format complet que lit import ; csv : les feuilles de score pour un tableur, avec les en-têtes dans la langue de --lang (hors de l’anglais, le fichier commence par une marque d’ordre des octets, pour qu’Excel lise bien é, è, à, ç, å, ø...)
arg-delimiter = Le séparateur du CSV [par défaut : le point-virgule dans les langues comme le français, où le tableur lit la virgule comme séparateur décimal ; la virgule en anglais]
arg-from = L’appli qui a écrit le fichier
arg-game = La partie [par défaut : la partie active]
arg-held = Skyjo Action : les cartes action qu’un joueur avait encore en main à la fin de la manche, NOM=N (+10 chacune)
arg-delete-game = La partie
arg-edit-game = La partie
arg-log-game = Seulement cette partie
arg-note-game = La partie
arg-start-game = Une partie de l’historique : qui commence sa prochaine manche [par défaut : la partie active]
arg-use-game = La partie
arg-demo-games = Au lieu de la partie d’exemple, écrire dans --db (un nouveau fichier) un historique généré de N parties
arg-export-games = Les parties [par défaut : toutes]
arg-hidden = Donner aussi la chance de chaque somme de N cartes face cachée
arg-json = Afficher du JSON (le contrat de `skyjo docs cli`) au lieu des tableaux
arg-keep = Le nom qui reste
arg-lang = La langue des textes affichés [par défaut : celle du fichier de réglages, sinon d’après LC_ALL/LANG, sinon en]
arg-last-turn = Le dernier tour des adversaires : none (aucun), ou la stratégie gloutonne de `skyjo docs odds`
arg-margins = Les écarts à essayer : et si mon score était plus bas d’autant (avec --me GRILLE, pas plus bas que ce qu’un tour de plus peut donner)
arg-me = Mon score final si je finis maintenant, ou ma grille (ses cartes visibles comptent comme vues)
arg-method = Comment les cotes sont calculées
arg-docs-name = Le document [par défaut : leur liste]
arg-new-name = Un nom pour la partie ("Noël 2026"), affiché par show et games
arg-names = Les joueurs dans l’ordre où ils sont assis, de 2 à 8 (demandés dans un terminal s’ils manquent)
arg-new = Le nouveau nom
arg-no-double-negative = Ne jamais doubler un score de 0 ou moins (officiel)
arg-no-input = Ne jamais poser de question : une valeur manquante est une erreur qui nomme son option
arg-no-rows = Ne pas retirer les lignes (officiel)
arg-old = Le nom actuel
arg-opponents = Chaque adversaire, dans l’ordre de jeu : NOM="3 ? ? 9 / ? 9 ? ? / 2 ? 0 9" (? face cachée) ou NOM=VISIBLE:CACHÉ
arg-other = Le nom qui disparaît
arg-out = Le fichier HTML à écrire (remplacé s’il existe) ; - pour la sortie standard
arg-output = Écrire dans ce fichier au lieu de la sortie standard
arg-path = Le nouveau fichier [par défaut : à côté de l’historique, nommé d’après la date et l’heure]
arg-restore-file = La sauvegarde à remettre en place : un historique skyjo fait par skyjo backup
arg-player = Seulement ce joueur
arg-round = La manche à remplacer
arg-rounds = La partie se termine plutôt après ce nombre de manches (variante maison)
arg-rows = Retirer aussi les lignes de quatre cartes identiques (variante maison)
arg-star-lines = Skyjo Action : une ligne ou colonne faite seulement d’étoiles est retirée après son bonus (removed), ou reste (kept)
arg-save = Enregistrer la partie avec ces règles (chaque manche changée est notée au journal)
arg-season = Seulement les parties d’une année civile (comme --since ANNÉE --until ANNÉE)
arg-demo-seed = La graine du générateur
arg-risk-seed = La graine du Monte-Carlo (la même graine donne la même réponse)
arg-odds-seen = Les cartes vues hors des grilles (la défausse sous la carte du dessus, les colonnes retirées) : "3 5 -2 9*3", dans Skyjo Action * pour une étoile [par défaut : la liste de skyjo seen]
arg-odds-open = Les cartes visibles sur toutes les grilles, comptées à part de --seen : "3 5 -2 9*3" ; x9 pour une carte d’une colonne retirée, comptée une seule fois avec --seen ; dans Skyjo Action * pour une étoile
arg-odds-explain = Dire aussi comment les chiffres sont calculés (la moyenne, la dispersion, les quartiles)
arg-risk-seen = Les cartes vues hors des grilles (la défausse sous la carte du dessus, les colonnes retirées) ; les cartes visibles des grilles et --discard sont comptées à part [par défaut : la liste de skyjo seen]
arg-risk-explain = Dire aussi comment les chiffres sont calculés (la méthode, les tirages, les intervalles à 95 %)
arg-shell = Le shell
arg-since = Seulement les parties jouées à cette date ou après (AAAA-MM-JJ, AAAA-MM ou AAAA)
arg-starter = Qui commence les manches après la première : le dernier à avoir fini la manche (officiel), ou le gagnant de la manche précédente
arg-target = La partie se termine après la manche où un total atteint ce nombre (officiel : 100)
arg-text = La note
arg-tie-break = En cas d’égalité pour le plus petit total final : se partager la victoire (officiel), ou jouer une manche décisive
arg-turned = Manche 1 : les deux cartes retournées de chaque joueur, dans l’ordre où ils sont assis : NOM="9 12"
arg-undo = Retirer la dernière carte ajoutée
arg-until = Seulement les parties jouées à cette date ou avant (AAAA-MM-JJ, AAAA-MM ou AAAA : comprise)
arg-wide = Afficher les tableaux et le texte sur des lignes entières, quelle que soit la largeur du terminal
arg-yes = Ne pas demander de confirmation
arg-new-yes = Commencer sans demander, même quand la partie active n’est pas terminée
arg-round-yes = Inscrire sans la dernière confirmation dans un terminal
arg-round-discard-draft = Jeter le brouillon de la manche en cours de saisie ; avec des saisies, les inscrire à la place
value-rival = ADVERSAIRE
value-card = CARTE
value-cards = CARTES
value-date = DATE
value-dir = DOSSIER
value-file = FICHIER
value-format = FORMAT
value-from = APPLI
value-game = PARTIE
value-id = NUMÉRO
value-k = K
value-keep = GARDÉ
value-lang = LANGUE
value-list = LISTE
value-method = MÉTHODE
value-model = MODÈLE
value-n = N
value-name = NOM
value-name-cards = NOM=CARTES
value-name-entry = NOM=GRILLE|TOTAL
value-name-held = NOM=NOMBRE
value-name-grid = NOM=GRILLE
value-new = NOUVEAU
value-old = ANCIEN
value-other = AUTRE
value-path = CHEMIN
value-player = JOUEUR
value-points = POINTS
value-round = MANCHE
value-rule = RÈGLE
value-edition = ÉDITION
value-score-grid = SCORE|GRILLE
value-seed = GRAINE
value-sep = SÉPARATEUR
value-shell = SHELL
value-text = TEXTE
value-when = QUAND
value-year = ANNÉE

## Issue 17a : mise en page, questions, noms tels que tapés
sheet-names-in-full = Noms complets : { $names }
menu-save = L’enregistrer
input-no-player-nearest = il n’y a pas de joueur { $name } ; vouliez-vous dire { $nearest } ?
name-as-stored = { $typed } → { $name }
input-same-player = « { $name } » : { $player } est déjà dans la partie ; nommez chaque joueur une seule fois
input-several-players = { $name } peut désigner plusieurs joueurs ({ $players }) ; écrivez le nom exactement comme celui de l’un d’eux
## Les chances de gagner sur la feuille de score (status, show ; docs/chances.md)
chances-line = Chances de gagner : { $list }
chances-player = { $name } { $chance }
chances-under-one = moins de 1 %
chances-over-99 = plus de 99 %
chances-precision = (à ±{ $margin } près, en points de pourcentage ; { $games } parties simulées)

## risk qui connaît la partie (risk --as ; docs/chances.md)
closing-if-close = Si vous ({ $name }) finissez la manche maintenant, vous gagnez la partie dans { $p } des cas ; elle se termine avec cette manche dans { $ends } des parties simulées.
closing-if-play-on = Si vous continuez à jouer, vous gagnez la partie dans { $p } des cas.
closing-policy = Continuer suppose que tout le monde, vous compris, joue comme la plupart des joueurs : prend la carte du dessus de la défausse quand elle fait baisser son score de 2 points ou plus, garde une carte piochée là où elle le fait le plus baisser, et ne finit la manche que si sa propre grille semble la plus basse (skyjo docs chances).
closing-verdict-close = Finissez : vous gagnez la partie dans { $close } des cas (score doublé dans { $doubled } des cas) ; en continuant : { $play_on }.
closing-verdict-play-on = Continuez : en finissant maintenant, vous gagnez la partie dans { $close } des cas ; en continuant, dans { $play_on }.
closing-no-play-on-grid = Continuer n’est pas calculé : donnez votre grille telle qu’elle est avec --grid (? pour une carte face cachée).
closing-no-play-on-shorthand = Continuer n’est pas calculé : il faut la grille de chaque adversaire, pas VISIBLE:CACHÉ.
closing-precision = La partie : à ±{ $margin } près, en points de pourcentage ({ $close } tirages en finissant maintenant{ $play_on ->
    [0] {""}
   *[other] , { $rounds_on } manches jouées en continuant
}, graine fixe).
closing-precision-exact = La partie : en finissant maintenant, calcul exact là où la partie se termine{ $play_on ->
    [0] {""}
   *[other] ; à ±{ $margin } près, en points de pourcentage ({ $rounds_on } manches jouées en continuant, graine fixe)
}.
input-risk-needs-as = --game, --totals et --grid servent à risk avec une partie : dites quel joueur vous êtes avec --as NOM
input-not-a-player = { $name } ne joue pas dans la partie ({ $players }) ; vérifiez l’orthographe
input-opponent-missing = { $name } joue dans la partie : donnez sa grille ou VISIBLE:CACHÉ sous la forme { $name }=...
input-me-as-opponent = { $name }, c’est vous (--as) : donnez vos propres cartes avec --me et --grid, pas comme adversaire
input-total-not-a-number = { $arg } : un total est un nombre entier, comme Anna=42
arg-risk-as-name = Quel joueur je suis : risk tient alors compte de la partie (la partie active, --game ou --totals)
arg-risk-game = La partie de la manche [par défaut : la partie active] (avec --as)
arg-risk-totals = Une partie tenue sur papier : le total de chaque joueur, le mien compris, dans l’ordre de la table (avec --as)
arg-risk-grid = Ma grille telle qu’elle est maintenant, « ? » pour une carte face cachée : la stratégie continue à partir d’elle (avec --as)
value-name-n = NOM=N,...
value-grid = GRILLE

## skyjo serve : la page en direct pour les téléphones autour de la table
about-serve = Afficher la partie active (ou --game NUMÉRO) en direct sur les téléphones autour de la table : une page sur le réseau local, en lecture seule sauf avec --entry, jusqu’à Ctrl-C
arg-serve-game = La partie [par défaut : la partie active, suivie quand une autre devient active]
arg-port = Le port d’écoute (0 : n’importe quel port libre)
arg-bind = L’adresse d’écoute [par défaut : l’adresse de cet ordinateur sur le réseau local, et 127.0.0.1]
arg-no-qr = Ne pas dessiner le QR code
value-addr = ADRESSE
serve-listening = La partie est diffusée sur le réseau local :
serve-listening-local = La partie est diffusée pour cet ordinateur seulement :
serve-scan = Scannez pour suivre la partie sur votre téléphone.
serve-scan-entry = Scannez pour suivre la partie sur votre téléphone et y saisir votre grille.
serve-link-read = Télé, invités :
serve-link-entry = Téléphones :
serve-also = Sur cet ordinateur : { $url }
serve-loopback-only = Aucun réseau local trouvé : seul cet ordinateur peut ouvrir la page (donnez une autre adresse avec --bind).
serve-stop-hint = Appuyez sur Ctrl-C pour arrêter.
serve-stopped = Arrêté : la page n’est plus diffusée.
serve-port-in-use = le port est déjà pris sur { $addr } : arrêtez le programme qui y écoute, ou choisissez un autre port avec --port N
serve-not-here = { $addr } n’est pas une adresse de cet ordinateur : enlevez --bind, ou donnez l’une de ses adresses (127.0.0.1 pour cet ordinateur seulement)
serve-listen-failed = impossible d’écouter sur { $addr } ({ $reason }) : choisissez une autre adresse avec --bind ou un autre port avec --port N
serve-no-random = impossible de lire les nombres aléatoires du système, donc impossible de créer une adresse secrète : réessayez
serve-title = Skyjo · partie { $game }
serve-title-none = Skyjo
serve-standings = Classement
serve-sheet = Feuille de score
serve-no-rounds = Pas encore de manche : la feuille se remplit à mesure que les manches sont inscrites.
serve-to-go = reste { $left }
serve-chance = { $percent } de chances de gagner
serve-live = En direct
serve-offline = Reconnexion…
serve-tv-link = Affichage télé
serve-sheet-link = Feuille de score
serve-not-found = Introuvable.
serve-busy = Trop de pages sont ouvertes : réessayez dans un instant.
serve-read-only = Cette page est en lecture seule : le score est tenu sur l’ordinateur.

# serve --entry
arg-serve-entry = Laisser les téléphones saisir la manche : la grille de chaque joueur sur un téléphone, puis qui a fini la manche, et l’inscription
serve-not-allowed = Cette adresse n’accepte pas cette méthode.
serve-api-origin = seule la page elle-même peut écrire ici (l’Origin doit être cette adresse)
serve-api-json-only = envoyez la requête en application/json
serve-api-too-large = la requête est trop grosse : 4 Kio au plus
serve-api-slow = la requête est arrivée trop lentement : renvoyez-la
serve-api-bad-json = la requête est illisible : envoyez le JSON qu’accepte l’API de saisie (docs/cli.md)
serve-api-grid-or-total = donnez soit une grille, soit un total : ni les deux, ni aucun des deux
serve-api-no-player = { $name } ne joue pas dans la partie { $game }
serve-api-not-ready = la manche n’est pas complète : il faut la saisie de chaque joueur et savoir qui a fini la manche
serve-api-store = impossible de lire ou d’écrire l’historique
serve-api-other-game = ceci concernait la partie { $asked }, mais c’est la partie { $game } qui se joue maintenant ; voici son brouillon
serve-api-busy = l’historique est occupé par un autre skyjo depuis trop longtemps ; réessayez dans quelques secondes
serve-api-read-only = l’historique est en lecture seule sur l’ordinateur qui sert cette page ; rendez-le modifiable sur place, puis réessayez
serve-api-replaced = l’historique a été remplacé par un autre fichier sur l’ordinateur qui sert cette page ; rien n’a été écrit : réessayez
serve-api-damaged = l’historique est endommagé sur l’ordinateur qui sert cette page ; restaurez-le sur place à partir d’une sauvegarde (skyjo restore)
serve-no-body = Une demande de page ne prend pas de corps : envoyez-la sans.
serve-bad-request = Cette requête est illisible.
serve-head-too-large = Les en-têtes de la requête sont trop gros : 8 Kio au plus.
serve-api-copied-over = sur l’ordinateur qui sert cette page, l’historique a été écrasé par un autre fichier, ou endommagé, pendant que serve tournait ; rien n’a été écrit : arrêtez serve sur place avec Ctrl-C, remettez en place une sauvegarde avec skyjo restore si l’historique n’est pas ce qu’il devrait être, puis relancez serve
serve-copied-over = L’historique a été écrasé par un autre fichier, ou endommagé, pendant que serve tournait : plus rien n’est écrit. Sur l’ordinateur qui sert cette page : arrêtez serve avec Ctrl-C, remettez en place une sauvegarde avec skyjo restore si l’historique n’est pas ce qu’il devrait être, puis relancez serve.
serve-copied-over-here = L’historique a été écrasé par un autre fichier, ou endommagé, pendant que serve tournait : plus rien n’est écrit. Arrêtez serve ici avec Ctrl-C, remettez en place une sauvegarde avec skyjo restore si l’historique n’est pas ce qu’il devrait être, puis relancez serve.

# la page de saisie
entry-round = Manche { $round }
entry-pick = Qui êtes-vous ? Touchez votre nom ; ce téléphone s’en souviendra pour la partie.
entry-you = Vous êtes { $name }
entry-not-me = Ce n’est pas moi
entry-use-total = Un total de manche au lieu des cartes
entry-grid = Votre grille
entry-cell = Ligne { $row }, colonne { $column }
entry-sum = Somme : { $sum }
entry-cards-left = { $left ->
    [one] encore { $left } carte
   *[other] encore { $left } cartes
}
entry-gone = Barrées : les cartes qui ne comptent plus (une colonne de trois cartes identiques, ou une colonne retirée en cours de jeu).
entry-removed = ✕ Colonne retirée
entry-removed-row = ✕ Ligne retirée
entry-erase = Effacer
entry-minus = Moins
entry-send-grid = Envoyer ma grille
entry-send-total = Envoyer mon total
entry-sent = Envoyé : tous les téléphones autour de la table le voient.
entry-total-only = un total de manche
entry-waiting = en attente
entry-grids = Les grilles jusqu’ici
entry-review = Les points de la manche
entry-review-wait = Les points s’affichent ici dès que toutes les grilles sont saisies et qu’on sait qui a fini la manche.
entry-record = Inscrire la manche { $round }
entry-recorded = La manche { $round } est inscrite : elle est sur la feuille.
entry-offline = Impossible de joindre l’ordinateur : réessayez.
entry-stale = Ceci est un brouillon de la manche { $round }, resté d’avant le retrait d’une manche. Jetez-le depuis l’ordinateur avec skyjo round --discard-draft ; la manche { $next } se saisira alors ici.

# advise
advise-take-up = Prenez le { $card } de la défausse et posez-le ligne { $row }, colonne { $column } (le { $old } part)
advise-take-down = Prenez le { $card } de la défausse et posez-le sur la carte face cachée ligne { $row }, colonne { $column }
advise-draw = Piochez une carte (laissez le { $card })
advise-keep-up = Posez le { $card } ligne { $row }, colonne { $column } (le { $old } part)
advise-keep-down = Posez le { $card } sur la carte face cachée ligne { $row }, colonne { $column }
advise-throw = Défaussez le { $card } et retournez la carte ligne { $row }, colonne { $column }
advise-closes = (vous finissez ainsi la manche)
advise-win = vous gagnez la partie dans { $p } des cas
advise-round = en fin de manche, vous êtes en moyenne { $side ->
    [below] { $lead } { $points } en dessous du plus petit score des autres
    [above] { $lead } { $points } au-dessus du plus petit score des autres
   *[level] à égalité avec le plus petit score des autres
} (vous marquez { $score }, doublé dans { $doubled } des cas)
advise-best = { $choice } : { $outcome }.
advise-best-as = { $name }, voici le meilleur choix. { $choice } : { $outcome }.
advise-next = Ensuite :
advise-item = { $choice } : { $p }
advise-item-round = { $choice } : { $side ->
    [below] { $lead } en dessous du plus petit score des autres
    [above] { $lead } au-dessus du plus petit score des autres
   *[level] à égalité avec le plus petit score des autres
} (vous marquez { $score }, doublé dans { $doubled } des cas)
advise-margin-win = Entre les deux premiers : à ±{ $margin } près, en points de pourcentage.
advise-margin-round = Entre les deux premiers : ±{ $margin } { $points }.
advise-points = { $units ->
    [one] point
   *[other] points
}
advise-nothing = Votre grille n’a plus de carte face cachée : la manche est finie, il n’y a rien à choisir.
advise-method-game = Comment : chaque choix est joué de nombreuses fois à partir de la table telle qu’elle est (les cartes non vues mélangées, le reste de la manche joué par tous comme la plupart des joueurs, puis le reste de la partie avec les manches de skyjo docs chances), chaque choix avec les mêmes mélanges ; la meilleure moitié des choix reçoit deux fois plus de manches, encore et encore (skyjo docs advise).
advise-method-round = Comment : chaque choix est joué de nombreuses fois à partir de la table telle qu’elle est (les cartes non vues mélangées, le reste de la manche joué par tous comme la plupart des joueurs), chaque choix avec les mêmes mélanges, et classé selon mon score moins le plus petit score des autres dans la manche (plus c’est bas, mieux c’est) ; la meilleure moitié des choix reçoit deux fois plus de manches, encore et encore (skyjo docs advise).
advise-samples = Les deux meilleurs : { $best } manches chacun ; { $rollouts } manches jouées en tout pour { $choices } choix, graine fixe.
about-advise = Que faire de mon tour : chaque choix classé selon mes chances de gagner la partie
arg-advise-me = Ma grille telle qu’elle est, « ? » pour une carte face cachée, « x » pour une carte retirée : "5 ? ? 9 / ? 2 ? ? / 0 ? ? 11"
arg-advise-opponents = Chaque adversaire, dans l’ordre où ils jouent après moi : NOM="3 ? ? 9 / ? 9 ? ? / 2 ? 0 9"
arg-advise-drawn = La carte que je viens de piocher (alors : où la garder, ou la défausser et quelle carte retourner)
arg-advise-closed = L’adversaire qui a fini la manche : c’est mon dernier tour
arg-advise-seen = Les cartes vues hors des grilles (la défausse sous la carte du dessus, les colonnes retirées) [par défaut : la liste de skyjo seen]
arg-advise-as-name = Quel joueur je suis : les choix sont alors classés selon mes chances de gagner la partie (la partie active, --game ou --totals)
arg-advise-game = La partie de la manche [par défaut : la partie active] (avec --as)
arg-advise-totals = Une partie tenue sur papier : le total de chaque joueur, le mien compris, dans l’ordre de la table (avec --as)
arg-advise-samples = Les manches jouées pour chacun des deux meilleurs choix (moins pour les autres)
arg-advise-seed = La graine des manches jouées (la même graine donne la même réponse)
arg-advise-explain = Dire aussi comment les chiffres sont calculés (la méthode, les tirages, les intervalles à 95 %)
docs-about-advise = comment advise classe les choix d’un tour

## skyjo sync : l’historique partagé par un dossier que la famille synchronise
about-sync = Partager l’historique avec les autres appareils de la famille par un dossier qu’ils synchronisent (Syncthing, Dropbox, OneDrive, une clé USB)
arg-sync-dir = Le dossier partagé ; la première fois, il est noté dans le fichier de réglages ([sync] folder) [par défaut : celui du fichier de réglages]
arg-dry-run = Dire ce qui changerait, sans rien changer
docs-about-sync = l’historique sur tous les appareils de la famille
sync-done = Synchronisé avec { $folder } (cet appareil : { $device }).
sync-nothing-new = Rien de nouveau { $devices ->
    [0] des autres appareils (aucun n’a encore écrit dans le dossier)
    [one] de l’autre appareil
   *[other] des { $devices } autres appareils
}.
sync-came-in = { $changes ->
    [one] { $changes } changement reçu
   *[other] { $changes } changements reçus
} { $devices ->
    [one] d’un autre appareil
   *[other] de { $devices } autres appareils
}.
sync-games = Parties : { $added ->
    [one] { $added } ajoutée
   *[other] { $added } ajoutées
}, { $changed ->
    [one] { $changed } modifiée
   *[other] { $changed } modifiées
}, { $deleted ->
    [one] { $deleted } supprimée
   *[other] { $deleted } supprimées
} ; { $log ->
    [one] { $log } entrée ajoutée
   *[other] { $log } entrées ajoutées
} au journal.
sync-renumbered = La partie { $from } devient la partie { $to } : { $why ->
    [imported] elle avait été importée, et un appareil qui ignorait cet import a donné le numéro { $from } à une partie commencée à table
    [shifted] le numéro { $from } est allé à une partie qui devait d’abord changer de numéro
   *[given] un autre appareil a donné le numéro { $from } à une autre partie avant elle
}.
sync-renumbered-run = { $games ->
    [2] Les parties { $from } et { $from_end } deviennent les parties { $to } et { $to_end }
   *[other] Les parties { $from } à { $from_end } deviennent les parties { $to } à { $to_end }
} : { $why ->
    [imported] elles avaient été importées, et un appareil qui ignorait cet import a donné ces numéros à des parties commencées à table
    [shifted] ces numéros sont allés à des parties qui devaient d’abord changer de numéro
   *[given] un autre appareil a donné ces numéros à d’autres parties avant elles
}.
sync-renumbered-more = { $games ->
    [one] 1 autre partie a changé de numéro : skyjo games indique son numéro actuel.
   *[other] { $games } autres parties ont changé de numéro : skyjo games indique leurs numéros actuels.
}
sync-read-again = { $file } ne se termine plus comme à la dernière synchronisation (une autre copie du fichier a été mise à sa place) : il est relu depuis le début ; rien n’est compté deux fois.
sync-torn = { $file } se termine par une ligne en cours de copie : elle sera lue à la prochaine synchronisation.
sync-torn-own = { $file }, le journal de cet appareil, se termine par une ligne coupée, skyjo ayant été arrêté pendant qu’il l’écrivait : la ligne est retirée, et son changement réécrit en entier.
sync-cut-own = { $file }, le journal de cet appareil, avait { $lines ->
    [one] une ligne coupée
   *[other] { $lines } lignes coupées
} au milieu : { $changes ->
    [one] le changement qui y manquait est réécrit
   *[other] les { $changes } changements qui y manquaient sont réécrits
} en entier, et { $lines ->
    [one] la ligne coupée est vidée
   *[other] les lignes coupées sont vidées
}.
sync-missing = { $changes ->
    [one] 1 changement de l’appareil { $device } n’est pas arrivé
   *[other] { $changes } changements de l’appareil { $device } ne sont pas arrivés
} ici (son journal a une ligne coupée au milieu) : cet appareil { $changes ->
    [one] le réécrira
   *[other] les réécrira
} en entier à sa prochaine synchronisation.
sync-written = { $changes ->
    [0] Cet appareil n’a rien de nouveau à écrire
    [one] { $changes } changement de cet appareil écrit
   *[other] { $changes } changements de cet appareil écrits
} ({ $file }).
sync-kept = Le dossier est noté dans { $file } : désormais, `skyjo sync` suffit, et chaque changement est écrit dans le dossier au moment où il est fait.
sync-dry-run = Rien n’a été changé (--dry-run).
sync-dry-done = Ce que ferait une synchronisation avec { $folder } (cet appareil : { $device }) :
sync-dry-done-new = Ce que ferait une synchronisation avec { $folder } (cet appareil prendra son identifiant à sa première synchronisation) :
sync-would-come-in = { $changes ->
    [one] { $changes } changement serait reçu
   *[other] { $changes } changements seraient reçus
} { $devices ->
    [one] d’un autre appareil
   *[other] de { $devices } autres appareils
}.
sync-would-write = { $changes ->
    [0] Cet appareil n’a rien de nouveau à écrire
    [one] { $changes } changement de cet appareil serait écrit
   *[other] { $changes } changements de cet appareil seraient écrits
} ({ $file }).
sync-would-keep = Le dossier serait noté dans { $file }, et `skyjo sync` suffirait ensuite.
sync-written-none-yet = Cet appareil n’a encore aucun changement à écrire ; son fichier { $file } sera créé à son premier changement.
sync-copy-here = Cet historique est une copie : un autre ordinateur a écrit d’autres changements en tant qu’appareil { $old }. Cet appareil est maintenant { $device } ; les changements des deux sont gardés, et là où ils ont modifié la même manche, c’est le plus récent qui compte.
sync-copy-other = L’appareil { $old } a deux copies de son historique qui écrivent : les changements des deux sont gardés (chaque copie prendra un nouvel identifiant d’appareil à sa prochaine synchronisation).
sync-late-rounds = La partie { $game } a été supprimée sur un autre appareil, qui n’avait pas { $rounds ->
    [one] la manche { $numbers } saisie ici : la manche a été supprimée avec elle.
   *[other] les manches { $numbers } saisies ici : les manches ont été supprimées avec elle.
}
sync-late-kept = L’historique tel qu’il était avant cette synchronisation est gardé dans { $backup }.
sync-current = La partie { $game } ({ $players }) est en cours et vient d’un autre appareil : c’est maintenant la partie active ici.
status-unfinished = Parties en cours : choisissez-en une avec skyjo use PARTIE.
status-unfinished-game = skyjo use { $game }   ({ $players }, { $rounds ->
    [0] aucune manche
    [one] { $rounds } manche
   *[other] { $rounds } manches
})
sync-not-written = remarque : ce changement est dans l’historique, mais pas encore dans le dossier de synchronisation ({ $why }) ; le prochain skyjo sync l’y écrira
sync-no-folder = aucun dossier de synchronisation : indiquez le dossier que partage la famille, par exemple skyjo sync ~/Sync/skyjo (il sera noté pour la prochaine fois)
sync-folder-missing = le dossier de synchronisation { $dir } est absent (une clé USB débranchée ?) ; l’historique n’a pas été modifié
sync-cannot-read = impossible de lire { $path } dans le dossier de synchronisation ; l’historique n’a pas été modifié
sync-cannot-write = impossible d’écrire { $path } (le dossier de synchronisation est-il en lecture seule ?) ; l’historique n’a pas été modifié
sync-cannot-keep = synchronisé, mais impossible de noter le dossier dans le fichier de réglages { $path } ; nommez à nouveau le dossier la prochaine fois
sync-left-out = { $lines ->
    [one] { $lines } ligne du dossier de synchronisation a été laissée de côté (voir plus haut)
   *[other] { $lines } lignes du dossier de synchronisation ont été laissées de côté (voir plus haut)
} ; tout le reste est dans l’historique
sync-left-out-journals = { $lines ->
    [0] { $journals ->
        [one] { $journals } journal du dossier de synchronisation a été laissé de côté
       *[other] { $journals } journaux du dossier de synchronisation ont été laissés de côté
    }
   *[other] { $journals ->
        [one] { $journals } journal
       *[other] { $journals } journaux
    } et { $lines ->
        [one] { $lines } ligne
       *[other] { $lines } lignes
    } du dossier de synchronisation ont été laissés de côté
} (voir plus haut) ; tout le reste est dans l’historique
sync-waits = Une autre synchronisation (skyjo sync) de cet historique est en cours : celle-ci attend qu’elle se termine.
sync-set-aside-round = La manche { $round } de la partie { $game } a été modifiée sur deux appareils entre-temps : { $side ->
    [here] c’est le changement de l’autre appareil qui compte, et celui fait ici a été mis de côté
    [there] c’est le changement fait ici qui compte, et celui de l’autre appareil a été mis de côté
   *[others] c’est le changement le plus récent qui compte, et l’autre a été mis de côté
} ({ $what }) ; skyjo log { $game } le montre.
sync-set-aside-game = La partie { $game } a été modifiée sur deux appareils entre-temps : { $side ->
    [here] c’est le changement de l’autre appareil qui compte, et celui fait ici a été mis de côté
    [there] c’est le changement fait ici qui compte, et celui de l’autre appareil a été mis de côté
   *[others] c’est le changement le plus récent qui compte, et l’autre a été mis de côté
} ({ $what }) ; skyjo log { $game } le montre.
sync-line-not-json = { $file } ligne { $line } : pas une opération de skyjo ({ $detail }) ; cette ligne a été laissée de côté
sync-line-too-long = { $file } ligne { $line } : plus de { $max } octets ; cette ligne a été laissée de côté
sync-line-other-device = { $file } ligne { $line } : l’opération { $id } appartient à un autre appareil, pas à ce journal ; cette ligne a été laissée de côté
sync-not-a-journal = { $file } n’est pas un journal skyjo (sa première ligne ne le dit pas) ; il a été laissé de côté
sync-newer-format = { $file } est un journal au format { $found }, plus récent que ce que lit ce skyjo ({ $known }) ; mettez skyjo à jour sur cet appareil ; le journal n’a pas été touché
sync-header-device = { $file } se dit le journal de l’appareil { $device }, et non de l’appareil que donne son nom ; il a été laissé de côté
sync-op-refused = { $file } ligne { $line } : { $problem } ; ce changement a été laissé de côté
sync-no-such-game = il modifie la partie { $game }, qu’aucun journal n’a jamais commencée
sync-unknown-log = une entrée de journal d’un type que ce skyjo ne connaît pas ({ $kind })
log-overridden-round = { $at } La manche { $round } de la partie { $game } a été modifiée sur deux appareils entre-temps ; c’est le changement le plus récent qui compte, et l’autre a été mis de côté : { $closer } a fini ; { $scores }.
log-overridden-game = { $at } La partie { $game } a été modifiée sur deux appareils entre-temps ; c’est le changement le plus récent qui compte, et l’autre a été mis de côté : { $what }.
log-aside-name = le nom « { $name } »
log-aside-no-name = pas de nom
log-aside-note = la note « { $note } »
log-aside-no-note = pas de note
log-aside-players = les joueurs { $players }
log-aside-abandoned = abandonnée
log-aside-not-abandoned = non abandonnée
log-overridden = { $at } La partie { $game } a été modifiée sur deux appareils entre-temps ; c’est le changement le plus récent qui compte, et l’autre a été mis de côté.
sync-status = Synchronisé : cet appareil a lu le dossier de synchronisation pour la dernière fois le { $at } ({ $changes ->
    [one] { $changes } changement reçu
   *[other] { $changes } changements reçus
}).
sync-status-pending = Des changements faits ici attendent le dossier : skyjo sync les y écrit.
sync-name-fits = { $count ->
    [one] { $name }, joueur d’une partie venue d’un autre appareil, est peut-être { $players } ici : { $name } reste un joueur à part (si c’est la même personne : skyjo players merge { $players } { $name }).
   *[other] { $name }, joueur d’une partie venue d’un autre appareil, pourrait correspondre à { $players } ici : { $name } reste un joueur à part (si c’est l’un d’eux : skyjo players merge NOM { $name }).
}
about-config-set = Enregistrer un réglage dans le fichier de réglages : `skyjo config set sync.folder ~/Sync/skyjo`
about-config-unset = Retirer un réglage du fichier de réglages : il reprend sa valeur par défaut
arg-key = Le réglage, tel que skyjo config le donne (lang, color, db, doubling, target, sync.folder, ...)
arg-config-unset-key = Le réglage, tel que skyjo config le donne
arg-value = Sa valeur
value-key = CLÉ
value-value = VALEUR
config-set = { $key } = { $value } est enregistré dans { $file }.
config-unset = { $key } est retiré de { $file } : il reprend sa valeur par défaut.
input-no-such-setting = il n’y a pas de réglage { $key } ; les réglages sont { $keys }
sync-folder-away = remarque : le dossier de synchronisation { $dir } est absent ; ce changement est dans l’historique, et le prochain skyjo sync, quand le dossier sera là, l’y écrira
rule-action-not-a-card = { $grid } contient « { $token } » à la place d’une carte ; écrivez un nombre de -2 à 12, * pour une étoile, ou x pour une carte retirée
rule-action-stars-exceeded = { $found } étoiles saisies ; le paquet n’en a que { $copies } : vérifiez les grilles
rule-action-held-range = { $who } a { $held } cartes action en main ; écrivez un nombre de 0 à { $max }
rule-action-held-exceeded = { $found } cartes action en main en tout ; le paquet n’en a que { $copies } : vérifiez les nombres
rule-star-in-classic = { $grid } contient une étoile, mais cette partie est classique : seul Skyjo Action a des étoiles (pour des étoiles, commencez une partie avec skyjo new --edition action)
rule-held-in-classic = { $who } a des cartes action en main, mais cette partie est classique : seul Skyjo Action a des cartes action
rule-held-with-total = pour { $who }, un total est saisi, et un total compte déjà les cartes action en main : saisissez plutôt sa grille avec --held, ou ajoutez vous-même 10 au total par carte action, sans --held

## Skyjo Action sur les téléphones

entry-action = Skyjo Action : une étoile (★) complète n’importe quelle ligne ou colonne de cartes identiques, et compte 0 seule ; une ligne de quatre et une colonne de trois s’en vont ; +10 par carte action encore en main.
entry-star = Étoile
entry-gone-action = Barrées : les cartes qui ne comptent plus (une ligne de quatre ou une colonne de trois cartes identiques, étoiles comprises, ou une ligne ou colonne retirée en cours de jeu).
entry-star-removed = Une étoile dans une ligne ou colonne retirée : touchez sa case, puis ★ (✕★). Une ligne ou colonne retirée faite seulement d’étoiles rapporte son bonus.
entry-held = Cartes action encore en main
entry-held-less = Une carte action de moins
entry-held-more = Une carte action de plus
entry-held-count = { $held ->
    [one] { $held } carte action en main : +{ $points }
   *[other] { $held } cartes action en main : +{ $points }
}

## Skyjo Action et l’assistant de cartes

arg-odds-edition = Le paquet : classique, ou les cartes numérotées et les étoiles de Skyjo Action, en nombres supposés [par défaut : celui de la partie active]
cards-star-in-classic = une étoile (*) n’est pas une carte du paquet classique : seul Skyjo Action a des étoiles
rule-seen-stars-exceeded = { $found } étoiles vues en tout (la liste des cartes vues, les cartes visibles sur les grilles et les cartes retirées ensemble) ; le paquet n’en a que { $copies } : vérifiez les cartes
odds-sum-with-stars = la somme des cartes face cachée n’est pas donnée pour Skyjo Action : une étoile face cachée compte 0 seule, mais remplace n’importe quelle carte d’une ligne ou colonne qu’elle complète
odds-action-deck = Skyjo Action, { $own ->
    [yes] votre décompte d’étoiles, le reste supposé
   *[other] composition supposée
} : { $cards } cartes, dont { $stars } étoiles ; cartes action non comprises.
odds-unknown-card-action = Une carte face cachée : une étoile dans { $p } des cas, sinon { $mean } en moyenne.
odds-explain-card-action = Les cartes numérotées non vues : moyenne { $mean }, écart-type { $sd } ; une étoile n’a pas de valeur propre (skyjo docs odds).
seen-how-action = Ajoutez les cartes hors des grilles à mesure qu’elles apparaissent (la défausse sous la carte du dessus, les lignes et colonnes retirées), une étoile sous la forme '*' entre apostrophes, sinon le shell la prend pour des noms de fichiers : skyjo seen 9 '*' -2 ; retirez-en une avec --undo. Les cartes visibles sur les grilles et la carte du dessus de la défausse sont comptées à part : odds les lit dans --open et --discard.
chances-not-for-action = Chances de gagner : pas calculées pour Skyjo Action (seul le Skyjo classique est simulé).
input-action-game = la partie { $game } est une partie de Skyjo Action, et { $command } ne connaît que le jeu classique : une étoile remplace n’importe quelle carte de sa ligne ou colonne, et les cartes action changent les tours
input-action-current = la partie { $game } (la partie active) est une partie de Skyjo Action, et { $command } ne connaît que le jeu classique : une étoile remplace n’importe quelle carte de sa ligne ou colonne, et les cartes action changent les tours (pour une manche du jeu classique, ajoutez --edition classic)
input-action-edition = { $command } ne connaît que le jeu classique, pas Skyjo Action : une étoile remplace n’importe quelle carte de sa ligne ou colonne, et les cartes action changent les tours

## Skyjo Action dans l’historique

arg-only-edition = Seulement les parties d’une édition, classic ou action (Skyjo Action) [par défaut : les deux ; les victoires comptent les deux éditions ensemble, les points chacune à part]
history-edition-none = { $edition ->
    [action] Aucune partie de Skyjo Action
   *[classic] Aucune partie classique
} { $period ->
    [yes] sur cette période.
   *[no] pour l’instant.
}
stats-editions-apart = Skyjo Action se compte autrement (bonus d’étoiles, cartes action encore en main, lignes retirées) : les moyennes et les meilleures et pires manches ci-dessus sont celles des parties classiques, et celles de Skyjo Action sont ci-dessous. Les parties, les victoires, les fins de manche et les séries comptent les deux éditions.
stats-action-heading = Skyjo Action :
rivalry-none-edition = { $a } et { $b } n’ont terminé { $edition ->
    [action] aucune partie de Skyjo Action
   *[classic] aucune partie classique
} ensemble { $period ->
    [yes] sur cette période
   *[no] pour l’instant
}.
rivalry-margin-edition = Écart moyen { $edition ->
    [action] en Skyjo Action
   *[classic] dans les parties classiques
} : { $name } termine avec { $points } de moins.
report-editions-apart = Skyjo Action se compte autrement (bonus d’étoiles, cartes action encore en main, lignes retirées) : la moyenne et la meilleure manche ci-dessus sont celles des parties classiques, et celles de Skyjo Action sont ici. Les parties, les victoires, le taux de victoire, les fins de manche et les séries comptent les deux éditions.
report-record-action-lowest-round = Plus petit score en une manche de Skyjo Action : { $score }, par { $name } (partie { $game }, manche { $round }).
report-record-action-most-lines = Le plus de lignes et colonnes retirées en une manche de Skyjo Action : { $count }, par { $name } (partie { $game }, manche { $round }).

## Une date comme l’écrit le lecteur (le rapport) : 3 décembre 2026, 1er mars 2027
date-long = { $day ->
    [1] 1er
   *[other] { $day }
} { $month ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
} { $year }
