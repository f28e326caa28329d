standings-schieberamsch = Classifica: prima chi ha meno punti di penalità a partita (la media sulle partite contate), poi chi ha vinto più partite.
game-schieberamsch = Schieberamsch
event-schieberamsch-grand_announced = { $name } annuncia Grand Hand!
event-schieberamsch-grand_declined = { $name } passa.
event-schieberamsch-ramsch = Nessuno gioca Grand Hand: si gioca Schieberamsch.
event-schieberamsch-skat_taken = { $name } prende lo skat.
event-schieberamsch-skat_cards = Hai preso { $cards }.
event-schieberamsch-skat_pushed = { $name } passa lo skat senza guardarlo (Schieben; finora { $passes ->
    [one] 1 volta
    [many] { $passes } volte
   *[other] { $passes } volte
 }: il punteggio conta ×{ $factor }).
event-schieberamsch-skat_discarded = { $name } scarta due carte.
event-schieberamsch-skat_exchanged = { $name } cambia due carte.
event-schieberamsch-skat_final = Lo skat è messo da parte. Esce chi è di mano.
event-schieberamsch-kontra = { $name } dice Kontra!
event-schieberamsch-rekontra = { $name } dice Rekontra!
event-schieberamsch-kontra_declined = { $name }: niente Kontra.
event-schieberamsch-rekontra_declined = { $name }: niente Rekontra.
sr-grand_by = Grand Hand di { $name }
sr-status = Situazione — { $game } · Schieben: { $pushes } · di mano: { $forehand }
sr-status_ramsch = Ramsch
sr-status_grand = Grand Hand, dichiarante { $name }
sr-status_open = Grand Hand o Ramsch: non ancora
sr-passes = Skat passato { $count }×
sr-kontra = Kontra: { $names }
sr-rekontra = Rekontra
sr-skat_known = Nello skat: { $cards }
sr-kind-grand = Grand Hand di { $name }: { $won } con { $points } punti carta (skat compreso); i difensori { $defenders } insieme.
sr-kind-jungfrau = Jungfrau: { $names } senza prese, il punteggio di chi perde raddoppia.
error-option_not_for_palatinate = L'opzione «{ $option }» non vale per il Ramsch del Palatinato: la sua partita finisce quando un giocatore raggiunge il punteggio obiettivo (target=…).
error-option_only_for_palatinate = L'opzione «{ $option }» vale solo per il Ramsch del Palatinato (palatinate=true): questa partita finisce dopo un certo numero di smazzate (deals=…).
illegal-schieberamsch-nothing_to_decline = Adesso non c'è nessun Kontra o Rekontra da rifiutare.
illegal-schieberamsch-kontra_declined = In questa smazzata hai già detto niente Kontra (niente Rekontra).
sr-kind-jungfrau_palatinate = { $names } senza prese (niente raddoppio per la Jungfrau nel Ramsch del Palatinato).
sr-kontra_pending = L'attacco aspetta { $names }: Kontra (o Rekontra) con /kontra (/rekontra), oppure niente con /pass.
sr-won = vinto
sr-lost = perso
rules-schieberamsch = Tre giocatori, 32 carte; sono briscole solo i quattro fanti (♣F ♠F ♥F ♦F), gli altri semi in ordine A 10 R D 9 8 7 (R re, D donna, F fante; nei codici da scrivere K, Q, J). Ogni giocatore può prima annunciare Grand Hand (/grand, oppure /pass). Altrimenti si gioca Ramsch: a turno ognuno o prende lo skat (/take, poi /discard due carte) o lo passa avanti senza guardarlo (Schieben, /push), e ogni volta il punteggio raddoppia. Si risponde al seme (i fanti sono briscole), dieci prese, lo skat va a chi fa l'ultima presa. Chi ha più punti carta li segna come penalità (÷10); un giocatore senza prese (Jungfrau) la raddoppia; se un giocatore fa tutte le prese (Durchmarsch) segna invece −120. Grand Hand: il dichiarante deve fare 61 punti su 120; valore 24 × (Matador + 2, + Schneider, + Schwarz), Kontra/Rekontra lo raddoppiano. Vince la partita il totale più basso.
sr-skat-last_trick = Skat { $cards } ({ $points } punti carta): va a { $names }, che ha fatto l'ultima presa.
sr-skat-most_points = Skat { $cards } ({ $points } punti carta): va a { $names }, con più punti carta.
sr-skat-grand = Skat { $cards } ({ $points } punti carta): va al dichiarante { $names }.
sr-multiplier = Moltiplicatore ×{ $factor }: { $causes }.
sr-cause-pushes = { $count ->
    [one] 1 Schieben
    [many] { $count } Schieben
   *[other] { $count } Schieben
 } (×{ $factor })
sr-cause-kontras = { $count ->
    [one] Kontra
    [many] { $count } Kontra
   *[other] { $count } Kontra
 } (×{ $factor })
sr-cause-jungfrau = Jungfrau (×2)
sr-cause-none = nessun raddoppio
sr-penalty = { $name } ha più punti carta: { $points } × { $factor } = { $raw }, ÷10 (senza unità) = { $score } punti di penalità.
sr-penalty_palatinate = { $name } ha più punti carta: { $points } × { $factor } = { $raw } punti di penalità.
sr-durchmarsch = Durchmarsch: { $name } ha fatto tutte le prese: −120 × { $factor } = { $raw }, ÷10 = { $score } punti.
sr-durchmarsch_palatinate = Durchmarsch: { $name } ha fatto tutte le prese; { $names } segnano 120 × { $factor } = { $raw } punti di penalità ciascuno.
sr-grand_value = Valore del gioco: { $holds ->
    [with] con
   *[without] senza
 } { $matadors }, gioco e Hand 2{ $schneider ->
    [yes] , Schneider 1
   *[no] {""}
 }{ $schwarz ->
    [yes] , Schwarz 1
   *[no] {""}
 }: { $multiplier } × 24 = { $base }{ $doubling ->
    [kontra] , Kontra ×2 = { $value }
    [rekontra] , Kontra e Rekontra ×4 = { $value }
   *[none] {""}
 }; { $value } ÷10 = { $score } per { $name }.
sr-after-kontra = Con { $trick } in tavola, { $name } dice Kontra!
sr-after-rekontra = Con { $trick } in tavola, { $name } dice Rekontra!
sr-after-kontra_declined = Con { $trick } in tavola, { $name }: niente Kontra.
sr-after-rekontra_declined = Con { $trick } in tavola, { $name }: niente Rekontra.
