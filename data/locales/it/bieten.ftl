standings-bieten = Classifica: prima chi fa più punti a partita (la media sulle partite contate), poi chi ha vinto più partite.
game-bieten = Bieten
card-as = { $wild } come { $card }
card-bieten-W = Weli
move-cut = Alza
move-steal = Ruba
move-stop = Basta
move-bet = Punta
move-raise = Rilancia
move-accept = Accetta
move-refuse = Rifiuta
bieten-label-cut = Alza { $count }
bieten-label-bet = Punta { $figure }
bieten-label-raise = Rilancia { $figure } a 3
bieten-label-declare_suit = { $wild } come { $suit }
bieten-figure-rot = Rot
bieten-figure-gruen = Grün
bieten-figure-gleich = Gleich
bieten-figure-hanger = Hanger
bieten-figure-spiel = Spiel
bieten-cutting = { $name } alza il mazzo.
bieten-cut = Alzata: { $name } ha alzato { $cards } carte e rubato { $stolen }.
bieten-seen = Carta vista: { $card }
bieten-status = Situazione — carta vista: { $card } · di mano: { $forehand }
bieten-status_unseen = non ancora
bieten-figures = Figure: { $figures }
bieten-fig-open = { $figure } 1
bieten-fig-betting = { $figure } puntata da { $bettor }, risposte in corso
bieten-fig-contested = { $figure } { $value } (puntata { $bettor }, accettata { $acceptor })
bieten-fig-contested_unanswered = { $figure } { $value } (puntata { $bettor })
bieten-fig-raised = { $figure } { $value } (puntata { $bettor }, rilanciata { $raiser }, accettata { $acceptor })
bieten-fig-closed = { $figure } pagata
bieten-fig-to_trick_winner = { $figure } 1 a chi fa l'ultima presa
bieten-awards = Pagate subito: { $awards }
bieten-award = { $name } +{ $points } { $figure }
bieten-tricks = Prese: { $tricks }
bieten-trick_won = { $number } { $name }
bieten-played = Giocate: { $played }
bieten-asking = { $by } { $kind } { $figure }: risponde { $name }.
bieten-asking_after = { $by } { $kind } { $figure }: { $names }: no; risponde { $name }.
bieten-kind-bet = punta
bieten-kind-raise = rilancia
bieten-polling = Giro di puntate prima della carta: { $name } punta o passa.
bieten-polling_after = Giro di puntate prima della carta: { $names } { $count ->
        [one] non punta
        [many] non puntano
       *[other] non puntano
    }; { $name } punta o passa.
