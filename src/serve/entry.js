// The entry panel of `skyjo serve --entry`: each phone enters its own grid
// by tapping, and every phone sees every grid of the draft as it arrives.
// Plain ES2017, no framework, no build step. The server renders the panel's
// fixed parts (the grid's twelve buttons, the keypads) and its words, in the
// reader's language, into #entry's data-words; this script fills in what
// changes (and, in a game of Skyjo Action, shows the star and the counter
// of action cards held). Everything a phone sent (names, grids) is put in with
// textContent, never as markup. The draft is the server's: this script
// shows it and sends writes, each naming the game and the round it is for,
// and Record the draft's version it showed (the server refuses a write for
// another game, and a Record of a draft changed since, with the draft now).
(function () {
  'use strict';
  var panel = document.getElementById('entry');
  if (!panel) return;
  var words = JSON.parse(panel.getAttribute('data-words'));
  // Skyjo Action's deck as the engine assumes it, for a game that keeps
  // the assumed counts (state.json has the counts of a family's own deck).
  var assumedDeck = JSON.parse(panel.getAttribute('data-action-deck'));
  var $ = function (id) { return document.getElementById(id); };
  var grid = $('grid'), keypad = $('keypad'), digits = $('digits');
  var cells = Array.prototype.slice.call(grid.querySelectorAll('button'));
  var labels = cells.map(function (b) { return b.getAttribute('aria-label'); });
  var ROWS = 3, COLS = 4;
  // How many of each value the deck has: five -2, fifteen 0, ten of every other.
  var copies = function (v) { return v === -2 ? 5 : v === 0 ? 15 : 10; };

  var state = null; // state.json: the game, its players, its rules
  var draft = null; // api/draft: the round being entered
  var me = null; // the player this phone enters for
  var typed = emptyGrid(); // what this phone typed: '' or a cell of the CLI's syntax
  var total = ''; // the round total typed, in total mode
  var totalMode = false;
  var held = 0; // Skyjo Action: the action cards this player still holds
  var selected = 0; // the cell the keypad sets
  var changed = false; // typed since the last write the server took
  var round = null; // the round of the draft shown

  function emptyGrid() { var g = []; for (var i = 0; i < ROWS * COLS; i++) g.push(''); return g; }
  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, function (all, key) {
      return Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : all;
    });
  }
  function el(tag, className, text) {
    var e = document.createElement(tag);
    if (className) e.className = className;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function clear(e) { while (e.firstChild) e.removeChild(e.firstChild); }
  function isRemoved(cell) { return /^x/i.test(cell); }
  // Skyjo Action: a star face up (*), or one of a line removed in play (x*).
  function isStar(cell) { return cell === '*'; }
  function wasStar(cell) { return cell === '*' || /^x\*$/i.test(cell); }
  function card(cell) { return cell === '' || isStar(cell) || isRemoved(cell) ? null : parseInt(cell, 10); }
  // The colour of a card as the deck prints it (a star has its own).
  function tint(v, cell) {
    if (cell !== undefined && isStar(cell)) return 'c-star';
    if (v === null) return '';
    return v < 0 ? 'c-neg' : v === 0 ? 'c-zero' : v <= 4 ? 'c-low' : v <= 8 ? 'c-mid' : 'c-high';
  }
  // A cell as the grid shows it: a star as a star, a removed card as a cross.
  function face(cell) {
    if (isStar(cell)) return '\u2605';
    if (wasStar(cell)) return '\u2715\u2605';
    return isRemoved(cell) ? '\u2715' : cell;
  }
  function storageKey() { return 'skyjo.entry.player.' + (state && state.game); }
  function rules() { return (state && state.rules) || { columns: 'reveal', rows: false }; }
  function isAction() { return rules().edition === 'action'; }
  // The Skyjo Action deck of the game: the family's own counts, else the assumed.
  function actionDeck() { return (rules().action && rules().action.deck) || assumedDeck; }
  // "2 action cards in hand: +20", or nothing for none.
  function heldText(n) {
    return !n ? '' : n === 1 ? words.held_one : fill(words.held_other, { n: n, points: 10 * n });
  }

  // The grid scored as the engine scores it: cells of a line removed during
  // play (x) count nothing; a line of equal cards goes at the reveal (columns
  // under the official rule, rows under the row variant unless only lines
  // removed in play go); the rest is summed. `gone[i]`: cell i does not count.
  // A game of Skyjo Action has its own ([actionScore]), with `heldNow`.
  function score(g, heldNow) {
    if (isAction()) return actionScore(g, heldNow || 0);
    var r = rules(), gone = [], raw = 0, i, line, lines = [];
    for (i = 0; i < g.length; i++) gone.push(isRemoved(g[i]));
    if (r.columns !== 'off') {
      for (var c = 0; c < COLS; c++) lines.push({ cells: [c, c + COLS, c + 2 * COLS], reveal: r.columns === 'reveal' });
    }
    if (r.rows) {
      for (var row = 0; row < ROWS; row++) {
        lines.push({ cells: [0, 1, 2, 3].map(function (k) { return row * COLS + k; }), reveal: r.columns !== 'play' });
      }
    }
    for (i = 0; i < lines.length; i++) {
      line = lines[i];
      if (!line.reveal) continue;
      var first = card(g[line.cells[0]]);
      var equal = first !== null && line.cells.every(function (k) { return card(g[k]) === first; });
      if (equal) line.cells.forEach(function (k) { gone[k] = true; });
    }
    for (i = 0; i < g.length; i++) {
      if (!gone[i] && card(g[i]) !== null) raw += card(g[i]);
    }
    return { raw: raw, gone: gone };
  }

  // A grid of Skyjo Action scored as the engine scores it: every column of
  // three and row of four whose cards are stars and one value is found
  // first, then they all go (a star counts 0 where it stays); a line of only
  // stars scores -10 (a column) or -15 (a row), and stays in the grid when
  // the game keeps star lines; a line removed in play (x) counts nothing,
  // and scored its bonus if its cards were all stars (x*); each action card
  // held adds 10.
  function actionScore(g, heldNow) {
    var kept = rules().action && rules().action.star_lines === 'kept';
    var gone = g.map(isRemoved), bonus = 0, raw = 0, lines = [], i;
    for (var c = 0; c < COLS; c++) lines.push({ cells: [c, c + COLS, c + 2 * COLS], points: -10 });
    for (var row = 0; row < ROWS; row++) {
      lines.push({ cells: [0, 1, 2, 3].map(function (k) { return row * COLS + k; }), points: -15 });
    }
    lines.forEach(function (line) {
      var cs = line.cells.map(function (k) { return g[k]; });
      var onlyStars = cs.every(wasStar);
      if (cs.every(isRemoved)) {
        if (onlyStars) bonus += line.points;
        return;
      }
      var value = null;
      cs.forEach(function (cell) { if (value === null && card(cell) !== null) value = card(cell); });
      var complete = cs.every(function (cell) { return isStar(cell) || (card(cell) !== null && card(cell) === value); });
      if (!complete) return;
      if (onlyStars) bonus += line.points;
      if (!onlyStars || !kept) line.cells.forEach(function (k) { gone[k] = true; });
    });
    for (i = 0; i < g.length; i++) {
      if (!gone[i] && card(g[i]) !== null) raw += card(g[i]);
    }
    return { raw: raw + bonus + 10 * heldNow, gone: gone };
  }

  // The game's next round, once the game is known.
  function nextRound() { return state && state.rounds ? state.rounds.length + 1 : null; }
  // Whether the draft is stale: left from before a round was taken back (or
  // one was recorded since it began). The server refuses every write while
  // it is there, until it is thrown away at the computer; the page says so,
  // and the phones go on once it is gone.
  function stale() { return !!draft && nextRound() !== null && draft.round !== nextRound(); }
  // The round a write is for: the draft's, or the game's next round when
  // the draft is stale.
  function roundNow() { return stale() ? nextRound() : draft.round; }

  function left() { return typed.filter(function (c) { return c === ''; }).length; }
  // The grid in the CLI's syntax: "1 0 3 4 / -2 2 5 0 / 1 3 0 2", x for a
  // card of a column removed during play.
  function gridText(g) {
    var rows = [];
    for (var r = 0; r < ROWS; r++) rows.push(g.slice(r * COLS, (r + 1) * COLS).join(' '));
    return rows.join(' / ');
  }
  function parseGrid(text) {
    var tokens = text.replace(/\//g, ' ').trim().split(/\s+/);
    return tokens.length === ROWS * COLS ? tokens : null;
  }
  function entryOf(name) {
    if (!draft || !draft.entries) return null;
    return Object.prototype.hasOwnProperty.call(draft.entries, name) ? draft.entries[name] : null;
  }

  // More copies of a value than the deck has, across every grid in and this
  // phone's: the first such value, worded as the CLI words it.
  function deckProblem() {
    var count = {}, stars = 0, v, name;
    var add = function (g) {
      g.forEach(function (cell) {
        var m = /^x?(-?\d+)$/i.exec(cell);
        if (m) count[m[1]] = (count[m[1]] || 0) + 1;
        if (wasStar(cell)) stars++;
      });
    };
    if (!totalMode) add(typed);
    if (draft && draft.entries) {
      for (name in draft.entries) {
        if (name === me || !draft.entries[name].grid) continue;
        var g = parseGrid(draft.entries[name].grid);
        if (g) add(g);
      }
    }
    if (isAction()) {
      var deck = actionDeck();
      for (v = -2; v <= 12; v++) {
        if ((count[v] || 0) > deck.values[v + 2]) {
          return fill(words.deck_action[v + 2], { found: count[v], copies: deck.values[v + 2] });
        }
      }
      return stars > deck.stars ? fill(words.stars_over, { found: stars, copies: deck.stars }) : '';
    }
    for (v = -2; v <= 12; v++) {
      if ((count[v] || 0) > copies(v)) return fill(words.deck[v + 2], { found: count[v] });
    }
    return '';
  }

  function say(id, text, kind) {
    var box = $(id);
    box.textContent = text || '';
    box.className = 'message' + (kind ? ' ' + kind : '');
  }

  // This phone's grid, keypad, sum and send button, updated in place (a tap
  // while another phone's grid arrives finds the same buttons).
  function drawMine() {
    var action = isAction();
    var s = score(typed, held);
    cells.forEach(function (b, i) {
      var cell = typed[i];
      b.textContent = face(cell);
      b.className = ['cell', tint(card(cell), cell), cell === '' ? 'empty' : '', s.gone[i] ? 'gone' : '',
        isRemoved(cell) ? 'removed' : '', i === selected ? 'selected' : ''].join(' ').replace(/\s+/g, ' ').trim();
      b.setAttribute('aria-pressed', i === selected ? 'true' : 'false');
      // "Row 1, column 2" as the server words it, and the card in it.
      var said = wasStar(cell) ? b.textContent.replace('\u2605', words.star) : b.textContent;
      b.setAttribute('aria-label', labels[i] + (cell === '' ? '' : ': ' + said));
    });
    // The lines the game's rules let go during play: both in Skyjo Action,
    // which has the star too.
    keypad.querySelector('[data-value="x"]').hidden = !action && rules().columns === 'off';
    keypad.querySelector('[data-value="xr"]').hidden = !action && !rules().rows;
    keypad.querySelector('[data-value="*"]').hidden = !action;
    keypad.classList.toggle('action', action);
    $('held-part').hidden = !action;
    $('held-count').textContent = String(held);
    $('held-less').disabled = held <= 0;
    $('held-more').disabled = held >= actionDeck().actions;
    $('held-points').textContent = heldText(held);
    $('grid-part').hidden = totalMode;
    $('total-part').hidden = !totalMode;
    $('use-total').checked = totalMode;
    $('total-shown').textContent = total === '' ? '\u2013' : total;
    var n = left();
    $('sum').textContent = fill(words.sum, { sum: s.raw });
    $('left').textContent = n === 0 ? '' : n === 1 ? words.left_one : fill(words.left_other, { n: n });
    $('gone-note').hidden = action || !s.gone.some(Boolean);
    $('gone-note-action').hidden = !action || !s.gone.some(Boolean);
    $('star-note').hidden = !action || !typed.some(isRemoved);
    var warn = stale() ? fill(words.stale, { round: draft.round, next: nextRound() }) : deckProblem();
    say('deck', warn, warn ? 'warn' : '');
    var send = $('send');
    send.textContent = totalMode ? words.send_total : words.send_grid;
    send.disabled = !me || stale() || (totalMode ? !/^-?\d+$/.test(total) : n > 0);
  }

  // The players to pick from, and the closer's buttons: built again only
  // when the game's players change.
  var drawnPlayers = null;
  function drawPlayers() {
    var players = (state && state.players) || [];
    var key = JSON.stringify([state && state.game, players]);
    if (key !== drawnPlayers) {
      drawnPlayers = key;
      var pick = $('players'), closer = $('closer');
      clear(pick); clear(closer);
      players.forEach(function (name) {
        var b = el('button', null, name);
        b.type = 'button';
        b.setAttribute('data-name', name);
        b.addEventListener('click', function () { choose(name); });
        pick.appendChild(b);
        var c = el('button', null, name);
        c.type = 'button';
        c.setAttribute('data-name', name);
        c.addEventListener('click', function () { post('closer', { player: name }, 'closer-message'); });
        closer.appendChild(c);
      });
    }
    var chosen = draft && draft.closer;
    Array.prototype.forEach.call($('closer').children, function (c) {
      var on = c.getAttribute('data-name') === chosen;
      c.className = on ? 'on' : '';
      c.setAttribute('aria-pressed', on ? 'true' : 'false');
    });
    $('pick').hidden = !!me;
    $('mine').hidden = !me;
    $('me-name').textContent = me ? fill(words.you, { name: me }) : '';
  }

  // Every player's entry as the draft has it: the grid on the table is on
  // every phone.
  function drawTable() {
    var list = $('grids');
    clear(list);
    var players = (state && state.players) || [];
    players.forEach(function (name) {
      var entry = entryOf(name);
      var li = el('li', entry ? 'in' : 'waiting');
      if (name === me) li.className += ' self';
      var head = el('div', 'who');
      head.appendChild(el('b', null, name));
      head.appendChild(el('span', 'raw', entry ? (entry.grid ? entry.raw : entry.total) : words.waiting));
      li.appendChild(head);
      var g = entry && entry.grid ? parseGrid(entry.grid) : null;
      if (g) {
        var s = score(g, entry.held), mini = el('div', 'mini');
        g.forEach(function (cell, i) {
          var v = card(cell);
          mini.appendChild(el('span', [tint(v, cell), s.gone[i] ? 'gone' : ''].join(' ').trim(), face(cell)));
        });
        li.appendChild(mini);
        if (entry.held) li.appendChild(el('div', 'held-in', heldText(entry.held)));
      } else if (entry) {
        li.appendChild(el('div', 'only-total', words.total_label));
      }
      list.appendChild(li);
    });
    var problems = $('problems');
    clear(problems);
    ((draft && draft.problems) || []).forEach(function (p) { problems.appendChild(el('li', null, p)); });
  }

  // The review: every score, the doubling in words, and the one button
  // that records the round.
  function drawReview() {
    var review = $('review'), scores = draft && draft.scores;
    clear(review);
    var record = $('record');
    var n = draft ? roundNow() : '';
    $('round-heading').textContent = fill(words.round, { round: n });
    record.textContent = fill(words.record, { round: n });
    if (!scores) {
      review.appendChild(el('p', 'hint', words.review_wait));
      record.disabled = true;
      return;
    }
    var list = el('ol', 'scores');
    scores.players.forEach(function (p) {
      var li = el('li', p.doubled ? 'doubled' : '');
      li.appendChild(el('b', null, p.name));
      var shown = p.doubled ? p.raw + ' x2 = ' + p.score : String(p.score);
      li.appendChild(el('span', 'score', shown + (p.name === scores.closer ? '*' : '')));
      list.appendChild(li);
    });
    review.appendChild(list);
    review.appendChild(el('p', 'why', scores.doubling.explanation));
    record.disabled = !!(draft.problems && draft.problems.length);
  }

  function draw() {
    // Only while the game takes rounds: not once it is over, nor for a game
    // of final totals only (the server would refuse every write).
    panel.hidden = !(state && state.game) || !!state.game_over || !!state.totals_only;
    $('action-note').hidden = !isAction();
    drawPlayers();
    drawMine();
    drawTable();
    drawReview();
  }

  // A new draft from the server: a new round empties the grid unless this
  // phone typed in it since its last write; an entry of this player typed
  // elsewhere (the laptop, another phone) fills an empty grid.
  function take(next) {
    if (!next) return;
    if (round !== null && next.round !== round && !changed) {
      typed = emptyGrid(); total = ''; held = 0; selected = 0;
    }
    round = next.round;
    draft = next;
    var mine = me ? entryOf(me) : null;
    if (mine && !changed) {
      if (mine.grid) {
        var g = parseGrid(mine.grid);
        if (g) { typed = g; held = mine.held || 0; totalMode = false; }
      } else {
        total = String(mine.total); totalMode = true;
      }
    }
    draw();
  }

  function get(path) {
    return fetch(path, { cache: 'no-store', headers: { Accept: 'application/json' } })
      .then(function (r) { return r.ok ? r.json() : null; });
  }
  // Answers can come back out of order: one to a question asked before the
  // last one shown is older than what is shown, and left out.
  var asked = 0, shown = 0;
  function newest(n) {
    if (n < shown) return false;
    shown = n;
    return true;
  }
  function refresh() {
    var n = ++asked;
    return Promise.all([get('state.json'), get('api/draft')]).then(function (both) {
      if (!newest(n)) return;
      if (both[0]) state = both[0];
      if (me && state && (state.players || []).indexOf(me) < 0) me = null;
      if (!me && state) {
        var kept = null;
        try { kept = localStorage.getItem(storageKey()); } catch (e) { kept = null; }
        if (kept && (state.players || []).indexOf(kept) >= 0) me = kept;
      }
      if (both[1]) take(both[1]); else draw();
    }).catch(function () { draw(); });
  }

  // A write: the game and the round it is for, what the server says back in
  // the reader's language; what was typed stays.
  function post(what, body, where) {
    if (!draft) return Promise.resolve(false);
    body.game = draft.game;
    body.round = roundNow();
    say(where, '');
    return fetch('api/' + what, {
      method: 'POST',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body)
    }).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (answer) {
        if (r.ok) {
          if (what !== 'record' && newest(++asked)) take(answer);
          return true;
        }
        say(where, answer.error || words.offline, 'error');
        // The draft as it is now (a 409), and the game with it.
        if (answer.draft && newest(++asked)) take(answer.draft);
        if (r.status === 409) refresh();
        return false;
      });
    }).catch(function () { say(where, words.offline, 'error'); return false; });
  }

  function choose(name) {
    me = name;
    try { localStorage.setItem(storageKey(), name); } catch (e) { /* private mode: asked again next time */ }
    changed = false;
    typed = emptyGrid(); total = ''; held = 0; selected = 0;
    take(draft);
  }

  Array.prototype.forEach.call(keypad.querySelectorAll('button'), function (b) {
    var t = tint(card(b.getAttribute('data-value')), b.getAttribute('data-value'));
    if (t) b.classList.add(t);
  });
  cells.forEach(function (b, i) {
    b.addEventListener('click', function () { selected = i; drawMine(); });
  });
  // The cells of the line removed during play that cell i is in (a column,
  // else a row under the row variant), or none.
  function removedLine(i) {
    var column = i % COLS, row = Math.floor(i / COLS);
    var col = [column, column + COLS, column + 2 * COLS];
    var line = [0, 1, 2, 3].map(function (k) { return row * COLS + k; });
    var all = function (cellsOf) { return cellsOf.every(function (k) { return isRemoved(typed[k]); }); };
    return all(col) ? col : all(line) ? line : isRemoved(typed[i]) ? [i] : [];
  }
  keypad.addEventListener('click', function (e) {
    var b = e.target.closest('button');
    if (!b) return;
    var value = b.getAttribute('data-value');
    var column = selected % COLS, row = Math.floor(selected / COLS);
    changed = true;
    if (value === 'x' || value === 'xr') {
      // A whole column (or row) removed during play, or back to empty.
      var line = value === 'x' ? [column, column + COLS, column + 2 * COLS]
        : [0, 1, 2, 3].map(function (k) { return row * COLS + k; });
      var all = line.every(function (k) { return isRemoved(typed[k]); });
      line.forEach(function (k) { typed[k] = all ? '' : 'x'; });
    } else if (value === '*' && isRemoved(typed[selected])) {
      // Skyjo Action: the card of a removed line was a star (x*), or not.
      typed[selected] = wasStar(typed[selected]) ? 'x' : 'x*';
    } else {
      // A card, or nothing, where a removed line was: the line is back.
      removedLine(selected).forEach(function (k) { typed[k] = ''; });
      typed[selected] = value;
      // On to the next empty cell, row by row: twelve taps for a grid.
      for (var step = 1; value !== '' && step <= typed.length; step++) {
        var next = (selected + step) % typed.length;
        if (typed[next] === '') { selected = next; break; }
      }
    }
    say('message', '');
    drawMine();
  });
  digits.addEventListener('click', function (e) {
    var b = e.target.closest('button');
    if (!b) return;
    var d = b.getAttribute('data-digit');
    changed = true;
    if (d === 'back') total = total.slice(0, -1);
    else if (d === 'minus') total = total.charAt(0) === '-' ? total.slice(1) : '-' + total;
    else if (total.replace('-', '').length < 3) total = (total === '0' ? '' : total === '-0' ? '-' : total) + d;
    say('message', '');
    drawMine();
  });
  // Skyjo Action: the action cards still in hand, one tap each way.
  function countHeld(by) {
    held = Math.max(0, Math.min(actionDeck().actions, held + by));
    changed = true;
    say('message', '');
    drawMine();
  }
  $('held-less').addEventListener('click', function () { countHeld(-1); });
  $('held-more').addEventListener('click', function () { countHeld(1); });
  $('use-total').addEventListener('change', function (e) {
    totalMode = e.target.checked;
    changed = true;
    drawMine();
  });
  $('not-me').addEventListener('click', function () {
    me = null;
    try { localStorage.removeItem(storageKey()); } catch (e) { /* nothing kept */ }
    draw();
  });
  $('send').addEventListener('click', function () {
    if (!me) return;
    var body = totalMode ? { player: me, total: parseInt(total, 10) } : { player: me, grid: gridText(typed) };
    // Skyjo Action: the action cards held go with the grid (a total counts them).
    if (isAction() && !totalMode) body.held = held;
    post('entry', body, 'message').then(function (ok) {
      if (ok) { changed = false; say('message', words.sent, 'ok'); drawMine(); }
    });
  });
  $('record').addEventListener('click', function () {
    var n = draft && roundNow();
    // The version reviewed: recorded exactly as shown, or refused.
    post('record', { version: draft ? draft.version : 0 }, 'record-message').then(function (ok) {
      if (ok) say('record-message', fill(words.recorded, { round: n }), 'ok');
      refresh();
    });
  });

  // The page's one event stream (the sheet's script makes it and hands it
  // over): a draft changed, or the sheet (a round recorded, taken back, the
  // game followed); after a reconnect, what was missed.
  function follow(source) {
    source.addEventListener('draft', function () { refresh(); });
    source.addEventListener('sheet', function () { refresh(); });
    source.addEventListener('open', function () { refresh(); });
  }
  document.addEventListener('skyjo-events', function (e) { follow(e.detail); });
  refresh();
})();
