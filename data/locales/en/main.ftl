lobby-text =
    { $game } · table #{ $id } · waiting for players ({ $min }–{ $max })
    Seats: { $seats }
    Options: { $options }
    Join with /join, add a computer player with /addbot (/removebot takes one out again), then /start.
lobby-other_options = the rest as by default
option-on = on
option-off = off
option-expected-bool = on or off
option-expected-int = a whole number
option-expected-text = a word
option-expected-choices = one of { $choices }
option-expected-seconds = a number of seconds from 0 to { $max }
button-join = Join
button-addbot = Add computer
button-removebot = Remove computer
button-start = Start
button-hand = My hand
button-back = « Back
button-confirm = ✔ { $move }
seat-computer = { $name } (computer)
seat-auto = { $name } (auto)
table-header = { $game } · table #{ $id } · deal { $deal }
table-scores = Scores: { $scores }
table-dealer = Dealer: { $name }
table-trick = On the table: { $trick }
table-turn = To move: { $names }
table-over = The match is over.
hand-header = { $game } · table #{ $id } · your hand
hand-cards = Your cards: { $cards }
hand-face_down = Your { $count } cards lie face down.
hand-your_turn = Your move:
hand-turn_notice = Your turn at { $game } table #{ $id }.
hand-left = You left table #{ $id }; a computer player has your seat.
hand-waiting = Not your turn; the table message shows whose it is.
move-pass = Pass
move-take = Take the skat
move-push = Push the skat
move-grand = Grand Hand
move-discard = Discard
move-exchange = Exchange
move-kontra = Kontra
move-rekontra = Rekontra
move-play = Play
event-dealt = Deal { $deal }: { $name } deals.
event-trick_taken = { $trick } → { $name } takes the trick ({ $points }).
event-deal_scored = Deal scored: { $change }
event-card_points = Card points: { $points }
event-totals = Totals: { $totals }
event-match_over = Match over. Final totals: { $totals }. Winner: { $winners }.
event-settlement = Settlement: { $amounts }
ok-created = Table #{ $id } for { $game } is open. /join to sit down, /addbot for a computer player, /start to begin.
ok-joined = { $name } sits down at table #{ $id }.
ok-left = { $name } leaves table #{ $id }.
ok-bot_added = { $name } (computer) sits down at table #{ $id }.
ok-bot_removed = { $name } (computer) leaves table #{ $id }.
ok-started = Table #{ $id }: the match begins. Hands go out privately.
ok-auto_on = A computer player now plays for { $name }. /auto off to take over again.
ok-auto_off = { $name } plays their own cards again.
ok-aborted = Table #{ $id } was aborted by { $name }.
ok-left_match = { $name } leaves; a computer player takes over the seat.
ok-kicked = { $name }'s seat goes to a computer player.
ok-sat = { $name } takes over seat { $seat }.
ok-back = { $name } is back.
ok-settings = Your settings: notify={ $notify }, language={ $your_language }, public={ $public }. This chat: turn_seconds={ $turn_seconds } (for new tables), group_language={ $chat_language } (a chat admin may change them).
timer-reminder = Reminder: it is your move at table #{ $id } ({ $seconds } s left).
timer-timed_out = { $name } ran out of time; the computer moved for them.
timer-away = { $name } ran out of time twice and is marked away: the computer plays for them until they move or say /back.
timer-lobby_closed = Table #{ $id } closed: it was not started within { $minutes } minutes.
timer-abandoned = Table #{ $id } ends as abandoned: nobody has moved for { $hours } hours. The chat is free for a new table.
ok-no_last_trick = No trick has been completed in this deal yet.
ok-last_trick = Last trick: { $trick }
error-export_none = This chat has no finished match to export yet.
ok-export = The record of table #{ $id } ({ $game }) is attached; `stammtisch replay` replays it.
ok-standings_none = No finished matches in the standings here yet (a match counts when a person played it to the end).
standings-header = Standings · { $game }
standings-row = { $name }: played { $played }, won { $won }, lost { $lost }, total { $total }
standings-row_average = { $name }: played { $played }, won { $won }, lost { $lost }, { $average } a match (total { $total })
standings-counted = A match counts when a person played it to the end.
score-header = Score sheet · { $game } · table #{ $id }
score-deal = Deal { $deal } ({ $dealer } dealt): { $change }
score-total = Total: { $totals }
score-winners = Winner: { $names }
error-not_a_command = Commands start with /. Try /help.
error-not_for_me = That command is meant for another bot.
error-unknown_command = Unknown command /{ $verb }. Try /help.
error-unknown_game = Unknown game “{ $game }”. Games: { $known }.
error-unknown_option = Unknown option “{ $option }”. Options: { $known }.
error-bad_option_value = Option { $option } does not take “{ $value }” (expected { $expected }).
error-option_out_of_range = { $bounds ->
        [min-max] Option { $option } takes { $min } to { $max }, not { $value }.
        [min] Option { $option } takes { $min } or more, not { $value }.
        [max] Option { $option } takes at most { $max }, not { $value }.
       *[none] Option { $option } does not take { $value }: it is out of range.
    }