bieten-sheet = Segnapunti (obiettivo { $target }): { $rows }
bieten-row = { $name } { $score } (da fare { $needs }){ $marks }
bieten-row_done = { $name } { $score }{ $marks }
bieten-mark-gespannt = { " " }gespannt
bieten-mark-gestrichen = { " " }│gestrichen│
bieten-mark-winner = { " " }✗
bieten-mark-loser = { " " }●
bieten-mark-finished = { " " }fuori (ha raggiunto l'obiettivo)
bieten-mark-excluded = { " " }escluso
bieten-you_cut = Alzi tu: alza almeno { $min } e al massimo { $max } carte.
bieten-exposed = La carta in fondo al tuo pacchetto alzato è { $card }: rubala o basta.
bieten-you_stole = Hai rubato: { $cards }
bieten-answer_bet = { $name } punta { $figure }: accetta (chi ha la { $figure } migliore fa allora 2) o cedi.
bieten-answer_raise = { $name } rilancia { $figure } a 3: accetta (la { $figure } migliore fa allora 3) o rifiuta.
bieten-answer_bet_spiel = { $name } punta Spiel: accetta (l'ultima presa fa allora 2) o cedi.
bieten-answer_raise_spiel = { $name } rilancia Spiel a 3: accetta (l'ultima presa fa allora 3) o rifiuta.
bieten-cannot_accept = Non hai { $figure }, quindi puoi solo dire no.
bieten-still_bet = Puoi ancora puntare prima che giochi { $name }.
bieten-weli_may = Il tuo { $wild } si può dichiarare come: { $cards }
bieten-weli_many = Il tuo { $wild } si può dichiarare come una qualsiasi di { $count ->
        [one] { $count } carta
        [many] { $count } carte
       *[other] { $count } carte
    }.
bieten-your_bets = Le tue puntate e accettazioni: { $figures }
bieten-gespannt_you = Sei gespannt (ti manca 1 punto): non puoi puntare né rilanciare, solo accettare.
event-bieten-deal_started = Smazzata { $deal }: distribuisce { $name }, alza { $cutter }.
event-bieten-cut = { $name } alza { $cards } carte.
event-bieten-cut_seen = La carta in fondo al pacchetto alzato: { $card }.
event-bieten-cut_stolen = Rubi { $card }.
event-bieten-stolen = { $name } ruba una carta ({ $count } finora).
event-bieten-stopped = { $name } si ferma dopo aver rubato { $stolen }.
event-bieten-dealt = Le carte sono distribuite; la carta vista è { $card }. Esce { $leader }.
event-bieten-card_played = { $name } gioca { $card }.
event-bieten-bet = { $name } punta { $figure }!
event-bieten-accepted = { $name } accetta: { $figure } vale { $value }.
event-bieten-conceded = { $name } cede { $figure }.
event-bieten-raised = { $name } rilancia { $figure } a 3!
event-bieten-refused = { $name } rifiuta il rilancio di { $figure }.
event-bieten-all_conceded = { $names } { $count ->
        [one] cede
        [many] cedono
       *[other] cedono
    } { $figure }.
event-bieten-all_refused = { $names } { $count ->
        [one] rifiuta
        [many] rifiutano
       *[other] rifiutano
    } il rilancio di { $figure }.
event-bieten-accepted_after = { $names } { $count ->
        [one] cede
        [many] cedono
       *[other] cedono
    }; { $name } accetta: { $figure } vale { $value }.
event-bieten-accepted_after_raise = { $names } { $count ->
        [one] rifiuta
        [many] rifiutano
       *[other] rifiutano
    }; { $name } accetta: { $figure } vale { $value }.
event-bieten-passed = { $name } non punta.
event-bieten-poll_over = { $names } { $count ->
        [one] non punta
        [many] non puntano
       *[other] non puntano
    }: niente più puntate prima della prossima carta.
event-bieten-bet_after = { $names } { $count ->
        [one] non punta
        [many] non puntano
       *[other] non puntano
    }; { $name } punta { $figure }!
event-bieten-raised_after = { $names } { $count ->
        [one] non punta
        [many] non puntano
       *[other] non puntano
    }; { $name } rilancia { $figure } a 3!
event-bieten-penalty = Irregolarità, pagata subito: { $step }.
event-bieten-figure_awarded = Nessuno la contesta: { $name } vince subito { $figure } (+{ $points }).
event-bieten-figure_contested = Nessuno accetta il rilancio: { $figure } resta contesa a { $value }.
event-bieten-figure_to_trick_winner = { $figure } è stata ceduta: va a chi fa l'ultima presa ({ $value }).
event-bieten-trick_taken = { $name } fa la presa { $number } con { $card }.
event-bieten-deal_scored = Smazzata contata. Figure: { $figures }
event-bieten-count = Il conto: { $steps }
event-bieten-change = Questa smazzata: { $changes }
event-bieten-reached = Hanno raggiunto l'obiettivo: { $names }
event-bieten-totals = Totali: { $totals }
event-bieten-match_over = Partita finita. Vince ✗: { $winners } · perde ●: { $losers }. Totali finali: { $totals }
bieten-nobody = —
bieten-nobody_lapsed = — (pari o nessuno)
bieten-winner_of = { $figure } { $name }
bieten-step = { $name } { $points } { $what }
bieten-step_figure = { $name } { $points } { $figure } ({ $why })
bieten-why-worth_1 = non puntata: 1
bieten-why-worth_2 = puntata e accettata: 2
bieten-why-worth_3 = rilanciata e accettata: 3
bieten-why-early_1 = puntata, tutti hanno ceduto: 1 subito
bieten-why-early_2 = rilancio rifiutato da tutti: 2 subito
bieten-step-weli_penalty = penalità del Weli (ha ricevuto il Weli, nessuna figura vinta)
bieten-step-weli_bonus = premio del Weli
bieten-step-lose_all = { $name } perde tutti i punti ({ $what })
bieten-offence = infrazione: { $code }
bieten-step-must_follow_suit = rifiuto di seme
bieten-step-weli_w1_follow_suit = rifiuto di seme col Weli (W1)
bieten-step-weli_w2_revoked_suit = Weli in un seme già rifiutato (W2)
bieten-step-weli_w3_bet_commitment = Weli contro una puntata (W3)
bieten-step-weli_duplicate_own_card = Weli come una carta propria
bieten-step-figure_not_held = figura che non si ha
bieten-step-gespannt = puntata da gespannt
bieten-step-raise_exceeds_needs = rilancio oltre il necessario
bieten-excluded_now = Esclusi per rifiuto di seme: { $names }
illegal-bieten-must_follow_suit = Devi rispondere al seme, non giocare { $card }: una carta del seme di uscita (o il Weli dichiarato in quel seme).
illegal-bieten-weli_w1_follow_suit = Hai una carta vera del seme di uscita: il Weli va dichiarato in quel seme (W1).
illegal-bieten-weli_w2_revoked_suit = In questa smazzata non hai risposto a quel seme: il Weli non si può dichiarare in quel seme (W2).
illegal-bieten-weli_w3_bet_commitment = Romperebbe una figura che hai puntato o accettato: le tue tre carte devono ancora averla (W3).
illegal-bieten-weli_duplicate_own_card = A questo tavolo il Weli non si può dichiarare come una carta che hai in mano.
illegal-bieten-figure_not_held = Non hai quella figura.
illegal-bieten-gespannt = Sei gespannt: una puntata varrebbe più di quanto ti serve ancora.
illegal-bieten-raise_exceeds_needs = Per rilanciare a 3 devono mancarti ancora almeno 3 punti.
illegal-bieten-figure_already_bet = Quella figura è già stata puntata in questa smazzata.
illegal-bieten-already_raised = Quella figura è già stata rilanciata.
illegal-bieten-betting_closed = Niente più puntate: l'ultima carta è stata giocata.
illegal-bieten-bettor_cannot_raise = Quella figura l'hai puntata tu: può rilanciarla solo un altro giocatore.
illegal-bieten-figure_not_contested = Si può rilanciare solo una puntata accettata.
illegal-bieten-wild_needs_identity = Di' che carta è il { $card }: /play W=HA (seme e poi valore).
illegal-bieten-not_a_wild = { $card } non è una matta.
illegal-bieten-bad_identity = Il Weli va dichiarato come una carta vera.
illegal-bieten-wrong_response = Rispondi a una puntata con /accept o /concede, a un rilancio con /accept o /refuse.
illegal-bieten-cut_out_of_range = Alza tra { $min } e { $max } carte.
rules-bieten =
    Il gioco di puntate tirolese: da 2 a 8 giocatori (meglio da 3 a 5), 33 carte: ♥ cuori, 🍃 foglie, 🔔 campanelli, 🌰 ghiande, ciascuno A R O U 10 9 8 7 (R re, O Ober, U Unter; nei codici da scrivere K), e il Weli (W), una matta.
    • L'alzata: chi sta a destra del mazziere alza le carte (/cut N), vede la carta in fondo al pacchetto alzato e può rubarla con /steal (vedendo la successiva) fino a tre volte, oppure /stop; l'ultima carta vista è la carta vista, scoperta sul mazzo non distribuito. Si distribuisce 2-1, tre carte a testa (a chi alza tante meno quante ne ha rubate).
    • Gioco: tre prese, senza briscola, si risponde al seme; vince la carta più alta del seme di uscita. Il Weli si dichiara quando lo si gioca (/play W=HA): nel seme di uscita finché hai una carta vera di quel seme (W1), mai in un seme a cui non hai risposto (W2), in modo che le tue tre carte abbiano ancora ogni figura che hai puntato o accettato (W3); perde contro la carta vera che nomina.
    • Figure, 1 punto ciascuna: Rot (la migliore carta di cuori), Grün (la migliore carta di foglie), Gleich (la coppia o il tris migliore), Hanger (la scala migliore in un seme), Spiel (l'ultima presa). A pari merito Gleich e Hanger non vanno a nessuno. Chi ha il Weli perde 1 se non vince nessuna figura.
    • Puntate, al tuo turno prima o dopo la tua carta: /bet FIGURA che hai. Dalla tua sinistra ognuno risponde /accept (solo se ce l'ha) o /concede; se cedono tutti fai subito 1. La prima accettazione la fa valere 2 per chi la ha migliore. Chiunque la abbia, tranne chi ha puntato, può poi rilanciarla a 3 con /raise: /accept o /refuse; se rifiutano tutti, chi ha rilanciato fa subito 2. Una puntata non deve superare quanto ti serve ancora: se ti manca 1 sei gespannt (niente puntate, solo accettazioni).
    • Il primo che raggiunge l'obiettivo vince (✗), il totale più basso perde (●). Opzioni: target (punti per vincere), deal_pattern (2-1 o 1-2), cut_min_packet (il pacchetto più piccolo dell'alzata), betting_window (own_turn, oppure anytime: un giro di puntate prima di ogni carta), weli_may_duplicate_own_card, weli_commitment_on_conceded_bets, spiel_conceded_goes_to_trick_winner, raise_refusal_awards_raiser (false: un rilancio rifiutato resta conteso a 2), enforce_legality (false: le mosse irregolari restano e costano 2, subito se viste mentre si fanno, altrimenti a fine smazzata), variant_elimination (chi vince esce, l'ultimo rimasto perde), variant_harsh_revoke (lose_all_points o eliminated invece di -2), variant_weli_not_wild (il Weli è un 6 di campanelli che vale +1 a chi lo ha), variant_spitzen (anche 🔔7 e 🌰7 sono matte), loser_ties (all_tied_lose o no_loser).
