lobby-text =
    { $game } · Tisch #{ $id } · wartet auf Spieler ({ $min }–{ $max })
    Plätze: { $seats }
    Optionen: { $options }
    Setz dich mit /join dazu, hol dir mit /addbot einen Computerspieler (/removebot nimmt ihn wieder weg), dann /start.
lobby-other_options = der Rest wie voreingestellt
option-on = on
option-off = off
option-expected-bool = on oder off
option-expected-int = eine ganze Zahl
option-expected-text = ein Wort
option-expected-choices = eins von { $choices }
option-expected-seconds = eine Sekundenzahl von 0 bis { $max }
button-join = Mitspielen
button-addbot = Computer dazu
button-removebot = Computer weg
button-start = Starten
button-hand = Meine Karten
button-back = « Zurück
button-confirm = ✔ { $move }
seat-computer = { $name } (Computer)
seat-auto = { $name } (automatisch)
table-header = { $game } · Tisch #{ $id } · Runde { $deal }
table-scores = Stand: { $scores }
table-dealer = Geber: { $name }
table-trick = Im Stich: { $trick }
table-turn = Am Zug: { $names }
table-over = Die Partie ist aus.
hand-header = { $game } · Tisch #{ $id } · deine Karten
hand-cards = Deine Karten: { $cards }
hand-face_down = { $count ->
    [one] Deine Karte liegt verdeckt.
   *[other] Deine { $count } Karten liegen verdeckt.
}
hand-your_turn = Du bist dran:
hand-turn_notice = Du bist dran: { $game }, Tisch #{ $id }.
hand-left = Du hast Tisch #{ $id } verlassen; ein Computerspieler hat deinen Platz übernommen.
hand-waiting = Du bist nicht dran; wer dran ist, steht in der Tischnachricht.
move-pass = Passe
move-take = Skat aufnehmen
move-push = Skat schieben
move-grand = Grand Hand
move-discard = Drücken
move-exchange = Tauschen
move-kontra = Kontra
move-rekontra = Rekontra
move-play = Spielen
event-dealt = Runde { $deal }: { $name } gibt.
event-trick_taken = { $trick } → { $name } macht den Stich ({ $points }).
event-deal_scored = Abrechnung der Runde: { $change }
event-card_points = Augen: { $points }
event-totals = Gesamtstand: { $totals }
event-match_over = Partie aus. Endstand: { $totals }. Gewinner: { $winners }.
event-settlement = Auszahlung: { $amounts }
ok-created = Tisch #{ $id } für { $game } ist offen. /join zum Hinsetzen, /addbot für einen Computerspieler, /start zum Anfangen.
ok-joined = { $name } setzt sich an Tisch #{ $id }.
ok-left = { $name } steht von Tisch #{ $id } auf.
ok-bot_added = { $name } (Computer) setzt sich an Tisch #{ $id }.
ok-bot_removed = { $name } (Computer) steht von Tisch #{ $id } auf.
ok-started = Tisch #{ $id }: Die Partie beginnt. Die Karten werden privat ausgeteilt.
ok-auto_on = Jetzt spielt ein Computerspieler für { $name }. Mit /auto off übernimmst du wieder.
ok-auto_off = { $name } spielt wieder selbst.
ok-aborted = Tisch #{ $id } wurde von { $name } abgebrochen.
ok-left_match = { $name } geht; ein Computerspieler übernimmt den Platz.
ok-kicked = Den Platz von { $name } übernimmt ein Computerspieler.
ok-sat = { $name } übernimmt Platz { $seat }.
ok-back = { $name } ist wieder da.
ok-settings = Deine Einstellungen: notify={ $notify }, language={ $your_language }, public={ $public }. Dieser Chat: turn_seconds={ $turn_seconds } (für neue Tische), group_language={ $chat_language } (ein Chat-Admin kann sie ändern).
timer-reminder = Erinnerung: Du bist an Tisch #{ $id } dran (noch { $seconds } s).
timer-timed_out = { $name } hat die Zeit überzogen; der Computer hat für { $name } gezogen.
timer-away = { $name } hat zweimal die Zeit überzogen und gilt als abwesend: Der Computer spielt weiter, bis { $name } selbst zieht oder /back sagt.
timer-lobby_closed = { $minutes ->
    [one] Tisch #{ $id } geschlossen: Er wurde nicht innerhalb einer Minute gestartet.
   *[other] Tisch #{ $id } geschlossen: Er wurde nicht innerhalb von { $minutes } Minuten gestartet.
}
timer-abandoned = { $hours ->
    [one] Tisch #{ $id } ist verlassen und wird beendet: Seit einer Stunde hat niemand gezogen. Der Chat ist frei für einen neuen Tisch.
   *[other] Tisch #{ $id } ist verlassen und wird beendet: Seit { $hours } Stunden hat niemand gezogen. Der Chat ist frei für einen neuen Tisch.
}
ok-no_last_trick = In dieser Runde ist noch kein Stich fertig.
ok-last_trick = Letzter Stich: { $trick }
error-export_none = In diesem Chat gibt es noch keine fertige Partie zum Exportieren.
ok-export = Die Aufzeichnung von Tisch #{ $id } ({ $game }) hängt an; `stammtisch replay` spielt sie nach.
ok-standings_none = Hier steht noch keine fertige Partie in der Rangliste (eine Partie zählt, wenn ein Mensch sie bis zum Ende gespielt hat).
standings-header = Rangliste · { $game }
standings-row = { $name }: gespielt { $played }, gewonnen { $won }, verloren { $lost }, gesamt { $total }
standings-row_average = { $name }: gespielt { $played }, gewonnen { $won }, verloren { $lost }, { $average } pro Partie (gesamt { $total })
standings-counted = Eine Partie zählt, wenn ein Mensch sie bis zum Ende gespielt hat.
score-header = Punkteliste · { $game } · Tisch #{ $id }
score-deal = Runde { $deal } ({ $dealer } hat gegeben): { $change }
score-total = Gesamt: { $totals }
score-winners = Gewinner: { $names }
error-not_a_command = Befehle fangen mit / an. Probier /help.
error-not_for_me = Dieser Befehl ist für einen anderen Bot.
error-unknown_command = Unbekannter Befehl /{ $verb }. Probier /help.
error-unknown_game = Unbekanntes Spiel „{ $game }“. Spiele: { $known }.
error-unknown_option = Unbekannte Option „{ $option }“. Optionen: { $known }.
error-bad_option_value = Die Option { $option } nimmt „{ $value }“ nicht an (erwartet: { $expected }).
error-option_out_of_range = { $bounds ->
        [min-max] Die Option { $option } nimmt { $min } bis { $max }, nicht { $value }.
        [min] Die Option { $option } nimmt { $min } oder mehr, nicht { $value }.
        [max] Die Option { $option } nimmt höchstens { $max }, nicht { $value }.
       *[none] Die Option { $option } nimmt { $value } nicht an: Der Wert liegt außerhalb des Bereichs.
    }