error-bad_option_syntax = Options are written name=value, not “{ $text }”.
error-table_exists = This chat already has table #{ $id }. Finish or /abort it first.
error-no_table = There is no table here. Start one with /new GAME.
error-no_finished_table = There is no finished match here to play again.
error-rematch_not_finished = The last table here, #{ $id }, { $ended }: there is no match to play again. Start one with /new { $game }.
rematch-ended-aborted = was aborted
rematch-ended-closed = closed before it started
rematch-ended-abandoned = was abandoned
rematch-ended-damaged = was set aside as damaged
rematch-ended-other = ended without finishing
error-no_score = No match has been played here yet. Start one with /new GAME.
error-already_seated = You already sit at this table.
error-seated_elsewhere = You already sit at table #{ $id }; leave or finish it first.
error-table_full = The table is full ({ $max } seats).
error-not_in_lobby = The match has already started.
error-not_seated = You do not sit at this table.
error-not_enough_players = { $game } needs at least { $min } players; there are { $count }. /addbot adds a computer player.
error-not_running = The table is not running a match.
error-not_allowed_abort = Only the table's creator or a chat admin may abort it.
error-stale_button = This button is out of date.
error-not_your_button = That button belongs to another player.
error-bad_button = That button is no longer valid.
error-table_reloaded = The table had moved on meanwhile; here is where it stands now. Please make your move again.
error-table_damaged = Table #{ $id } could not be restored after a restart and has been set aside; its record is kept. Start a new table with /new GAME.
error-lobby_elsewhere = Join, add computers and start from the table's own chat.
error-join_link_invalid = This join link is not valid (any more). Use the Join button in the table's group.
error-rematch_not_player = Only those who played the last match can call a rematch. Start a table with /new { $game }.
error-usage_rules = Usage: /rules GAME (games: { $known }).
error-no_computer_seat = No seat here is held by a computer player.
error-which_seat = Which seat? /sit with one of: { $seats }
error-which_player = Whom? /kick with one of: { $seats }
error-which_computer = Which computer player? /removebot with one of: { $seats }
error-not_allowed_kick = Only the table's creator or a chat admin may hand a seat to the computer.
error-not_allowed_settings = Only a chat admin may change the chat's settings (in the group).
error-bad_setting = Unknown setting “{ $text }”. Use notify=on|off, public=on|off or language=CODE, or turn_seconds=N or group_language=CODE (chat admins).
error-bad_language = I do not speak “{ $text }”. Languages: { $languages }, or auto (your app's language).
error-usage_auto = Usage: /auto or /auto off.
illegal-not_your_turn = It is not your turn.
illegal-card_not_in_hand = You do not hold { $card }.
illegal-unknown_card = “{ $card }” is not a card of this game. Cards are written suit then rank, e.g. SA or H10, or as the bot shows them (♠A).
illegal-unknown_verb = /{ $verb } is not a move here. Try /help.
illegal-malformed_move = That move is incomplete or has extra words. Try /help.
hint-malformed-play = Which card? You may play: { $moves }
hint-malformed-moves = /{ $verb } needs other words. You may: { $moves }
hint-no_such_player = There is no player “{ $name }” here; you may name { $names }.
hint-malformed-bid = Which bid? You may bid: { $moves }
hint-not_now = /{ $verb } is not a move now. You may: { $moves }
hint-range = { $first } … { $last }
console-button_range = There is no button { $number }: the buttons shown are 1 to { $count }.
console-no_buttons = There is no button { $number }: no buttons are shown now. Commands start with /; try /help.
illegal-kontra_too_late-rekontra = Too late for Rekontra: the window for Kontra and Rekontra has closed.
illegal-already_said-rekontra = Rekontra has already been said.
illegal-bad_player_count = This game is played by { $min } to { $max } players, not { $players }.
illegal-not_time_to_deal = A deal is still being played; the next one is dealt when it ends.
illegal-not_the_pack = Those are not the cards of this game's pack.
illegal-bad_hands = Those hands are not a deal of this game: it needs { $expected }.
illegal-bad_scores = The scores given do not fit this table.
illegal-must_follow_suit = You must follow suit.
illegal-jack_is_trump = Jacks are trumps, not part of their printed suit: follow suit with a { $led } card.
illegal-kontra_too_late = Too late for that: Kontra must be said before the opening lead.
illegal-kontra_not_allowed = You may not say Kontra here.
illegal-rekontra_not_allowed = You may not say Rekontra here: it is the soloist's answer to a Kontra.
illegal-rekontra_without_kontra = Rekontra answers a Kontra; nobody said Kontra.
illegal-already_said = That has already been said.
illegal-jack_discard_forbidden = Jacks may not be discarded at this table.
illegal-same_card_twice = Name two different cards.
illegal-wrong_phase = You cannot /{ $verb } now.
illegal-no_deal_in_progress = No deal is in progress.
illegal-game_over = The match is over.
illegal-generic = That move is not allowed ({ $code }).
help-text =
    Commands:
    /new GAME [option=value …] — open a table (games: { $games })
    /join, /leave — sit down or get up (before the start)
    /addbot [easy|normal|strong] — add a computer player (/new … level=strong: the table's level) · /removebot [NAME] — take one out again
    /start — deal the first hand
    /hand — show your hand again · /hint — what the strong player would do in your place (for you alone, at a table opened with /new … hints=on)
    /auto, /auto off — let the computer play your seat
    /score — the score sheet · /last — the last trick
    /standings [GAME] — this chat's leaderboard · /ratings GAME [all] — ratings (all: every chat; /settings public=off keeps you out)
    /rules GAME — rules and options
    /export [N] — the record of the last finished match (or of match #N) · /history [GAME] — the last matches · /profile [NAME] — a player's games and ratings
    /abort — end the table (creator or admin) · /rematch — same seats again
    /leave during a match — a computer takes your seat · /sit [SEAT] — take over a computer's seat · /kick PLAYER · /back
    /settings notify=on|off language=CODE · /settings turn_seconds=N group_language=CODE (chat admin; /new … turn_seconds=N for one table)
    Moves are typed as /VERB ARGS, e.g. /play SJ. Cards: suit then rank (SA, H10, CJ), or as the bot shows them (♠A).
help-moves = Moves in { $game }: { $verbs }
rules-header = { $game } — rules summary
rules-options = Options (name=default): { $options }
console-greeting = Stammtisch console table. /help lists the commands; Ctrl-D leaves.
console-label-table = table
console-label-private = you, privately
console-label-alert = to you
# Rank letters as a language's players write them on cards (ten is always 10).
rank-bieten-A = A
rank-bieten-K = K
rank-bieten-O = O
rank-bieten-U = U
rank-bestia-A = A
rank-bestia-K = K
rank-bestia-H = H
rank-bestia-J = J
rank-vint-A = A
rank-vint-K = K
rank-vint-Q = Q
rank-vint-J = J
rank-fivehundredone-A = A
rank-fivehundredone-K = K
rank-fivehundredone-Q = Q
rank-fivehundredone-J = J
rank-schieberamsch-A = A
rank-schieberamsch-K = K
rank-schieberamsch-Q = Q
rank-schieberamsch-J = J
# Computer players' levels and the hint.
level-easy = easy
level-normal = normal
level-strong = strong
ok-bot_added_level = { $name } (computer, { $level }) sits down at table #{ $id }.
error-bad_level = There is no level “{ $value }”. Levels: { $levels }.
error-hints_off = Hints are off at this table (a table gives them when opened with /new … hints=on).
error-hint_not_your_turn = A hint is for your own move: it is not your turn.
button-hint = 💡 Hint
hint-move = Hint: { $move }.
hint-searched = Hint: { $move }. Dealt the hidden cards many ways as they could lie, it came out better than { $second }, the next best.
# Ratings (openskill; shown as 1000 + 40 × (mu − 3 sigma)).
ratings-change = { $name } { $before } → { $after }
ratings-changed = Ratings: { $changes }
ratings-header = Ratings · { $game } (this chat's players; 1000 to start)
ratings-header_all = Ratings · { $game } (everyone rated; 1000 to start)
ratings-none = Nobody is rated yet: a counted match rates its players.
ratings-row = { $place }. { $name } { $rating } ({ $count ->
        [one] 1 match
       *[other] { $count } matches
    })
ratings-computer = computer ({ $level })
standings-rated = { $row } · rating { $rating }
error-usage_ratings = Which game? /ratings GAME [all] (games: { $known }).
# The picture of a finished match (and its text for screen readers).
picture-title = { $game } · table #{ $id }: the score deal by deal
picture-deals = { $count ->
        [one] 1 deal
       *[other] { $count } deals
    }
picture-row = { $name }: { $totals }
error-export_unknown = This chat has no finished match #{ $number }. /history lists them.
history-none = No match has been finished in this chat yet.
history-header = The last matches in this chat (newest first):
history-row = #{ $id } · { $date } · { $game } · { $scores } · winner: { $winners }
history-record = Record #{ $id }
history-replay = ▶ Replay #{ $id }
replay-title = Replay · { $game } · table #{ $id }
replay-deal = Deal { $number } of { $count } · { $name } deals
replay-dealt = The cards as { $name } dealt them.
replay-move = Move { $number } of { $count }: { $name } · { $move }
replay-first = ⇤ Start
replay-prev_deal = ◀◀ Previous deal
replay-prev = ◀ Back
replay-next = Next ▶
replay-next_deal = Next deal ▶▶
replay-last = End ⇥
replay-not_over = This match is not over: its hands are shown only once it has ended.
profile-none = { $name } has no counted match yet.
profile-header = { $name }
profile-game = { $game }: { $count ->
        [one] 1 match
       *[other] { $count } matches
    }, { $won } won, best { $best }, last played { $last }
profile-rating = { " · " }rating { $rating } ({ $trend } in the last match)
profile-partner = { " · " }favourite partner { $name } ({ $count ->
        [one] 1 match
       *[other] { $count } matches
    })
error-profile_unknown = Nobody called “{ $name }” has played a match in this chat.
console-written = (written to { $path })
offer-line = { $name }: { $move }
