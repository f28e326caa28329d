lobby-text =
    { $game } · tavolo #{ $id } · in attesa di giocatori ({ $min }–{ $max })
    Posti: { $seats }
    Opzioni: { $options }
    Siediti con /join, aggiungi un giocatore computer con /addbot (/removebot lo toglie di nuovo), poi /start.
lobby-other_options = le altre come da impostazione predefinita
option-on = on
option-off = off
option-expected-bool = on oppure off
option-expected-int = un numero intero
option-expected-text = una parola
option-expected-choices = uno tra { $choices }
option-expected-seconds = un numero di secondi da 0 a { $max }
button-join = Siediti
button-addbot = Aggiungi computer
button-removebot = Togli computer
button-start = Inizia
button-hand = Le mie carte
button-back = « Indietro
button-confirm = ✔ { $move }
seat-computer = { $name } (computer)
seat-auto = { $name } (automatico)
table-header = { $game } · tavolo #{ $id } · smazzata { $deal }
table-scores = Punteggi: { $scores }
table-dealer = Mazziere: { $name }
table-trick = In tavola: { $trick }
table-turn = Tocca a: { $names }
table-over = La partita è finita.
hand-header = { $game } · tavolo #{ $id } · le tue carte
hand-cards = Le tue carte: { $cards }
hand-face_down = { $count ->
        [one] La tua carta è coperta.
        [many] Le tue { $count } carte sono coperte.
       *[other] Le tue { $count } carte sono coperte.
    }
hand-your_turn = Tocca a te:
hand-turn_notice = Tocca a te al tavolo #{ $id } di { $game }.
hand-left = Hai lasciato il tavolo #{ $id }; al tuo posto gioca il computer.
hand-waiting = Non tocca a te; il messaggio del tavolo mostra di chi è il turno.
move-pass = Passo
move-take = Prendi lo skat
move-push = Schieben
move-grand = Grand Hand
move-discard = Scarta
move-exchange = Cambia
move-kontra = Kontra
move-rekontra = Rekontra
move-play = Gioca
event-dealt = Smazzata { $deal }: distribuisce { $name }.
event-trick_taken = { $trick } → { $name } fa la presa ({ $points }).
event-deal_scored = Punti della smazzata: { $change }
event-card_points = Punti carta: { $points }
event-totals = Totali: { $totals }
event-match_over = Partita finita. Totali finali: { $totals }. Vince: { $winners }.
event-settlement = Conti: { $amounts }
ok-created = Il tavolo #{ $id } di { $game } è aperto. /join per sederti, /addbot per un giocatore computer, /start per cominciare.
ok-joined = { $name } si siede al tavolo #{ $id }.
ok-left = { $name } lascia il tavolo #{ $id }.
ok-bot_added = { $name } (computer) si siede al tavolo #{ $id }.
ok-bot_removed = { $name } (computer) lascia il tavolo #{ $id }.
ok-started = Tavolo #{ $id }: la partita comincia. Le carte arrivano a ciascuno in privato.
ok-auto_on = Ora un giocatore computer gioca per { $name }. /auto off per riprendere il posto.
ok-auto_off = { $name } torna a giocare le proprie carte.
ok-aborted = Il tavolo #{ $id } è stato chiuso da { $name }.
ok-left_match = { $name } se ne va; un giocatore computer prende il suo posto.
ok-kicked = Il posto di { $name } passa a un giocatore computer.
ok-sat = { $name } prende il posto { $seat }.
ok-back = { $name } è di nuovo qui.
ok-settings = Le tue impostazioni: notify={ $notify }, language={ $your_language }, public={ $public }. Questa chat: turn_seconds={ $turn_seconds } (per i nuovi tavoli), group_language={ $chat_language } (un amministratore della chat può cambiarle).
timer-reminder = { $seconds ->
        [one] Promemoria: tocca a te al tavolo #{ $id } (manca { $seconds } s).
        [many] Promemoria: tocca a te al tavolo #{ $id } (mancano { $seconds } s).
       *[other] Promemoria: tocca a te al tavolo #{ $id } (mancano { $seconds } s).
    }