error-bad_option_syntax = Optionen schreibt man name=wert, nicht „{ $text }“.
error-table_exists = In diesem Chat gibt es schon Tisch #{ $id }. Spiel ihn erst zu Ende oder brich ihn mit /abort ab.
error-no_table = Hier gibt es keinen Tisch. Mach einen auf mit /new SPIEL.
error-no_finished_table = Hier gibt es keine fertige Partie, die man nochmal spielen könnte.
error-rematch_not_finished = Der letzte Tisch hier, #{ $id }, { $ended }: Es gibt keine Partie, die man nochmal spielen könnte. Mach einen neuen auf mit /new { $game }.
rematch-ended-aborted = wurde abgebrochen
rematch-ended-closed = wurde vor dem Start geschlossen
rematch-ended-abandoned = wurde verlassen
rematch-ended-damaged = wurde als beschädigt beiseitegelegt
rematch-ended-other = wurde nicht zu Ende gespielt
error-no_score = Hier wurde noch keine Partie gespielt. Mach einen Tisch auf mit /new SPIEL.
error-already_seated = Du sitzt schon an diesem Tisch.
error-seated_elsewhere = Du sitzt schon an Tisch #{ $id }; steh erst auf oder spiel ihn zu Ende.
error-table_full = { $max ->
    [one] Der Tisch ist voll ({ $max } Platz).
   *[other] Der Tisch ist voll ({ $max } Plätze).
}
error-not_in_lobby = Die Partie hat schon angefangen.
error-not_seated = Du sitzt nicht an diesem Tisch.
error-not_enough_players = { $count ->
    [one] { $game } braucht mindestens { $min } Spieler; da ist nur einer. /addbot holt einen Computerspieler dazu.
   *[other] { $game } braucht mindestens { $min } Spieler; da sind nur { $count }. /addbot holt einen Computerspieler dazu.
}
error-not_running = An diesem Tisch läuft keine Partie.
error-not_allowed_abort = Nur wer den Tisch aufgemacht hat oder ein Chat-Admin darf ihn abbrechen.
error-stale_button = Dieser Knopf ist veraltet.
error-not_your_button = Dieser Knopf gehört einem anderen Spieler.
error-bad_button = Dieser Knopf gilt nicht mehr.
error-table_reloaded = Am Tisch ist inzwischen weitergespielt worden; so steht es jetzt. Bitte zieh nochmal.
error-table_damaged = Tisch #{ $id } ließ sich nach einem Neustart nicht wiederherstellen und wurde beiseitegelegt; seine Aufzeichnung bleibt erhalten. Mach einen neuen Tisch auf mit /new SPIEL.
error-lobby_elsewhere = Mitspielen, Computer dazuholen und starten geht nur im Chat des Tisches.
error-join_link_invalid = Dieser Beitrittslink gilt nicht (mehr). Nimm den Knopf „Mitspielen“ in der Gruppe des Tisches.
error-rematch_not_player = Nur wer die letzte Partie mitgespielt hat, kann eine Revanche verlangen. Mach einen Tisch auf mit /new { $game }.
error-usage_rules = So geht’s: /rules SPIEL (Spiele: { $known }).
error-no_computer_seat = Hier sitzt kein Computerspieler.
error-which_seat = Welcher Platz? /sit mit einem von: { $seats }
error-which_player = Wer? /kick mit einem von: { $seats }
error-which_computer = Welcher Computerspieler? /removebot mit einem von: { $seats }
error-not_allowed_kick = Nur wer den Tisch aufgemacht hat oder ein Chat-Admin darf einen Platz dem Computer geben.
error-not_allowed_settings = Nur ein Chat-Admin darf die Einstellungen des Chats ändern (in der Gruppe).
error-bad_setting = Unbekannte Einstellung „{ $text }“. Nimm notify=on|off, public=on|off oder language=CODE, oder turn_seconds=N oder group_language=CODE (Chat-Admins).
error-bad_language = „{ $text }“ spreche ich nicht. Sprachen: { $languages }, oder auto (die Sprache deiner App).
error-usage_auto = So geht’s: /auto oder /auto off.
illegal-not_your_turn = Du bist nicht dran.
illegal-card_not_in_hand = Du hast { $card } nicht auf der Hand.
illegal-unknown_card = „{ $card }“ ist keine Karte dieses Spiels. Karten schreibt man Farbe, dann Wert, z. B. SA oder H10, oder so, wie der Bot sie zeigt (♠A).
illegal-unknown_verb = /{ $verb } ist hier kein Zug. Probier /help.
illegal-malformed_move = Dieser Zug ist unvollständig oder hat Wörter zu viel. Probier /help.
hint-malformed-play = Welche Karte? Du kannst spielen: { $moves }
hint-malformed-moves = /{ $verb } braucht andere Wörter. Du kannst: { $moves }
hint-no_such_player = Hier gibt es keinen Spieler „{ $name }“; du kannst { $names } nennen.
hint-malformed-bid = Welches Gebot? Du kannst bieten: { $moves }
hint-not_now = /{ $verb } ist jetzt kein Zug. Du kannst: { $moves }
hint-range = { $first } … { $last }
console-button_range = Es gibt keinen Knopf { $number }: Die gezeigten Knöpfe gehen von 1 bis { $count }.
console-no_buttons = Es gibt keinen Knopf { $number }: Gerade werden keine Knöpfe gezeigt. Befehle fangen mit / an; probier /help.
illegal-kontra_too_late-rekontra = Zu spät für Rekontra: Die Zeit für Kontra und Rekontra ist vorbei.
illegal-already_said-rekontra = Rekontra ist schon gesagt.
illegal-bad_player_count = Dieses Spiel spielen { $min } bis { $max } Spieler, nicht { $players }.
illegal-not_time_to_deal = Es wird noch eine Runde gespielt; die nächste wird gegeben, wenn sie aus ist.
illegal-not_the_pack = Das sind nicht die Karten dieses Spiels.
illegal-bad_hands = Diese Blätter sind keine Verteilung dieses Spiels: Es braucht { $expected }.
illegal-bad_scores = Die angegebenen Punktestände passen nicht zu diesem Tisch.
illegal-must_follow_suit = Du musst Farbe bedienen.
illegal-jack_is_trump = Buben sind Trumpf und gehören nicht zu ihrer Farbe: Bedien mit einer { $led }-Karte.
illegal-kontra_too_late = Dafür ist es zu spät: Kontra muss vor dem ersten Ausspielen gesagt werden.
illegal-kontra_not_allowed = Du darfst hier nicht Kontra sagen.
illegal-rekontra_not_allowed = Du darfst hier nicht Rekontra sagen: Das ist die Antwort des Alleinspielers auf ein Kontra.
illegal-rekontra_without_kontra = Rekontra antwortet auf ein Kontra; niemand hat Kontra gesagt.
illegal-already_said = Das wurde schon gesagt.
illegal-jack_discard_forbidden = An diesem Tisch dürfen keine Buben gedrückt werden.
illegal-same_card_twice = Nenn zwei verschiedene Karten.
illegal-wrong_phase = /{ $verb } geht gerade nicht.
illegal-no_deal_in_progress = Es läuft gerade keine Runde.
illegal-game_over = Die Partie ist aus.
illegal-generic = Dieser Zug ist nicht erlaubt ({ $code }).
help-text =
    Befehle:
    /new SPIEL [option=wert …] — einen Tisch aufmachen (Spiele: { $games })
    /join, /leave — sich hinsetzen oder aufstehen (vor dem Start)
    /addbot [easy|normal|strong] — einen Computerspieler dazuholen (/new … level=strong: die Stärke des Tisches) · /removebot [NAME] — ihn wieder wegnehmen
    /start — die erste Runde geben
    /hand — deine Karten nochmal zeigen · /hint — was der starke Computerspieler an deiner Stelle täte (nur für dich, an einem Tisch, der mit /new … hints=on aufgemacht wurde)
    /auto, /auto off — den Computer für dich spielen lassen
    /score — die Punkteliste · /last — der letzte Stich
    /standings [SPIEL] — die Rangliste dieses Chats · /ratings SPIEL [all] — die Wertung (all: aus allen Chats; mit /settings public=off bleibst du draußen)
    /rules SPIEL — Regeln und Optionen
    /export [N] — die Aufzeichnung der letzten fertigen Partie (oder der Partie #N) · /history [SPIEL] — die letzten Partien · /profile [NAME] — Spiele und Wertungen eines Spielers
    /abort — den Tisch beenden (wer ihn aufgemacht hat oder Admin) · /rematch — Revanche mit denselben Plätzen
    /leave während einer Partie — ein Computer übernimmt deinen Platz · /sit [PLATZ] — den Platz eines Computers übernehmen · /kick SPIELER · /back
    /settings notify=on|off language=CODE · /settings turn_seconds=N group_language=CODE (Chat-Admin; /new … turn_seconds=N für einen Tisch)
    Züge tippst du als /ZUG ARGUMENTE, z. B. /play SJ. Karten: Farbe, dann Wert mit den englischen Codes (SA, H10, CJ = Kreuz-Bube), oder so, wie der Bot sie zeigt (♠A, ♣B).
help-moves = Züge in { $game }: { $verbs }
rules-header = { $game } — die Regeln in Kürze
rules-options = Optionen (name=voreingestellt): { $options }
console-greeting = Stammtisch-Konsolentisch. /help zeigt die Befehle; Strg-D beendet.
console-label-table = Tisch
console-label-private = du, privat
console-label-alert = an dich
# Die Buchstaben auf den Karten, wie deutsche und Tiroler Spieler sie schreiben (die Zehn ist immer 10).
rank-bieten-A = A
rank-bieten-K = K
rank-bieten-O = O
rank-bieten-U = U
rank-bestia-A = A
rank-bestia-K = R
rank-bestia-H = C
rank-bestia-J = F
rank-vint-A = A
rank-vint-K = K
rank-vint-Q = D
rank-vint-J = B
rank-fivehundredone-A = A
rank-fivehundredone-K = K
rank-fivehundredone-Q = D
rank-fivehundredone-J = B
rank-schieberamsch-A = A
rank-schieberamsch-K = K
rank-schieberamsch-Q = D
rank-schieberamsch-J = B
# Die Stärken der Computerspieler und der Tipp.
level-easy = leicht
level-normal = normal
level-strong = stark
ok-bot_added_level = { $name } (Computer, { $level }) setzt sich an Tisch #{ $id }.
error-bad_level = Eine Stärke „{ $value }“ gibt es nicht. Stärken: { $levels }.
error-hints_off = An diesem Tisch gibt es keine Tipps (ein Tisch gibt sie, wenn er mit /new … hints=on aufgemacht wurde).
error-hint_not_your_turn = Ein Tipp ist für deinen eigenen Zug: Du bist gerade nicht dran.
button-hint = 💡 Tipp
hint-move = Tipp: { $move }.
hint-searched = Tipp: { $move }. Die verdeckten Karten wurden auf viele Arten verteilt, wie sie liegen könnten; dabei schnitt dieser Zug besser ab als { $second }, der zweitbeste.
# Wertungen (openskill; angezeigt als 1000 + 40 × (mu − 3 sigma)).
ratings-change = { $name } { $before } → { $after }
ratings-changed = Wertung: { $changes }
ratings-header = Wertung · { $game } (die Spieler dieses Chats; Start bei 1000)
ratings-header_all = Wertung · { $game } (alle mit Wertung; Start bei 1000)
ratings-none = Noch hat niemand eine Wertung: Jede Partie, die zählt, bringt ihren Spielern eine.
ratings-row = { $place }. { $name } { $rating } ({ $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    })
ratings-computer = Computer ({ $level })
standings-rated = { $row } · Wertung { $rating }
error-usage_ratings = Welches Spiel? /ratings SPIEL [all] (Spiele: { $known }).
# Das Bild einer fertigen Partie (und sein Text für Screenreader).
picture-title = { $game } · Tisch #{ $id }: der Stand Runde für Runde
picture-deals = { $count ->
        [one] { $count } Runde
       *[other] { $count } Runden
    }
picture-row = { $name }: { $totals }
error-export_unknown = In diesem Chat gibt es keine fertige Partie #{ $number }. /history zeigt sie.
history-none = In diesem Chat ist noch keine Partie zu Ende gespielt worden.
history-header = Die letzten Partien in diesem Chat (die neueste zuerst):
history-row = #{ $id } · { $date } · { $game } · { $scores } · Gewinner: { $winners }
history-record = Aufzeichnung #{ $id }
history-replay = ▶ Nachspielen #{ $id }
replay-title = Nachspielen · { $game } · Tisch #{ $id }
replay-deal = Spiel { $number } von { $count } · { $name } gibt
replay-dealt = Die Karten, wie { $name } sie gegeben hat.
replay-move = Zug { $number } von { $count }: { $name } · { $move }
replay-first = ⇤ Anfang
replay-prev_deal = ◀◀ Voriges Spiel
replay-prev = ◀ Zurück
replay-next = Weiter ▶
replay-next_deal = Nächstes Spiel ▶▶
replay-last = Ende ⇥
replay-not_over = Diese Partie ist nicht zu Ende: Ihre Blätter werden erst nach dem Ende gezeigt.
profile-none = { $name } hat noch keine Partie, die zählt.
profile-header = { $name }
profile-game = { $game }: { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    }, { $won } gewonnen, bestes Ergebnis { $best }, zuletzt gespielt am { $last }
profile-rating = { " · " }Wertung { $rating } ({ $trend } in der letzten Partie)
profile-partner = { " · " }liebster Partner { $name } ({ $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    })
error-profile_unknown = Niemand namens „{ $name }“ hat in diesem Chat eine Partie gespielt.
console-written = (gespeichert unter { $path })
offer-line = { $name }: { $move }