timer-timed_out = { $name } ha finito il tempo; il computer ha giocato al suo posto.
timer-away = { $name } ha finito il tempo due volte e risulta assente: il computer gioca al suo posto finché non fa una mossa o scrive /back.
timer-lobby_closed = { $minutes ->
        [one] Tavolo #{ $id } chiuso: nessuno l'ha avviato entro { $minutes } minuto.
        [many] Tavolo #{ $id } chiuso: nessuno l'ha avviato entro { $minutes } minuti.
       *[other] Tavolo #{ $id } chiuso: nessuno l'ha avviato entro { $minutes } minuti.
    }
timer-abandoned = { $hours ->
        [one] Il tavolo #{ $id } finisce come abbandonato: nessuno ha giocato da { $hours } ora. La chat è libera per un nuovo tavolo.
        [many] Il tavolo #{ $id } finisce come abbandonato: nessuno ha giocato da { $hours } ore. La chat è libera per un nuovo tavolo.
       *[other] Il tavolo #{ $id } finisce come abbandonato: nessuno ha giocato da { $hours } ore. La chat è libera per un nuovo tavolo.
    }
ok-no_last_trick = In questa smazzata non è ancora stata completata nessuna presa.
ok-last_trick = Ultima presa: { $trick }
error-export_none = Questa chat non ha ancora una partita finita da esportare.
ok-export = In allegato il verbale del tavolo #{ $id } ({ $game }); `stammtisch replay` lo riproduce.
ok-standings_none = Qui in classifica non c'è ancora nessuna partita finita (una partita conta quando una persona l'ha giocata fino alla fine).
standings-header = Classifica · { $game }
standings-row = { $name }: giocate { $played }, vinte { $won }, perse { $lost }, totale { $total }
standings-row_average = { $name }: giocate { $played }, vinte { $won }, perse { $lost }, { $average } a partita (totale { $total })
standings-counted = Una partita conta quando una persona l'ha giocata fino alla fine.
score-header = Segnapunti · { $game } · tavolo #{ $id }
score-deal = Smazzata { $deal } (mazziere { $dealer }): { $change }
score-total = Totale: { $totals }
score-winners = Vince: { $names }
error-not_a_command = I comandi iniziano con /. Prova /help.
error-not_for_me = Quel comando è per un altro bot.
error-unknown_command = Comando sconosciuto /{ $verb }. Prova /help.
error-unknown_game = Gioco sconosciuto «{ $game }». Giochi: { $known }.
error-unknown_option = Opzione sconosciuta «{ $option }». Opzioni: { $known }.
error-bad_option_value = L'opzione { $option } non accetta «{ $value }» (serve { $expected }).
error-option_out_of_range = { $bounds ->
        [min-max] L'opzione { $option } accetta valori da { $min } a { $max }, non { $value }.
        [min] L'opzione { $option } accetta { $min } o più, non { $value }.
        [max] L'opzione { $option } accetta al massimo { $max }, non { $value }.
       *[none] L'opzione { $option } non accetta { $value }: è fuori dall'intervallo ammesso.
    }
error-bad_option_syntax = Le opzioni si scrivono nome=valore, non «{ $text }».
error-table_exists = Questa chat ha già il tavolo #{ $id }. Prima finiscilo o chiudilo con /abort.
error-no_table = Qui non c'è nessun tavolo. Aprine uno con /new GIOCO.
error-no_finished_table = Qui non c'è nessuna partita finita da rigiocare.
error-rematch_not_finished = L'ultimo tavolo qui, il #{ $id }, { $ended }: non c'è una partita da rigiocare. Aprine uno con /new { $game }.
rematch-ended-aborted = è stato chiuso prima della fine
rematch-ended-closed = è stato chiuso prima di cominciare
rematch-ended-abandoned = è stato abbandonato
rematch-ended-damaged = è stato messo da parte perché danneggiato
rematch-ended-other = è finito senza arrivare alla fine
error-no_score = Qui non si è ancora giocata nessuna partita. Aprine una con /new GIOCO.
error-already_seated = Hai già un posto a questo tavolo.
error-seated_elsewhere = Hai già un posto al tavolo #{ $id }; prima lascialo o finiscilo.
error-table_full = { $max ->
        [one] Il tavolo è pieno ({ $max } posto).
        [many] Il tavolo è pieno ({ $max } posti).
       *[other] Il tavolo è pieno ({ $max } posti).
    }
error-not_in_lobby = La partita è già cominciata.
error-not_seated = Non hai un posto a questo tavolo.
error-not_enough_players = { $min ->
        [one] { $game } richiede almeno { $min } giocatore
        [many] { $game } richiede almeno { $min } giocatori
       *[other] { $game } richiede almeno { $min } giocatori
    }; { $count ->
        [one] ce n'è { $count }
        [many] ce ne sono { $count }
       *[other] ce ne sono { $count }
    }. /addbot aggiunge un giocatore computer.
error-not_running = A questo tavolo non è in corso nessuna partita.
error-not_allowed_abort = Solo chi ha aperto il tavolo o un amministratore della chat può chiuderlo.
error-stale_button = Questo pulsante non è più aggiornato.
error-not_your_button = Quel pulsante è di un altro giocatore.
error-bad_button = Quel pulsante non è più valido.
error-table_reloaded = Nel frattempo il tavolo è andato avanti; ecco com'è adesso. Rifai la tua mossa, per favore.
error-table_damaged = Il tavolo #{ $id } non si è potuto ripristinare dopo un riavvio ed è stato messo da parte; il suo verbale è conservato. Apri un nuovo tavolo con /new GIOCO.
error-lobby_elsewhere = Per sederti, aggiungere computer e iniziare usa la chat del tavolo.
error-join_link_invalid = Questo link per sederti non è (più) valido. Usa il pulsante Siediti nel gruppo del tavolo.
error-rematch_not_player = Solo chi ha giocato l'ultima partita può chiedere la rivincita. Apri un tavolo con /new { $game }.
error-usage_rules = Uso: /rules GIOCO (giochi: { $known }).
error-no_computer_seat = Qui nessun posto è tenuto da un giocatore computer.
error-which_seat = Quale posto? /sit con uno di questi: { $seats }
error-which_player = Chi? /kick con uno di questi: { $seats }
error-which_computer = Quale giocatore computer? /removebot con uno di questi: { $seats }
error-not_allowed_kick = Solo chi ha aperto il tavolo o un amministratore della chat può dare un posto al computer.
error-not_allowed_settings = Solo un amministratore della chat può cambiare le impostazioni della chat (nel gruppo).
error-bad_setting = Impostazione sconosciuta «{ $text }». Usa notify=on|off, public=on|off o language=CODICE, oppure turn_seconds=N o group_language=CODICE (amministratori della chat).
error-bad_language = Non parlo «{ $text }». Lingue: { $languages }, oppure auto (la lingua della tua app).
error-usage_auto = Uso: /auto oppure /auto off.
illegal-not_your_turn = Non tocca a te.
illegal-card_not_in_hand = Non hai { $card }.
illegal-unknown_card = «{ $card }» non è una carta di questo gioco. Le carte si scrivono seme e poi valore, per es. SA o H10, oppure come le mostra il bot (♠A).
illegal-unknown_verb = /{ $verb } qui non è una mossa. Prova /help.
illegal-malformed_move = Quella mossa è incompleta o ha parole in più. Prova /help.
hint-malformed-play = Quale carta? Puoi giocare: { $moves }
hint-malformed-moves = /{ $verb } vuole altre parole. Puoi: { $moves }
hint-no_such_player = Qui non c'è nessun giocatore «{ $name }»; puoi indicare { $names }.
hint-malformed-bid = Quale dichiarazione? Puoi dichiarare: { $moves }
hint-not_now = /{ $verb } adesso non è una mossa. Puoi: { $moves }
hint-range = { $first } … { $last }
console-button_range = Non c'è nessun pulsante { $number }: i pulsanti mostrati vanno da 1 a { $count }.
console-no_buttons = Non c'è nessun pulsante { $number }: ora non è mostrato nessun pulsante. I comandi iniziano con /; prova /help.
illegal-kontra_too_late-rekontra = Troppo tardi per il Rekontra: il momento per Kontra e Rekontra è passato.
illegal-already_said-rekontra = Il Rekontra è già stato detto.
illegal-bad_player_count = A questo gioco si gioca da { $min } a { $max } giocatori, non in { $players }.
illegal-not_time_to_deal = Si sta ancora giocando una smazzata; la prossima si distribuisce quando finisce.
illegal-not_the_pack = Queste non sono le carte del mazzo di questo gioco.
illegal-bad_hands = Queste mani non sono una distribuzione di questo gioco: serve { $expected }.
illegal-bad_scores = I punteggi indicati non vanno bene per questo tavolo.
illegal-must_follow_suit = Devi rispondere al seme.
illegal-jack_is_trump = I fanti sono briscole, non fanno parte del seme stampato: rispondi con una carta di { $led }.
illegal-kontra_too_late = Troppo tardi: il Kontra va detto prima dell'attacco.
illegal-kontra_not_allowed = Qui non puoi dire Kontra.
illegal-rekontra_not_allowed = Qui non puoi dire Rekontra: è la risposta del dichiarante a un Kontra.
illegal-rekontra_without_kontra = Il Rekontra risponde a un Kontra; nessuno ha detto Kontra.
illegal-already_said = È già stato detto.
illegal-jack_discard_forbidden = A questo tavolo non si possono scartare i fanti.
illegal-same_card_twice = Indica due carte diverse.
illegal-wrong_phase = Adesso non puoi fare /{ $verb }.
illegal-no_deal_in_progress = Non c'è nessuna smazzata in corso.
illegal-game_over = La partita è finita.
illegal-generic = Questa mossa non è consentita ({ $code }).
help-text =
    Comandi:
    /new GIOCO [opzione=valore …] — apre un tavolo (giochi: { $games })
    /join, /leave — ti siedi o ti alzi (prima dell'inizio)
    /addbot [easy|normal|strong] — aggiunge un giocatore computer (/new … level=strong: il livello del tavolo) · /removebot [NOME] — ne toglie uno
    /start — distribuisce la prima mano
    /hand — mostra di nuovo le tue carte · /hint — cosa farebbe il giocatore forte al tuo posto (solo per te, a un tavolo aperto con /new … hints=on)
    /auto, /auto off — fai giocare il computer al tuo posto
    /score — il segnapunti · /last — l'ultima presa
    /standings [GIOCO] — la classifica di questa chat · /ratings GIOCO [all] — le valutazioni (all: tutte le chat; con /settings public=off resti fuori)
    /rules GIOCO — regole e opzioni
    /export [N] — il verbale dell'ultima partita finita (o della partita #N) · /history [GIOCO] — le ultime partite · /profile [NOME] — partite e valutazioni di un giocatore
    /abort — chiude il tavolo (chi l'ha aperto o un amministratore) · /rematch — rivincita con gli stessi posti
    /leave durante una partita — il computer prende il tuo posto · /sit [POSTO] — prendi il posto di un computer · /kick GIOCATORE · /back
    /settings notify=on|off language=CODICE · /settings turn_seconds=N group_language=CODICE (amministratore della chat; /new … turn_seconds=N per un solo tavolo)
    Le mosse si scrivono /VERBO ARGOMENTI, per es. /play SJ. Carte: seme e poi valore (SA, H10, CJ), oppure come le mostra il bot (♠A).
help-moves = Mosse in { $game }: { $verbs }
rules-header = { $game } — regole in breve
rules-options = Opzioni (nome=predefinito): { $options }
console-greeting = Tavolo Stammtisch nella console. /help elenca i comandi; Ctrl-D per uscire.
console-label-table = tavolo
console-label-private = a te, in privato
console-label-alert = per te
# Le lettere dei valori come le scrivono i giocatori italiani (il dieci resta 10).
rank-bieten-A = A
rank-bieten-K = R
rank-bieten-O = O
rank-bieten-U = U
rank-bestia-A = A
rank-bestia-K = R
rank-bestia-H = C
rank-bestia-J = F
rank-vint-A = A
rank-vint-K = R
rank-vint-Q = D
rank-vint-J = F
rank-fivehundredone-A = A
rank-fivehundredone-K = R
rank-fivehundredone-Q = D
rank-fivehundredone-J = F
rank-schieberamsch-A = A
rank-schieberamsch-K = R
rank-schieberamsch-Q = D
rank-schieberamsch-J = F

# Livelli dei giocatori computer e il suggerimento.
level-easy = facile
level-normal = normale
level-strong = forte
ok-bot_added_level = { $name } (computer, { $level }) si siede al tavolo #{ $id }.
error-bad_level = Il livello «{ $value }» non esiste. Livelli: { $levels }.
error-hints_off = A questo tavolo i suggerimenti sono spenti (un tavolo li dà se aperto con /new … hints=on).
error-hint_not_your_turn = Il suggerimento è per la tua mossa: ora non tocca a te.
button-hint = 💡 Suggerimento
hint-move = Suggerimento: { $move }.
hint-searched = Suggerimento: { $move }. Distribuendo in molti modi le carte che non vedi, come potrebbero stare, è andata meglio di { $second }, la seconda scelta.
# Valutazioni (openskill; mostrate come 1000 + 40 × (mu − 3 sigma)).
ratings-change = { $name } { $before } → { $after }
ratings-changed = Valutazioni: { $changes }
ratings-header = Valutazioni · { $game } (i giocatori di questa chat; si parte da 1000)
ratings-header_all = Valutazioni · { $game } (tutti quelli valutati; si parte da 1000)
ratings-none = Ancora nessuno ha una valutazione: ogni partita che conta valuta i suoi giocatori.
ratings-row = { $place }. { $name } { $rating } ({ $count ->
        [one] { $count } partita
        [many] { $count } partite
       *[other] { $count } partite
    })
ratings-computer = computer ({ $level })
standings-rated = { $row } · valutazione { $rating }
error-usage_ratings = Quale gioco? /ratings GIOCO [all] (giochi: { $known }).
# L'immagine di una partita finita (e il suo testo per i lettori di schermo).
picture-title = { $game } · tavolo #{ $id }: il punteggio smazzata per smazzata
picture-deals = { $count ->
        [one] { $count } smazzata
        [many] { $count } smazzate
       *[other] { $count } smazzate
    }
picture-row = { $name }: { $totals }
error-export_unknown = In questa chat non c'è una partita finita #{ $number }. /history le elenca.
history-none = In questa chat non è ancora finita nessuna partita.
history-header = Le ultime partite di questa chat (dalla più recente):
history-row = #{ $id } · { $date } · { $game } · { $scores } · vince: { $winners }
history-record = Verbale #{ $id }
history-replay = ▶ Rivedi #{ $id }
replay-title = Rivedi · { $game } · tavolo #{ $id }
replay-deal = Smazzata { $number } di { $count } · distribuisce { $name }
replay-dealt = Le carte come le ha distribuite { $name }.
replay-move = Mossa { $number } di { $count }: { $name } · { $move }
replay-first = ⇤ Inizio
replay-prev_deal = ◀◀ Smazzata precedente
replay-prev = ◀ Indietro
replay-next = Avanti ▶
replay-next_deal = Smazzata seguente ▶▶
replay-last = Fine ⇥
replay-not_over = Questa partita non è finita: le mani si vedono solo dopo la fine.
profile-none = { $name } non ha ancora nessuna partita che conta.
profile-header = { $name }
profile-game = { $game }: { $count ->
        [one] { $count } partita
        [many] { $count } partite
       *[other] { $count } partite
    }, vinte { $won }, miglior risultato { $best }, l'ultima il { $last }
profile-rating = { " · " }valutazione { $rating } ({ $trend } nell'ultima partita)
profile-partner = { " · " }compagno preferito { $name } ({ $count ->
        [one] { $count } partita
        [many] { $count } partite
       *[other] { $count } partite
    })
error-profile_unknown = Nessuno di nome «{ $name }» ha giocato una partita in questa chat.
console-written = (salvato in { $path })
offer-line = { $name }: { $move }
